// The contract of the caller's storage: files and stored data against their quotas.
import { z } from 'zod';

import type { Route } from './route.js';

/** One quota: what is in use and the most allowed (0: no quota). */
export const QuotaUse = z.strictObject({ usedBytes: z.number().int().min(0), quotaBytes: z.number().int().min(0).describe('0: no quota') });

/** `GET /api/storage`: the caller's files (`UPLOAD_QUOTA_MB`) and stored JSON data (`DATA_QUOTA_MB`, in characters). */
export const StorageUsage = z.strictObject({
  files: QuotaUse.describe('bytes of project files and pictures, against UPLOAD_QUOTA_MB'),
  data: QuotaUse.describe('characters of stored JSON (sections with results and favourites, legacy projects, presets), against DATA_QUOTA_MB'),
});

/** The caller's storage route (see routes.ts). */
export const STORAGE_ROUTES = { 'GET /api/storage': { answer: StorageUsage } } as const satisfies Record<string, Route>;
