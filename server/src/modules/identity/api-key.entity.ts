// The api_key table: a user's API key, stored as its hash.
import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * A user's API key (`api_key`) for `Authorization: Bearer <key>`. The key itself is stored nowhere: `keyHash` is its
 * SHA-256 (hex), `prefix` its first characters, shown in lists and in the access log so that a person can tell their
 * keys apart. Revoking deletes the row.
 */
export const ApiKeySchema = defineEntity({
  name: 'ApiKey',
  tableName: 'api_key',
  indexes: [{ properties: ['userId'], name: 'api_key_user_id_index' }],
  uniques: [{ properties: ['keyHash'], name: 'api_key_key_hash_unique' }],
  properties: (p) => ({
    id: p.uuid().primary(),
    userId: p.uuid(),
    name: p.string().length(100),
    prefix: p.string().length(20),
    keyHash: p.string().length(64),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime().nullable(),
  }),
});

/** An `api_key` row. */
export type ApiKey = InferEntity<typeof ApiKeySchema>;
