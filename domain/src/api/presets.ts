// The shapes of the machine presets of /api/presets.

/** The kinds of presets (docs/product.md#data-model "Preset"). */
export type PresetType =
  | 'cable'
  | 'compressor'
  | 'pullingMachine'
  | 'pushingMachine'
  | 'stretch'
  | 'trajectory'
  | 'waterPump';

/**
 * A preset. `data` holds the fields of its kind in base units: a cable preset the cable fields of the section, a
 * machine preset the limits of `MachinePreset` (context.ts), a stretch preset a stretch row, a trajectory preset
 * `{ rows }`, a compressor or water pump its equipment fields.
 */
export interface Preset {
  id: string;
  name: string;
  type: PresetType;
  /** a free grouping label (e.g. `telecom`, `energy`); `null` when none */
  group: string | null;
  data: Record<string, unknown>;
  /** the owner's user id; `null` for the demo catalogue (read-only) */
  owner: string | null;
}

/** `POST /api/presets`: saves one of the caller's presets (201, {@link Preset}). */
export interface CreatePresetBody {
  name: string;
  type: PresetType;
  group?: string | null;
  data: Record<string, unknown>;
}

/** `PATCH /api/presets/{id}`: renames one of the caller's presets (200, {@link Preset}). */
export interface RenamePresetBody {
  name: string;
}
