// The fields the answer schemas share: ids, dates, names, statuses, methods, limits exceeded.
import { z } from 'zod';

import { LAYING_METHOD_NAMES } from './engine-values.js';
import { MAX_NAME_LENGTH } from './fields.js';

/** An id in an answer (a UUID). */
export const uuidText = () => z.string().meta({ format: 'uuid' });

/** An ISO 8601 date-time in an answer, always UTC (`2026-11-22T10:00:00.000Z`). */
export const dateTimeText = () => z.string().meta({ format: 'date-time' });

/** An ISO 8601 date in an answer (`2026-11-22`). */
export const dateText = () => z.string().meta({ format: 'date' });

/** A name of a folder, project, section or preset in an answer. */
export const nameText = () => z.string().max(MAX_NAME_LENGTH);

/** One limit exceeded (docs/simulation-api.md#limits-exceeded). */
export const Exceeded = z.array(
  z.looseObject({ code: z.string(), component: z.string(), quantity: z.string(), position: z.number().nullable(), value: z.number(), limit: z.number(), unit: z.string() }),
);

/** A laying method of the engine. */
export const LayingMethodSchema = z.enum(LAYING_METHOD_NAMES);

/** `PATCH /api/section/create-share-token/{id}` and `PATCH /api/create-share-token/{id}` answer this: 32 bytes of randomness, base64url (43 characters). */
export const ShareTokenResponse = z.strictObject({ shareToken: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
