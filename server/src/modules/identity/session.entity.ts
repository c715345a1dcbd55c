// The session table: a signed-in browser.
import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * A signed-in browser (`session`). The id is the SHA-256 (hex) of the random 256-bit token carried by the
 * `cla_session` cookie: a stolen database does not yield usable cookies. Expires `SESSION_TTL_DAYS`
 * after the last use. While an admin impersonates a user, `userId` is that user and `impersonatorId` the admin.
 */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'session',
  indexes: [{ properties: ['userId'], name: 'session_user_id_index' }],
  properties: (p) => ({
    id: p.string().length(64).primary(),
    userId: p.uuid(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    lastSeenAt: p.datetime(),
    impersonatorId: p.uuid().nullable(),
  }),
});

/** A `session` row. */
export type Session = InferEntity<typeof SessionSchema>;
