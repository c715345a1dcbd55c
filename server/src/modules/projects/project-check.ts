// A project named by another module (a section's project): found with the ownership rule, checked as the caller's, touched.
import type { EntityManager } from '@mikro-orm/core';

import { fieldIssue, NotFoundError, ValidationError } from '../../errors/domain-error.js';
import { msg } from '../../i18n/messages.js';
import { assertAccess, type Access } from '../identity/ownership.js';
import type { User } from '../identity/user.entity.js';
import { type ProjectRow, ProjectSchema } from './project.entity.js';

/** @throws NotFoundError when it does not exist or belongs to another user (admins read all) */
export async function findProject(em: EntityManager, user: User, id: string, access: Access): Promise<ProjectRow> {
  const row = await em.findOne(ProjectSchema, { id });
  if (row === null) {
    throw new NotFoundError(msg('project.notFound'));
  }
  assertAccess(row.ownerId, user, access, 'project');
  return row;
}

/** A project named in a body must be one of the caller's: else 400 on that field. */
export async function requireOwnProject(em: EntityManager, user: User, id: string, field: string): Promise<void> {
  if ((await em.count(ProjectSchema, { id, ownerId: user.id })) === 0) {
    throw new ValidationError([fieldIssue(field, 'issue.notYourProject')]);
  }
}

/** A project's `updatedAt` follows its sections. */
export async function touchProject(em: EntityManager, projectId: string, now: Date): Promise<void> {
  await em.nativeUpdate(ProjectSchema, { id: projectId }, { updatedAt: now });
}
