// Section rows as the database stores them, and as the API answers them (own and shared sections).
import type { Favourite, ResultsData, SectionData, ValidationIssue } from '@cla/domain';
import type { Section, SharedMachine, SharedSection } from '@cla/domain/api';
import { MAX_NAME_LENGTH } from '@cla/domain/contracts';

import { iso, parseJsonText } from '../../database/json-text.js';
import { booleanOf, dateOf, type RawRow } from '../../database/raw-rows.js';
import type { PresetRow } from '../presets/preset.entity.js';
import { toPreset } from '../presets/presets.service.js';
import { type SectionRow } from './section.entity.js';

export function toSection(row: SectionRow): Section {
  return {
    id: row.id,
    project: row.projectId,
    name: row.name,
    data: parseJsonText<SectionData>(row.data, {} as SectionData),
    results: parseJsonText<ResultsData | null>(row.results, null),
    stale: row.stale === true,
    shareToken: row.shareToken ?? null,
    favorites: parseJsonText<Favourite[]>(row.favorites, []),
    version: row.version,
    warnings: parseJsonText<ValidationIssue[]>(row.warnings, []),
    incomplete: parseJsonText<ValidationIssue[]>(row.incomplete, []),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A machine preset as a shared section carries it: without its owner (`row` one of `visibleMachinePresets`, a machine's). */
export function toSharedMachine(row: PresetRow): SharedMachine {
  const { owner, ...preset } = toPreset(row);
  return { ...preset, type: preset.type as SharedMachine['type'], catalogue: owner === null };
}

export function toSharedSection(row: SectionRow): Omit<SharedSection, 'studies' | 'machines'> {
  const { id, name, data, results, favorites, warnings, createdAt, updatedAt } = toSection(row);
  return { id, name, data, results, favorites, warnings, createdAt, updatedAt };
}

/** The column of each section property (`section` table). */
export const SECTION_COLUMN = {
  id: 'id',
  projectId: 'project_id',
  ownerId: 'owner_id',
  name: 'name',
  layingMethod: 'laying_method',
  status: 'status',
  started: 'started',
  resultsHash: 'results_hash',
  stale: 'stale',
  data: 'data',
  results: 'results',
  favorites: 'favorites',
  warnings: 'warnings',
  incomplete: 'incomplete',
  shareToken: 'share_token',
  version: 'version',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const satisfies Record<Exclude<keyof SectionRow, symbol>, string>;

/** What a save reads of the stored section (`data` only when a new name alone rewrites it). */
export type SectionHead = Pick<SectionRow, 'id' | 'projectId' | 'ownerId' | 'name' | 'resultsHash'> & { readonly data?: string; readonly favorites?: string };

/** A section row as the database returned it (column names, SQLite's dates as numbers). */
export function sectionRowOf(raw: RawRow): SectionRow {
  return {
    id: raw['id'] as string,
    projectId: raw['project_id'] as string,
    ownerId: raw['owner_id'] as string,
    name: raw['name'] as string,
    layingMethod: (raw['laying_method'] ?? null) as string | null,
    status: (raw['status'] ?? null) as string | null,
    started: booleanOf(raw['started']),
    resultsHash: (raw['results_hash'] ?? null) as string | null,
    stale: booleanOf(raw['stale']),
    data: raw['data'] as string,
    results: (raw['results'] ?? null) as string | null,
    favorites: raw['favorites'] as string,
    warnings: raw['warnings'] as string,
    incomplete: raw['incomplete'] as string,
    shareToken: (raw['share_token'] ?? null) as string | null,
    version: Number(raw['version']),
    createdAt: dateOf(raw['created_at']),
    updatedAt: dateOf(raw['updated_at']),
  };
}

/** The columns a section's content sets. */
export type ContentColumns = Partial<
  Pick<SectionRow, 'name' | 'layingMethod' | 'status' | 'started' | 'resultsHash' | 'stale' | 'data' | 'results' | 'favorites' | 'warnings' | 'incomplete'>
>;

/** The name a section gets: the given one, else the data's sectionName, else the current one. */
export function nameOf(given: string | undefined, data: SectionData | undefined, current: string): string {
  const fromData = data?.general.sectionName;
  const name = given ?? (typeof fromData === 'string' && fromData.trim() !== '' ? fromData.trim() : current);
  return name.slice(0, MAX_NAME_LENGTH);
}
