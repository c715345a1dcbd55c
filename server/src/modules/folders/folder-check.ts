// Checks that a folder named in a body is one of the caller's (for projects and legacy projects).
import type { EntityManager } from '@mikro-orm/core';

import { fieldIssue, ValidationError } from '../../errors/domain-error.js';
import type { User } from '../identity/user.entity.js';
import { FolderSchema } from './folder.entity.js';

/**
 * A folder named in a body (`parent`, `folder`) must be one of the caller's: else 400 on that field (the same
 * answer for a folder of another user and one that does not exist).
 */
export async function requireOwnFolder(em: EntityManager, user: Pick<User, 'id'>, id: string, field: string): Promise<void> {
  const count = await em.count(FolderSchema, { id, ownerId: user.id });
  if (count === 0) {
    throw new ValidationError([fieldIssue(field, 'issue.notYourFolder')]);
  }
}
