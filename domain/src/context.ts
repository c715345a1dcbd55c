/** What the rules need besides the section: the presets of the chosen machines, the licence, touched fields. */
import type { LayingMethod } from '@cla/engine';
import type { SectionData } from './section/types.js';

/** A range in mm; either bound may be missing. */
export interface DiameterRange {
  /** mm */
  min?: number | null;
  /** mm */
  max?: number | null;
}

/** The limits a machine preset carries (docs/product.md#data-model "Preset"), base units. */
export interface MachinePreset {
  id?: string;
  name?: string | null;
  /** N */
  maxPushingForce?: number | null;
  /** m/min */
  maxPushingSpeed?: number | null;
  /** mm, cable outer diameters the machine takes */
  cableDiameterRange?: DiameterRange | null;
  /** mm, duct outer diameters the machine takes */
  ductDiameterRange?: DiameterRange | null;
  /** bar gauge */
  maxAirPressure?: number | null;
  /** bar gauge */
  maxWaterPressure?: number | null;
  /** N */
  maxPullingForce?: number | null;
  /** m/min */
  maxPullingSpeed?: number | null;
  useInSerie?: boolean | null;
  useInParallel?: boolean | null;
}

/** The context of validation, automatic values and mapping. Every member is optional. */
export interface SectionContext {
  /** preset of the section's pushing machine (else looked up in `machines` by equipment.pushingMachine) */
  pushingMachine?: MachinePreset | null;
  /** preset of the section's pulling machine (else looked up in `machines` by equipment.pullingMachine) */
  pullingMachine?: MachinePreset | null;
  /** machine presets by id (pusher rows name their pushing machine by id) */
  machines?: Readonly<Record<string, MachinePreset>> | null;
  /** the licence's allowed laying methods (all when absent) */
  allowedLayingMethods?: readonly LayingMethod[] | null;
  /** paths of the fields the user touched (dirty tracking), e.g. `cable.outerDiameter` */
  touched?: Iterable<string> | null;
}

export function machineById(ctx: SectionContext, id: string | null | undefined): MachinePreset | undefined {
  return id ? (ctx.machines?.[id] ?? undefined) : undefined;
}

/** The preset of the section's pushing machine, if known. */
export function pushingMachineOf(data: SectionData, ctx: SectionContext): MachinePreset | undefined {
  return ctx.pushingMachine ?? machineById(ctx, data.equipment.pushingMachine);
}

/** The preset of the section's pulling machine, if known. */
export function pullingMachineOf(data: SectionData, ctx: SectionContext): MachinePreset | undefined {
  return ctx.pullingMachine ?? machineById(ctx, data.equipment.pullingMachine);
}
