// The fields the answer schemas of the OpenAPI document share: ids, dates, names, statuses, methods, limits exceeded.
import { LAYING_METHODS } from '@cla/engine';
import { z } from 'zod';

import { MAX_NAME_LENGTH } from '@cla/domain/contracts';

export const id = () => z.string().meta({ format: 'uuid' });
export const dateTime = () => z.string().meta({ format: 'date-time' });
export const date = () => z.string().meta({ format: 'date' });
export const name = () => z.string().max(MAX_NAME_LENGTH);
export const STATUSES = ['success', 'exceeded', 'notStarted', 'failed'] as const;
/** One limit exceeded (docs/simulation-api.md#limits-exceeded). */
export const Exceeded = z.array(
  z.looseObject({ code: z.string(), component: z.string(), quantity: z.string(), position: z.number().nullable(), value: z.number(), limit: z.number(), unit: z.string() }),
);
export const LayingMethod = z.enum(LAYING_METHODS);
