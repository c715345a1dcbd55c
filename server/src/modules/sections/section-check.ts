// A section named by another module (a study's section): found with the ownership rule.
import type { EntityManager } from '@mikro-orm/core';

import { NotFoundError } from '../../errors/domain-error.js';
import { msg } from '../../i18n/messages.js';
import { assertAccess, type Access } from '../identity/ownership.js';
import type { User } from '../identity/user.entity.js';
import { type SectionRow, SectionSchema } from './section.entity.js';

/** @throws NotFoundError when it does not exist or belongs to another user (admins read all) */
export async function findSection(em: EntityManager, user: User, id: string, access: Access): Promise<SectionRow> {
  const row = await em.findOne(SectionSchema, { id });
  if (row === null) {
    throw new NotFoundError(msg('section.notFound'));
  }
  assertAccess(row.ownerId, user, access, 'section');
  return row;
}
