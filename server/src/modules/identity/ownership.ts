// The ownership rule of every resource: the owner changes it, an admin reads it, others get 404.
import { ForbiddenError, NotFoundError } from '../../errors/domain-error.js';
import { msg } from '../../i18n/messages.js';
import type { User } from './user.entity.js';

/** The kinds of owned resources, as messages name them. */
export type OwnedThing = 'project' | 'section' | 'folder' | 'file' | 'study';

/** What a caller wants to do with a resource. */
export type Access = 'read' | 'write';

/**
 * The ownership rule of every resource: the owner may read and change it; an admin may read anybody's (and
 * gets 403 on changes, since an admin already knows that it exists); anybody else gets the same 404 as for an
 * id that does not exist, so that nobody learns of another user's folders, projects, sections or files.
 *
 * @param what - the kind of resource, for the message (`project`)
 * @throws NotFoundError for another user; ForbiddenError for an admin writing another user's resource
 */
export function assertAccess(ownerId: string, user: Pick<User, 'id' | 'role'>, access: Access, what: OwnedThing): void {
  if (ownerId === user.id) {
    return;
  }
  if (user.role === 'admin') {
    if (access === 'read') {
      return;
    }
    throw new ForbiddenError(msg('forbidden.notOwner', { what: msg(`thing.${what}`) }));
  }
  throw notFound(what);
}

/** The 404 of a resource that does not exist (or that the caller may not know of). */
export function notFound(what: OwnedThing): NotFoundError {
  return new NotFoundError(msg('notFound.thing', { what: msg(`thing.${what}`) }));
}
