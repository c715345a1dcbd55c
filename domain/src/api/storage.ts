// The shape of the caller's storage use, inferred from ../contracts/storage.ts.
import type { z } from 'zod';

import type * as contracts from '../contracts/storage.js';

/** One quota: what is in use and the most allowed (0: no quota). */
export type QuotaUse = z.output<typeof contracts.QuotaUse>;
/** `GET /api/storage`: the caller's files (`UPLOAD_QUOTA_MB`) and stored JSON data (`DATA_QUOTA_MB`, in characters). */
export type StorageUsage = z.output<typeof contracts.StorageUsage>;
