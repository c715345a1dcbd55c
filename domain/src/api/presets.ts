// The shapes of the machine presets of /api/presets, inferred from ../contracts/presets.ts.
import type { z } from 'zod';

import type * as contracts from '../contracts/presets.js';

/** The kinds of presets (docs/product.md#data-model "Preset"). */
export type PresetType = (typeof contracts.PRESET_TYPES)[number];

/**
 * A preset. `data` holds the fields of its kind in base units: a cable preset the cable fields of the section, a
 * machine preset the limits of `MachinePreset` (context.ts), a stretch preset a stretch row, a trajectory preset
 * `{ rows }`, a compressor or water pump its equipment fields. `group` is a free grouping label (`telecom`,
 * `energy`), `null` when none; `owner` the owner's user id, `null` for the demo catalogue (read-only).
 */
export type Preset = z.output<typeof contracts.Preset>;

/** `POST /api/presets`: saves one of the caller's presets (201, {@link Preset}). */
export type CreatePresetBody = z.input<typeof contracts.CreatePresetBody>;

/** `PATCH /api/presets/{id}`: renames one of the caller's presets (200, {@link Preset}). */
export type RenamePresetBody = z.input<typeof contracts.RenamePresetBody>;

/** The query of `GET /api/presets?order=name&type=…`, as the server reads it. */
export type PresetQuery = z.output<typeof contracts.PresetQuery>;
