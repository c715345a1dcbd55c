import type { LegacyProjectData } from '@cla/domain';

import { BodyReader } from '../../http/body-reader.js';

/** The most rows a legacy trajectory may have. */
export const MAX_LEGACY_ROWS = 10_000;

const READ_ONLY = ['id', 'owner', 'shareToken', 'deleted', 'createdAt', 'updatedAt'];
const ROW_NUMBERS = ['index', 'slope', 'length', 'cumulativeLength', 'angle', 'totalAngle', 'radius', 'altAtStart', 'altAtEnd'];

export interface LegacyProjectInput {
  readonly name?: string | null;
  readonly folder?: string | null;
  readonly data?: LegacyProjectData;
}

/** Checks a legacy project's data (docs/product.md#data-model): `{trajectory: rows, slopeBased, altitudeAtStart}`. */
function readData(reader: BodyReader, optional: boolean): LegacyProjectData | undefined {
  const data = reader.object('data', { optional });
  if (data === undefined) {
    return undefined;
  }
  const before = reader.issues.length;
  const { trajectory, slopeBased, altitudeAtStart } = data;
  if (typeof slopeBased !== 'boolean') {
    reader.fail('data.slopeBased', 'must be true or false');
  }
  if (typeof altitudeAtStart !== 'number' || !Number.isFinite(altitudeAtStart)) {
    reader.fail('data.altitudeAtStart', 'must be a number');
  }
  if (!Array.isArray(trajectory)) {
    reader.fail('data.trajectory', 'must be an array of rows');
  } else if (trajectory.length > MAX_LEGACY_ROWS) {
    reader.fail('data.trajectory', `must have at most ${MAX_LEGACY_ROWS} rows`);
  } else {
    trajectory.forEach((row: unknown, i) => {
      const path = `data.trajectory.${i}`;
      if (typeof row !== 'object' || row === null || Array.isArray(row)) {
        reader.fail(path, 'must be an object');
        return;
      }
      const r = row as Record<string, unknown>;
      if (r['type'] !== 'straight' && r['type'] !== 'curve') {
        reader.fail(`${path}.type`, 'must be straight or curve');
      }
      if (typeof r['key'] !== 'string') {
        reader.fail(`${path}.key`, 'must be a string');
      }
      for (const field of ROW_NUMBERS) {
        const value = r[field];
        if (value !== undefined && value !== null && (typeof value !== 'number' || !Number.isFinite(value))) {
          reader.fail(`${path}.${field}`, 'must be a number');
        }
      }
    });
  }
  return reader.issues.length === before ? (data as unknown as LegacyProjectData) : undefined;
}

/** `POST /api/project`: the project without id and timestamps (read-only fields sent anyway are ignored). */
export function parseCreateLegacyProject(body: unknown): LegacyProjectInput & { data: LegacyProjectData } {
  const reader = new BodyReader(body, ['name', 'folder', 'data'], READ_ONLY);
  const input = {
    name: reader.nullableName('name'),
    folder: reader.id('folder', { optional: true, nullable: true }),
    data: readData(reader, false),
  };
  reader.done();
  return { ...input, data: input.data as LegacyProjectData };
}

/** `PATCH /api/project/{id}`: absent fields are kept. */
export function parsePatchLegacyProject(body: unknown): LegacyProjectInput {
  const reader = new BodyReader(body, ['name', 'folder', 'data'], READ_ONLY);
  const input = {
    name: reader.nullableName('name'),
    folder: reader.id('folder', { optional: true, nullable: true }),
    data: readData(reader, true),
  };
  reader.done();
  return input;
}
