// What a study kind is: what it runs on (fixed when asked for), its options and how it runs.
import {
  computeTrajectory,
  type MachinePreset,
  type PresetLike,
  type RunEngine,
  type SectionContext,
  type SectionData,
  type StudyRunOptions,
  targetOf,
  toSimulationRequest,
} from '@cla/domain';
import type { LayingMethod } from '@cla/engine';
import type { z } from 'zod';

import type { FieldIssue } from '../../errors/domain-error.js';
import { msg, type Text } from '../../i18n/messages.js';

/** What a study runs on, fixed when it is asked for: the job needs nothing else. */
export interface StudyInput {
  readonly data: SectionData;
  /** the machine presets the section names, by id */
  readonly machines: Readonly<Record<string, MachinePreset>>;
  /** the laying methods the owner's licence allowed when the study was asked for */
  readonly allowedLayingMethods: readonly LayingMethod[];
  /**
   * the presets the study chooses among (kinds with {@link StudyKind.presetTypes}: the owner's and the global
   * presets of those types when the study was asked for)
   */
  readonly presets?: readonly PresetLike[];
}

/** The section's laying method as a refusal names it ("no method" when it has none). */
export function methodOf(input: StudyInput): string | Text {
  return input.data.general.layingMethod ?? msg('study.refuse.noMethod');
}

/** One kind of study. */
export interface StudyKind<S extends z.ZodType = z.ZodType> {
  /** the options (`{}` when absent), validated before the job is queued; issues are named `options.…` */
  readonly options: S;
  /** problems of the options with this section (e.g. an unknown stretch), as field issues; none by default */
  check?(input: StudyInput, options: z.output<S>): FieldIssue[];
  /** the preset types the study chooses among: the service fixes them into `input.presets` (none by default) */
  presetTypes?(data: SectionData, options: z.output<S>): readonly PresetLike['type'][];
  /** why this section cannot have this study with these options (a 422), or null */
  refuse?(input: StudyInput, options: z.output<S>): Text | null;
  /** runs the study: one or more engine runs through `run` */
  run(input: StudyInput, options: z.output<S>, run: RunEngine, progress: StudyRunOptions): Promise<unknown>;
}

export const contextOf = (input: StudyInput): SectionContext => ({ machines: input.machines, allowedLayingMethods: input.allowedLayingMethods });

/** The section's request (with the max-distance search, as the editor's own calculation) and the length to reach. */
export function requestAndTarget(input: StudyInput) {
  const request = toSimulationRequest(input.data, { context: contextOf(input), findMaxDistance: true });
  const target = targetOf(request, computeTrajectory(input.data.trajectory, input.data.stretches.rows).totalLength);
  return { request, target };
}

