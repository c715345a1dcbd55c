import type { IsoDateTime } from './resources.js';

/** One of the caller's API keys, as listed: never the key itself. */
export interface ApiKey {
  id: string;
  name: string;
  /** The first characters of the key (`cla_` and 8 more), to tell keys apart. */
  prefix: string;
  createdAt: IsoDateTime;
  /** The last request made with it (to the minute), or null. */
  lastUsedAt: IsoDateTime | null;
}

/** `POST /api/api-keys`: `{ name }`. */
export interface CreateApiKeyBody {
  name: string;
}

/** The answer of `POST /api/api-keys`: the only answer that ever holds `key`. */
export interface CreatedApiKey extends ApiKey {
  /** The secret, for `Authorization: Bearer <key>`; stored by the server only as a hash. */
  key: string;
}
