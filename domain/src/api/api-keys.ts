// The shapes of /api/api-keys, inferred from their schemas in ../contracts/api-keys.ts.
import type { z } from 'zod';

import type * as contracts from '../contracts/api-keys.js';

/**
 * One of the caller's API keys, as listed: never the key itself. `prefix` is the first characters of the key
 * (`cla_` and 8 more), to tell keys apart; `lastUsedAt` the last request made with it (to the minute), or null.
 */
export type ApiKey = z.output<typeof contracts.ApiKey>;

/** `POST /api/api-keys`: `{ name }`. */
export type CreateApiKeyBody = z.input<typeof contracts.CreateApiKeyBody>;

/** The answer of `POST /api/api-keys`: the only answer that ever holds `key`, the secret for `Authorization: Bearer <key>` (stored by the server only as a hash). */
export type CreatedApiKey = z.output<typeof contracts.CreatedApiKey>;
