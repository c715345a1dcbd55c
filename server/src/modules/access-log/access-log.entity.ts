// The access_log table: one request to the API or the simulator.
import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * One request to `/api/**` or `/simulator/**` (`access_log`): method, path (without the query string, share
 * tokens replaced by `:token`), status, signed-in user (and the prefix of the API key when the request came with one), duration. Never bodies, cookies or headers.
 */
export const AccessLogSchema = defineEntity({
  name: 'AccessLog',
  tableName: 'access_log',
  indexes: [
    { properties: ['createdAt'], name: 'access_log_created_at_index' },
    { properties: ['userId'], name: 'access_log_user_id_index' },
  ],
  properties: (p) => ({
    id: p.uuid().primary(),
    method: p.string().length(10),
    path: p.string().length(500),
    status: p.integer(),
    userId: p.uuid().nullable(),
    durationMs: p.integer(),
    /** The visible prefix of the API key the request came with (`Authorization: Bearer`), or null. */
    apiKeyPrefix: p.string().length(20).nullable(),
    createdAt: p.datetime(),
  }),
});

/** An `access_log` row. */
export type AccessLogRow = InferEntity<typeof AccessLogSchema>;
