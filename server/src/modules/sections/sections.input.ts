import type { Favourite, ResultsData } from '@cla/domain';

import { BodyReader } from '../../http/body-reader.js';

/** The read-only fields of a section that a client may send back with it; they are ignored. */
const READ_ONLY = ['id', 'shareToken', 'warnings', 'incomplete', 'createdAt', 'updatedAt', 'saved', 'validation'];

/** A section's content as a body gives it (absent: not given). */
export interface SectionContent {
  readonly data?: Record<string, unknown>;
  readonly results?: ResultsData | null;
  readonly name?: string;
  readonly favorites?: Favourite[];
}

export interface CreateSectionInput extends SectionContent {
  readonly project: string;
  readonly data: Record<string, unknown>;
}

export interface PatchSectionInput extends SectionContent {
  readonly version: number;
  readonly project?: string;
}

function readContent(reader: BodyReader): SectionContent {
  return {
    data: reader.object('data', { optional: true }),
    results: reader.nullableObject('results') as ResultsData | null | undefined,
    name: reader.name('name', { optional: true, allowEmpty: true }),
    favorites: reader.objects('favorites') as Favourite[] | undefined,
  };
}

/** `POST /api/section {project, data, results?, name?, favorites?}`. */
export function parseCreateSection(body: unknown): CreateSectionInput {
  const reader = new BodyReader(body, ['project', 'data', 'results', 'name', 'favorites'], [...READ_ONLY, 'version']);
  const project = reader.id('project', {});
  const content = readContent(reader);
  if (content.data === undefined && !reader.issues.some((issue) => issue.field === 'data')) {
    reader.fail('data', 'is required');
  }
  reader.done();
  return { ...content, project: project ?? '', data: content.data ?? {} };
}

/** `PATCH /api/section/{id} {version, project?, data?, results?, name?, favorites?}`. */
export function parsePatchSection(body: unknown): PatchSectionInput {
  const reader = new BodyReader(body, ['version', 'project', 'data', 'results', 'name', 'favorites'], READ_ONLY);
  const version = reader.count('version');
  const project = reader.id('project', { optional: true });
  const content = readContent(reader);
  reader.done();
  return { ...content, version: version ?? 0, project };
}

/** `PATCH /api/section/rename/{id} {name}`. */
export function parseRenameSection(body: unknown): { name: string } {
  const reader = new BodyReader(body, ['name']);
  const name = reader.name('name', { allowEmpty: true });
  reader.done();
  return { name: name ?? '' };
}

/** `POST /api/section/{id}/duplicate {project?, name?}` (an empty body is fine). */
export function parseDuplicateSection(body: unknown): { project?: string; name?: string } {
  const reader = new BodyReader(body ?? {}, ['project', 'name']);
  const project = reader.id('project', { optional: true });
  const name = reader.name('name', { optional: true, allowEmpty: true });
  reader.done();
  return { project, name };
}

/** `POST /api/section/share/{token}/copy {project}`. */
export function parseCopySection(body: unknown): { project: string } {
  const reader = new BodyReader(body, ['project']);
  const project = reader.id('project', {});
  reader.done();
  return { project: project ?? '' };
}
