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

/**
 * One failed sign-in (`login_failure`), counted by the login rate limit. The key is the SHA-256 of the
 * client address and the identifier tried, so the table holds neither. In the database so that every
 * server process sees the same count.
 */
export const LoginFailureSchema = defineEntity({
  name: 'LoginFailure',
  tableName: 'login_failure',
  indexes: [{ properties: ['keyHash', 'createdAt'], name: 'login_failure_key_hash_created_at_index' }],
  properties: (p) => ({
    id: p.uuid().primary(),
    keyHash: p.string().length(64),
    createdAt: p.datetime(),
  }),
});

/** A `login_failure` row. */
export type LoginFailure = InferEntity<typeof LoginFailureSchema>;
