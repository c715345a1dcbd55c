// What one user stores (JSON data and files), counted against the data and upload quotas.
/**
 * What one user stores as JSON text (sections' data, results and favourites; legacy projects; presets), counted in
 * characters, and the check of `DATA_QUOTA_MB` before a save adds to it.
 */
import type { EntityManager } from '@mikro-orm/core';

import { DataQuotaExceededError } from '../errors/domain-error.js';
import { selectRows } from './raw-rows.js';

/** Bytes of every project file and picture a user owns (inside a transaction, on its connection: SQLite has one). */
export async function storedFileBytes(em: EntityManager, ownerId: string): Promise<number> {
  const [row] = await selectRows(em, 'select coalesce(sum(size), 0) as used from project_file where owner_id = ?', [ownerId]);
  return Number(row?.['used'] ?? 0);
}

/** Characters of stored JSON text of one user: sections (with results and favourites), legacy projects (not deleted: deleting one frees its space) and presets. */
export async function storedDataCharacters(em: EntityManager, ownerId: string): Promise<number> {
  const [row] = await selectRows(
    em,
    'select ' +
      '(select coalesce(sum(length(data) + coalesce(length(results), 0) + length(favorites)), 0) from section where owner_id = ?) + ' +
      '(select coalesce(sum(length(data)), 0) from legacy_project where owner_id = ? and not deleted) + ' +
      '(select coalesce(sum(length(data)), 0) from preset where owner_id = ?) as used',
    [ownerId, ownerId, ownerId],
  );
  return Number(row?.['used'] ?? 0);
}

/**
 * Refuses a save that would take the user's stored JSON past the quota (0: none).
 *
 * @param added - characters of the JSON texts the save writes
 * @param freed - characters of the stored texts it replaces
 * @throws DataQuotaExceededError (413) when used − freed + added > quota (and the save grows the data)
 */
export async function assertDataQuota(em: EntityManager, quota: number, ownerId: string, added: number, freed = 0): Promise<void> {
  if (quota === 0 || added <= freed) {
    return;
  }
  const used = await storedDataCharacters(em, ownerId);
  if (used - freed + added > quota) {
    throw new DataQuotaExceededError(quota, used, added - freed);
  }
}
