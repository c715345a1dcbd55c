// The contract of /api/presets: the machine presets' bodies, query and answers.
import { z } from 'zod';

import { COF_LIMITS } from '../validation/stretches.js';
import { nameText, uuidText } from './answer-fields.js';
import { choice, ignored, jsonObject, must, mustBe, name, omitKeys } from './fields.js';
import { customIssue, issue } from './messages.js';
import type { Route } from './route.js';

/** The kinds of presets (docs/product.md#data-model "Preset"). */
export const PRESET_TYPES = ['cable', 'compressor', 'pullingMachine', 'pushingMachine', 'stretch', 'trajectory', 'waterPump'] as const;
type PresetType = (typeof PRESET_TYPES)[number];

/** A kind of preset, as answers name it. */
export const PresetTypeSchema = z.enum(PRESET_TYPES);

/** The largest preset data, as JSON. */
export const MAX_PRESET_DATA_BYTES = 256 * 1024;

/** A machine limit: a number ≥ 0, or null (no limit), or absent. */
const limit = () => z.number({ error: mustBe('what.numberAtLeast0OrNull') }).min(0, { error: mustBe('what.numberAtLeast0OrNull') }).nullable().optional();
const range = () =>
  z.looseObject({ min: limit(), max: limit() }, { error: mustBe('what.rangeOrNull') }).nullable().optional();
const flag = () => z.boolean({ error: mustBe('what.booleanOrNull') }).nullable().optional();

/** What a machine preset's data must hold where the rules read it (docs/product.md#data-model); other fields are free. */
export const MachinePresetData = z.looseObject({
  maxPushingForce: limit(),
  maxPushingSpeed: limit(),
  maxAirPressure: limit(),
  maxWaterPressure: limit(),
  maxPullingForce: limit(),
  maxPullingSpeed: limit(),
  cableDiameterRange: range(),
  ductDiameterRange: range(),
  useInSerie: flag(),
  useInParallel: flag(),
});

/** The query of `GET /api/presets?order=name&type=…`. */
export const PresetQuery = z.strictObject({ order: choice(['name']).optional(), type: choice(PRESET_TYPES).optional() });

/** What a stretch preset's data must hold where the rules read it: a COF the stretches take (0 < cof ≤ 1) or null; other fields are free. */
export const StretchPresetData = z.looseObject({
  cof: z
    .number({ error: must('what.finiteOrNull') })
    .gt(0, { error: issue('issue.moreThan', { min: 0 }) })
    .max(COF_LIMITS.max, { error: issue('issue.atMost', { max: COF_LIMITS.max }) })
    .nullable()
    .optional(),
});

/** The rules of a preset kind's data, where it has some. */
const PRESET_DATA: Partial<Record<PresetType, z.ZodType>> = { pushingMachine: MachinePresetData, pullingMachine: MachinePresetData, stretch: StretchPresetData };

/** What a preset body saves: its group `null` when blank or absent. */
export interface PresetToSave {
  name: string;
  type: PresetType;
  group: string | null;
  data: Record<string, unknown>;
}

/**
 * `POST /api/presets {name, type, group?, data}`: saves one of the caller's presets (201, {@link Preset}). Machine presets' data must match {@link MachinePresetData}, stretch
 * presets' {@link StretchPresetData}; other kinds' data is stored as given (within the body limits and 256 KB).
 */
export const CreatePresetBody = z
  .strictObject({
    name: name(),
    type: choice(PRESET_TYPES),
    group: name({ allowEmpty: true, max: 100 }).nullable().optional(),
    data: jsonObject().describe(`free-form; pushingMachine and pullingMachine: see MachinePresetData, stretch: StretchPresetData; at most ${MAX_PRESET_DATA_BYTES / 1024} KB of JSON`),
    ...ignored(['id', 'owner']),
  })
  .superRefine((body, context) => {
    if (new TextEncoder().encode(JSON.stringify(body.data)).length > MAX_PRESET_DATA_BYTES) {
      context.addIssue(customIssue(['data'], 'issue.presetDataSize', { size: MAX_PRESET_DATA_BYTES / 1024 }));
    } else if (PRESET_DATA[body.type]) {
      const checked = PRESET_DATA[body.type]!.safeParse(body.data);
      for (const issue of checked.success ? [] : checked.error.issues) {
        context.addIssue({ ...issue, path: ['data', ...issue.path] } as z.core.$ZodRawIssue);
      }
    }
  })
  .transform((body): PresetToSave => {
    const { group, ...rest } = omitKeys(body, ['id', 'owner']);
    return { ...rest, group: group === undefined || group === null || group === '' ? null : group };
  });

/** A preset as stored: validated and normalised (blank group → null). @throws z.ZodError */
export function parseCreatePreset(body: unknown): PresetToSave {
  return CreatePresetBody.parse(body);
}

/** `PATCH /api/presets/{id} {name}`: renames one of the caller's presets (200, {@link Preset}). */
export const RenamePresetBody = z.strictObject({ name: name() });

/**
 * A preset. `data` holds the fields of its kind in base units: a cable preset the cable fields of the section, a
 * machine preset the limits of `MachinePreset` (context.ts), a stretch preset a stretch row, a trajectory preset
 * `{ rows }`, a compressor or water pump its equipment fields. `group` is a free grouping label (`telecom`,
 * `energy`), `null` when none; `owner` the owner's user id, `null` for the demo catalogue (read-only).
 */
export const Preset = z.strictObject({ id: uuidText(), name: nameText(), type: PresetTypeSchema, group: z.string().nullable(), data: z.record(z.string(), z.unknown()), owner: uuidText().nullable() });

/** The routes of the admins' global presets (the catalogue every user sees), by path: the same bodies and answers. */
const ADMIN_PRESET_ROUTES = {
  'GET /api/admin/presets': { answer: z.array(Preset) }, 'POST /api/admin/presets': { body: CreatePresetBody, answer: Preset },
  'GET /api/admin/presets/{id}': { answer: Preset }, 'PUT /api/admin/presets/{id}': { body: CreatePresetBody, answer: Preset },
  'PATCH /api/admin/presets/{id}': { body: RenamePresetBody, answer: Preset }, 'DELETE /api/admin/presets/{id}': {},
} as const satisfies Record<string, Route>;

/** The routes of the caller's presets and of the admins' global ones (see routes.ts). */
export const PRESET_ROUTES = {
  'GET /api/presets': { query: PresetQuery, answer: z.array(Preset) },
  'POST /api/presets': { body: CreatePresetBody, answer: Preset },
  'PATCH /api/presets/{id}': { body: RenamePresetBody, answer: Preset },
  'DELETE /api/presets/{id}': {},
  ...ADMIN_PRESET_ROUTES,
} as const satisfies Record<string, Route>;
