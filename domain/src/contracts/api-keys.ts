// The contract of /api/api-keys: the body of a new key and the keys answered.
import { z } from 'zod';

import { dateTimeText, uuidText } from './answer-fields.js';
import { name } from './fields.js';
import type { Route } from './route.js';

/** The longest name of an API key. */
export const MAX_API_KEY_NAME_LENGTH = 100;

/** `POST /api/api-keys {name}`: a name to recognise the key by (1–100 characters, trimmed). */
export const CreateApiKeyBody = z.strictObject({ name: name({ max: MAX_API_KEY_NAME_LENGTH }) });

const apiKeyFields = {
  id: uuidText(),
  name: z.string(),
  prefix: z.string().describe('the first 12 characters of the key (cla_ and 8 more), to tell keys apart'),
  createdAt: dateTimeText(),
  lastUsedAt: dateTimeText().nullable().describe('the last request made with the key (to the minute)'),
};

/** One of the caller's API keys, as listed: never the key itself. */
export const ApiKey = z.strictObject(apiKeyFields);

/** The answer of `POST /api/api-keys`: the only answer that ever holds `key`. */
export const CreatedApiKey = z.strictObject({
  ...apiKeyFields,
  key: z.string().regex(/^cla_[A-Za-z0-9_-]{43}$/).describe('the secret for Authorization: Bearer; in this answer only (stored as a hash)'),
});

/** The routes of /api/api-keys (see routes.ts). */
export const API_KEY_ROUTES = {
  'GET /api/api-keys': { answer: z.array(ApiKey) },
  'POST /api/api-keys': { body: CreateApiKeyBody, answer: CreatedApiKey },
  'DELETE /api/api-keys/{id}': {},
} as const satisfies Record<string, Route>;
