// The kinds of study a job may run.
import { COF_LIMITS, DEFAULT_BEND_CLEARANCE, DEFAULT_FORCE_MARGIN, DEFAULT_MAX_MACHINES, PLACEMENT_RULE_LIMITS, MAX_STRETCH_ID_LENGTH, cofUncertainty, compareMethods, PLACEMENT_LIMITS, placeMachines, placementKind } from '@cla/domain';
import { z } from 'zod';
import { finite, must } from '@cla/domain/contracts';

import { childPath } from '../../http/schema/body-limits.js';
import { customIssue, issue } from '../../http/schema/issue-messages.js';
import { fieldIssue } from '../../errors/domain-error.js';
import { msg } from '../../i18n/messages.js';
import { calibration } from './calibration-study.js';
import { equipment } from './equipment-study.js';
import { contextOf, methodOf, requestAndTarget, type StudyKind } from './study-kind.js';

export type { StudyInput, StudyKind } from './study-kind.js';
export { CalibrationStudyOptions, MAX_LOG_CSV_CHARS, MAX_LOG_POINTS } from './calibration-study.js';
export { EquipmentStudyOptions, MAX_SIZING_MARGIN } from './equipment-study.js';

/**
 * The kinds of study a job may run. Each kind is one entry of {@link STUDY_KINDS}: the schema of its options and the
 * function that runs it on a {@link StudyInput} through any `RunEngine` (the server's pool or a worker's engine).
 * A kind named in {@link STUDY_KIND_NAMES} without an entry would be answered "not available yet" (400).
 */
export const STUDY_KIND_NAMES = ['methods', 'pushers', 'cof', 'equipment', 'calibration'] as const;
export type StudyKindName = (typeof STUDY_KIND_NAMES)[number];

/** The most COF runs one study may ask for. */
export const MAX_COF_RUNS = 2000;
/** The largest COF accepted in a range: the stretches' own bound (the engine refuses a larger one). */
const MAX_COF = COF_LIMITS.max;

const cofValue = () => finite().min(0, { error: issue('issue.atLeast', { min: 0 }) }).max(MAX_COF, { error: issue('issue.atMost', { max: MAX_COF }) });

/** A COF range: min ≤ (mostLikely ≤) max, each in 0..1. */
export const CofRangeOptions = z
  .strictObject(
    {
      min: cofValue(),
      max: cofValue(),
      mostLikely: cofValue().nullable().optional().describe('the most likely value: a triangular distribution instead of a uniform one'),
    },
    { error: must(msg('what.objectOf', { fields: '{ min, max }' })) },
  )
  .superRefine((range, ctx) => {
    if (range.min > range.max) {
      ctx.addIssue(customIssue(['max'], 'issue.atLeastMin'));
    } else if (range.mostLikely != null && (range.mostLikely < range.min || range.mostLikely > range.max)) {
      ctx.addIssue(customIssue(['mostLikely'], 'issue.betweenMinAndMax'));
    }
  });

export const MethodsStudyOptions = z
  .strictObject({}, { error: must('what.object') })
  .describe('none: every laying method the caller’s licence allows is run once (with the max-distance search)');

export const PushersStudyOptions = z
  .strictObject(
    {
      minSpacing: finite().min(PLACEMENT_LIMITS.minSpacing.min, { error: issue('issue.atLeast', { min: PLACEMENT_LIMITS.minSpacing.min }) }).max(PLACEMENT_LIMITS.minSpacing.max, { error: issue('issue.atMost', { max: PLACEMENT_LIMITS.minSpacing.max }) }).default(0).describe('m, least distance between two machines (the launch point counts)'),
      step: finite().gt(PLACEMENT_LIMITS.step.above, { error: issue('issue.moreThan', { min: PLACEMENT_LIMITS.step.above }) }).max(PLACEMENT_LIMITS.step.max, { error: issue('issue.atMost', { max: PLACEMENT_LIMITS.step.max }) }).default(1).describe('m, the grid the positions are on'),
      maxMachines: z.int({ error: must('what.wholeNumber') }).min(1, { error: issue('issue.atLeast', { min: 1 }) }).max(200, { error: issue('issue.atMost', { max: 200 }) }).default(DEFAULT_MAX_MACHINES),
      bendClearance: finite().min(PLACEMENT_RULE_LIMITS.bendClearance.min, { error: issue('issue.atLeast', { min: PLACEMENT_RULE_LIMITS.bendClearance.min }) }).max(PLACEMENT_RULE_LIMITS.bendClearance.max, { error: issue('issue.atMost', { max: PLACEMENT_RULE_LIMITS.bendClearance.max }) }).default(DEFAULT_BEND_CLEARANCE).describe('m, the least distance between a machine and a bend (none inside one either)'),
      forceMargin: finite().min(PLACEMENT_RULE_LIMITS.forceMargin.min, { error: issue('issue.atLeast', { min: PLACEMENT_RULE_LIMITS.forceMargin.min }) }).max(PLACEMENT_RULE_LIMITS.forceMargin.max, { error: issue('issue.atMost', { max: PLACEMENT_RULE_LIMITS.forceMargin.max }) }).default(DEFAULT_FORCE_MARGIN).describe('share (0.15 = 15 %): each sub-route is laid with its force ratings lowered by it, so every machine stands where the force needed is at most (1 − margin) × the binding rating'),
    },
    { error: must('what.object') },
  )
  .describe('intermediate pushers (push, jetting, floating) or pulling pits (pull): the fewest that get the cable to the end');

/** The longest stretch id a key of `perStretch` may be: a stretch id's limit, the longest key of any body too (a test holds them equal). */
const MAX_STRETCH_ID_KEY = MAX_STRETCH_ID_LENGTH;

export const CofStudyOptions = z
  .strictObject(
    {
      runs: z
        .int({ error: must('what.wholeNumber') })
        .min(1, { error: issue('issue.atLeast', { min: 1 }) })
        .max(MAX_COF_RUNS, { error: issue('issue.atMost', { max: MAX_COF_RUNS }) })
        .default(200),
      cof: CofRangeOptions.describe('the range of every duct stretch’s COF (sampled together)'),
      perStretch: z
        .record(z.string().max(MAX_STRETCH_ID_KEY, { error: issue('issue.keyMustBe', { what: msg('what.stretchId', { max: MAX_STRETCH_ID_KEY }) }) }), CofRangeOptions, {
          error: must('what.rangesByStretch'),
        })
        .optional()
        .describe('ranges of their own for some stretches (by stretch id), sampled independently'),
      seed: z
        .int({ error: must('what.wholeNumber') })
        .min(0, { error: issue('issue.atLeast', { min: 0 }) })
        .max(2_147_483_647, { error: issue('issue.atMost', { max: 2_147_483_647 }) }).default(1).describe('the same seed and inputs give the same study'),
    },
    { error: must(msg('what.objectOf', { fields: '{ runs, cof: { min, max } }' })) },
  )
  .describe('COF uncertainty: Latin hypercube sampling of the COF, percentiles of the distance and force bands');

const methods: StudyKind<typeof MethodsStudyOptions> = {
  options: MethodsStudyOptions,
  async run(input, _options, run, progress) {
    const result = await compareMethods(input.data, run, { ...progress, context: contextOf(input), allowedLayingMethods: input.allowedLayingMethods });
    return { methods: result.rows, routeLength: result.routeLength };
  },
};

const pushers: StudyKind<typeof PushersStudyOptions> = {
  options: PushersStudyOptions,
  refuse(input) {
    return placementKind(input.data.general.layingMethod) === null ? msg('study.refuse.placement', { method: methodOf(input) }) : null;
  },
  async run(input, options, run, progress) {
    const { request, target } = requestAndTarget(input);
    const result = await placeMachines(request, target, run, { ...options, ...progress });
    return { machine: placementKind(input.data.general.layingMethod), count: result.positions.length, ...result };
  },
};

const cof: StudyKind<typeof CofStudyOptions> = {
  options: CofStudyOptions,
  check(input, options) {
    const ids = new Set(input.data.stretches.rows.map((row) => row.id));
    return Object.keys(options.perStretch ?? {})
      .filter((id) => !ids.has(id))
      .map((id) => fieldIssue(childPath('options.perStretch', id), 'issue.notAStretch'));
  },
  async run(input, options, run, progress) {
    const { request, target } = requestAndTarget(input);
    const result = await cofUncertainty(request, target, run, { ...progress, range: options.cof, perStretch: options.perStretch, runs: options.runs, seed: options.seed });
    const { samples: _samples, ...summary } = result;
    return summary;
  },
};

/** The kinds wired to a runner. Adding a kind: its options schema and an entry here. */
export const STUDY_KINDS: Partial<Record<StudyKindName, StudyKind>> = { methods, pushers, cof, equipment, calibration };

/** The kind's runner, or undefined when it is not available yet. */
export function studyKind(name: string): StudyKind | undefined {
  return Object.hasOwn(STUDY_KINDS, name) ? STUDY_KINDS[name as StudyKindName] : undefined;
}
