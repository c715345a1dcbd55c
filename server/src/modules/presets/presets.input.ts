import type { CreatePresetBody, PresetType } from '@cla/domain/api';

import { BodyReader, jsonSize } from '../../http/body-reader.js';

/** The kinds of presets (docs/product.md#data-model). */
export const PRESET_TYPES = [
  'cable',
  'compressor',
  'pullingMachine',
  'pushingMachine',
  'stretch',
  'trajectory',
  'waterPump',
] as const satisfies readonly PresetType[];

/** The largest preset data, as JSON. */
export const MAX_PRESET_DATA_BYTES = 256 * 1024;

const MACHINE_NUMBERS = ['maxPushingForce', 'maxPushingSpeed', 'maxAirPressure', 'maxWaterPressure', 'maxPullingForce', 'maxPullingSpeed'];
const MACHINE_RANGES = ['cableDiameterRange', 'ductDiameterRange'];
const MACHINE_FLAGS = ['useInSerie', 'useInParallel'];

/** The query of `GET /api/presets?order=name&type=…`. */
export interface PresetQuery {
  readonly type?: PresetType;
}

export function parsePresetQuery(query: Record<string, unknown>): PresetQuery {
  const reader = new BodyReader(query, ['order', 'type']);
  reader.oneOf('order', ['name']);
  const type = reader.oneOf('type', PRESET_TYPES);
  reader.done();
  return { type };
}

/**
 * `POST /api/presets {name, type, group?, data}`. Machine presets' limits (docs/product.md#data-model) must be numbers ≥ 0,
 * diameter ranges `{min?, max?}`, `useInSerie`/`useInParallel` booleans; other kinds' data is stored as given.
 */
export function parseCreatePreset(body: unknown): Required<CreatePresetBody> {
  const reader = new BodyReader(body, ['name', 'type', 'group', 'data'], ['id', 'owner']);
  const name = reader.name('name');
  const type = reader.oneOf('type', PRESET_TYPES, { optional: false });
  const group = reader.nullableName('group', { max: 100 }) ?? null;
  const data = reader.object('data');
  if (data !== undefined) {
    if (jsonSize(data) > MAX_PRESET_DATA_BYTES) {
      reader.fail('data', `must be at most ${MAX_PRESET_DATA_BYTES / 1024} KB of JSON`);
    } else if (type === 'pushingMachine' || type === 'pullingMachine') {
      checkMachine(reader, data);
    }
  }
  reader.done();
  return { name: name ?? '', type: type ?? 'cable', group: group === '' ? null : group, data: data ?? {} };
}

function checkMachine(reader: BodyReader, data: Record<string, unknown>): void {
  const isLimit = (value: unknown) => value === null || value === undefined || (typeof value === 'number' && Number.isFinite(value) && value >= 0);
  for (const field of MACHINE_NUMBERS) {
    if (!isLimit(data[field])) {
      reader.fail(`data.${field}`, 'must be a number ≥ 0 or null');
    }
  }
  for (const field of MACHINE_RANGES) {
    const range = data[field];
    if (range === null || range === undefined) {
      continue;
    }
    if (typeof range !== 'object' || Array.isArray(range) || !isLimit((range as Record<string, unknown>)['min']) || !isLimit((range as Record<string, unknown>)['max'])) {
      reader.fail(`data.${field}`, 'must be {min, max} with numbers ≥ 0 or null');
    }
  }
  for (const field of MACHINE_FLAGS) {
    const flag = data[field];
    if (flag !== null && flag !== undefined && typeof flag !== 'boolean') {
      reader.fail(`data.${field}`, 'must be true, false or null');
    }
  }
}
