// What the admin area counts of the users and sessions, read here so that it never reads these tables itself.
import type { EntityManager } from '@mikro-orm/core';

import { SessionSchema } from './session.entity.js';
import { UserSchema } from './user.entity.js';

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
