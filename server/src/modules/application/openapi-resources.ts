// The answer schemas of the API's resources, for the OpenAPI document.
import { z } from 'zod';

/**
 * The shapes of the answers, for the OpenAPI document only (the TypeScript types the services return are in
 * `@cla/domain/api`; answers are not validated at run time). The request schemas are the modules' `*.input.ts`.
 */

const QuotaUse = z.strictObject({ usedBytes: z.number().int().min(0), quotaBytes: z.number().int().min(0).describe('0: no quota') });
export const StorageUsage = z.strictObject({
  files: QuotaUse.describe('bytes of project files and pictures, against UPLOAD_QUOTA_MB'),
  data: QuotaUse.describe('characters of stored JSON (sections with results and favourites, legacy projects, presets), against DATA_QUOTA_MB'),
});
export const AdminTableInfo = z.strictObject({
  name: z.string(),
  hasDetail: z.boolean().describe('false: the rows have no public id (their key is a secret), so no /rows/{id}'),
  emptyReason: z.string().nullable().describe('a note on where the rows are when the database does not hold them all (logs: the last lines only), or null'),
  defaultSort: z.string(),
  columns: z.array(
    z.strictObject({
      name: z.string(),
      type: z.enum(['string', 'text', 'uuid', 'integer', 'boolean', 'datetime']),
      filterable: z.boolean(),
      sortable: z.boolean(),
      detailOnly: z.boolean().describe('large values: only in a row’s detail'),
    }),
  ),
});

export const AdminTableRow = z.record(z.string(), z.unknown()).describe('whitelisted columns only: secrets (password hashes, key hashes, session and token ids, share tokens) never appear');

export const AdminTablePage = z.strictObject({
  table: z.string(),
  columns: z.array(z.string()),
  rows: z.array(AdminTableRow),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
