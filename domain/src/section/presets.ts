/**
 * How a preset (docs/product.md#data-model "Preset") goes into a section: a cable preset fills the cable, a stretch preset one
 * stretch row, a compressor or water pump preset that equipment, a trajectory preset the route, a machine preset
 * is chosen by id (its limits come with the context, see `machinePresetOf`). The web's "Open preset" and the
 * template tests use these, so what the user gets is what is tested.
 */
import type { MachinePreset } from '../context.js';
import { importTrajectoryJson } from '../trajectory/route-import.js';
import type { SectionData } from './types.js';

/** The cable fields a cable preset may carry (anything else in its data is ignored). */
export const CABLE_PRESET_FIELDS = [
  'industry', 'type', 'name', 'outerDiameter', 'innerDiameter', 'weight', 'stiffness', 'maxPullingForce', 'maxPushingForce',
  'minBendingRadius', 'maxRadialForce', 'cableLength', 'count', 'twisted', 'parallelLayout',
] as const;

/** The stretch fields a stretch preset may carry. */
export const STRETCH_PRESET_FIELDS = [
  'stretchName', 'type', 'outerDiameter', 'innerDiameter', 'innerSurface', 'cof', 'maxPressure', 'prefilled', 'undulationPeriod',
  'undulationAmplitude', 'rollerDistance',
] as const;

/** A preset as it is applied: its kind, name and data (base units); `id` for machines. */
export interface PresetLike {
  id?: string;
  name: string;
  type: 'cable' | 'stretch' | 'compressor' | 'waterPump' | 'trajectory' | 'pushingMachine' | 'pullingMachine';
  data: Record<string, unknown>;
}

/** The entries of a preset's `data` whose keys are in `fields`. */
export function pickKnown(data: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => fields.includes(key)));
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The section data with `preset` applied (a copy). `stretchIndex` chooses the stretch row of a stretch preset
 * (default 0). A trajectory preset without rows changes nothing; a machine preset without id changes nothing.
 */
export function applyPreset(data: SectionData, preset: PresetLike, stretchIndex = 0): SectionData {
  const d = preset.data;
  switch (preset.type) {
    case 'cable':
      return { ...data, cable: { ...data.cable, ...pickKnown(d, CABLE_PRESET_FIELDS), name: (d.name as string | undefined) ?? preset.name } };
    case 'stretch':
      return {
        ...data,
        stretches: {
          rows: data.stretches.rows.map((r, i) =>
            i === stretchIndex ? { ...r, ...pickKnown(d, STRETCH_PRESET_FIELDS), stretchName: (d.stretchName as string | undefined) ?? preset.name } : r,
          ),
        },
      };
    case 'compressor':
      return { ...data, equipment: { ...data.equipment, compressor: { name: preset.name, maxAirFlow: num(d.maxAirFlow), maxAirPressure: num(d.maxAirPressure) } } };
    case 'waterPump':
      return { ...data, equipment: { ...data.equipment, waterPump: { name: preset.name, maxWaterFlow: num(d.maxWaterFlow), maxWaterPressure: num(d.maxWaterPressure) } } };
    case 'trajectory':
      try {
        return { ...data, trajectory: { ...data.trajectory, ...importTrajectoryJson(JSON.stringify(d)) } };
      } catch {
        return data;
      }
    case 'pushingMachine':
    case 'pullingMachine':
      return preset.id ? { ...data, equipment: { ...data.equipment, [preset.type]: preset.id } } : data;
  }
}

/**
 * The limits of a machine preset as the rules read them. Preset data stores the diameter ranges as
 * `cableDiameterMin/Max` and `ductDiameterMin/Max` (the demo catalogue's layout) or already as ranges.
 */
export function machinePresetOf(preset: { id?: string; name: string; data: Record<string, unknown> }): MachinePreset {
  const data = preset.data;
  const range = (name: 'cable' | 'duct') => {
    const nested = data[`${name}DiameterRange`];
    if (typeof nested === 'object' && nested !== null) return nested as MachinePreset['cableDiameterRange'];
    return { min: num(data[`${name}DiameterMin`]), max: num(data[`${name}DiameterMax`]) };
  };
  return {
    ...(preset.id !== undefined ? { id: preset.id } : {}),
    name: preset.name,
    maxPushingForce: num(data.maxPushingForce),
    maxPushingSpeed: num(data.maxPushingSpeed),
    cableDiameterRange: range('cable'),
    ductDiameterRange: range('duct'),
    maxAirPressure: num(data.maxAirPressure),
    maxWaterPressure: num(data.maxWaterPressure),
    maxPullingForce: num(data.maxPullingForce),
    maxPullingSpeed: num(data.maxPullingSpeed),
    useInSerie: typeof data.useInSerie === 'boolean' ? data.useInSerie : null,
    useInParallel: typeof data.useInParallel === 'boolean' ? data.useInParallel : null,
  };
}
