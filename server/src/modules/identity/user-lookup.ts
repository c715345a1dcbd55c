// What other modules count and look up of the users and sessions, read here so that they never read these tables.
import type { EntityManager } from '@mikro-orm/core';

import { SessionSchema } from './session.entity.js';
import { type User, UserSchema } from './user.entity.js';

/** How many users there are. */
export function countUsers(em: EntityManager): Promise<number> {
  return em.count(UserSchema, {});
}

/** Sessions not expired at `now` (a session ends at sign-out, or `SESSION_TTL_DAYS` after its last use). */
export function countActiveSessions(em: EntityManager, now: Date): Promise<number> {
  return em.count(SessionSchema, { expiresAt: { $gt: now } });
}

/** When each user created since `from` registered (the admin's registrations per week). */
export async function registrationDates(em: EntityManager, from: Date): Promise<Date[]> {
  const users = await em.find(UserSchema, { createdAt: { $gte: from } }, { fields: ['createdAt'] });
  return users.map((user) => user.createdAt);
}

/** How many users hold that licence of their own (a licence still referenced is not deleted). */
export function countUsersWithLicence(em: EntityManager, licenceId: string): Promise<number> {
  return em.count(UserSchema, { licenceId });
}

/** How many users are members of that company. */
export function countMembers(em: EntityManager, companyId: string): Promise<number> {
  return em.count(UserSchema, { companyId });
}

/** The users of those ids, by id (an unknown id is left out). */
export async function usersById(em: EntityManager, ids: Iterable<string>): Promise<Map<string, User>> {
  const users = await em.find(UserSchema, { id: { $in: [...new Set(ids)] } });
  return new Map(users.map((user) => [user.id, user]));
}
