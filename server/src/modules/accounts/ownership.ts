import { ForbiddenError, NotFoundError } from '../../errors/domain-error.js';
import type { User } from './user.entity.js';

/** What a caller wants to do with a resource. */
export type Access = 'read' | 'write';

/**
 * The ownership rule of every resource: the owner may read and change it; an admin may read anybody's (and
 * gets 403 on changes, since an admin already knows that it exists); anybody else gets the same 404 as for an
 * id that does not exist, so that nobody learns of another user's folders, projects, sections or files.
 *
 * @param what - the kind of resource, for the message (`Project`)
 * @throws NotFoundError for another user; ForbiddenError for an admin writing another user's resource
 */
export function assertAccess(ownerId: string, user: Pick<User, 'id' | 'role'>, access: Access, what: string): void {
  if (ownerId === user.id) {
    return;
  }
  if (user.role === 'admin') {
    if (access === 'read') {
      return;
    }
    throw new ForbiddenError(`${what} belongs to another user: admins may read it, not change it`);
  }
  throw new NotFoundError(`${what} not found`);
}

/** The 404 of a resource that does not exist (or that the caller may not know of). */
export function notFound(what: string): NotFoundError {
  return new NotFoundError(`${what} not found`);
}
