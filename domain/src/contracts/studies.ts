// The contract of /api/studies: the study body with each kind's options, the list's query and the routes.
import { z } from 'zod';

import { DEFAULT_SIZING_MARGIN, SIZED_EQUIPMENT_KINDS, type SizedEquipmentKind } from '../studies/equipment-sizing.js';
import { type FieldLogPoint, type FieldLogProblem, parseFieldLog } from '../studies/field-log.js';
import { DEFAULT_BEND_CLEARANCE, DEFAULT_FORCE_MARGIN, PLACEMENT_RULE_LIMITS } from '../studies/placement-rules.js';
import { DEFAULT_MAX_MACHINES, PLACEMENT_LIMITS } from '../studies/pusher-placement.js';
import { COF_LIMITS, MAX_STRETCH_ID_LENGTH } from '../validation/stretches.js';
import { finite, id, jsonObject, must, oneOf } from './fields.js';
import { customIssue, issue, type IssueText, msg } from './messages.js';
import type { Route } from './route.js';
import { STUDY_KIND_NAMES, Study } from './study-results.js';

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

/** The largest margin accepted: 10 (1000 %). */
export const MAX_SIZING_MARGIN = 10;

export const EquipmentStudyOptions = z
  .strictObject(
    {
      margin: finite()
        .min(0, { error: issue('issue.atLeast', { min: 0 }) })
        .max(MAX_SIZING_MARGIN, { error: issue('issue.atMost', { max: MAX_SIZING_MARGIN }) })
        .default(DEFAULT_SIZING_MARGIN)
        .describe('the required margin as a share (0.1 = 10 %): ok when rating ≥ (1 + margin) × needed'),
      kinds: z
        .array(z.enum(SIZED_EQUIPMENT_KINDS as [SizedEquipmentKind, ...SizedEquipmentKind[]], { error: must(oneOf(SIZED_EQUIPMENT_KINDS)) }), { error: must('what.kinds') })
        .min(1, { error: issue('issue.atLeastOneKind') })
        .max(SIZED_EQUIPMENT_KINDS.length, { error: issue('issue.maxKinds', { max: SIZED_EQUIPMENT_KINDS.length }) })
        .optional()
        .describe('the kinds of equipment to size (among those the section’s laying method uses); default all of them'),
    },
    { error: must('what.object') },
  )
  .describe(
    'equipment sizing: the section run once with each of the owner’s and the global presets of each kind in place of its own equipment; which would do the job with the margin',
  );

/** The most readings a field log may have (rows, or the data lines of the CSV text). */
export const MAX_LOG_POINTS = 5000;
/** The longest CSV text accepted, in characters. */
export const MAX_LOG_CSV_CHARS = 250_000;

const LOGGED_MACHINES = ['winch', 'pusher'] as const;

const LogPoint = z.strictObject(
  {
    distance: finite().min(0, { error: issue('issue.atLeast', { min: 0 }) }).describe('m, installed length (the machine’s meter counter)'),
    force: finite().describe('N, the logged machine’s force'),
    time: finite().min(0, { error: issue('issue.atLeast', { min: 0 }) }).optional().describe('min since the start (kept, not fitted)'),
  },
  { error: must(msg('what.objectOf', { fields: '{ distance, force }' })) },
);

const PROBLEMS: Record<FieldLogProblem['code'], IssueText> = {
  notANumber: msg('issue.notANumber'),
  missingValue: msg('issue.missing'),
  noData: msg('issue.noReadings'),
  tooFewPoints: msg('issue.minReadings', { min: 2 }),
  noColumn: msg('issue.noColumnOfName'),
};

/** A problem of the CSV text as a sentence naming its line and column: the catalogue key and its parameters. */
function problemMessage(problem: FieldLogProblem): [string, IssueText['params']] {
  const what = PROBLEMS[problem.code];
  const { line, column } = problem;
  const field = problem.field ?? '';
  if (line > 0 && column > 0) {
    return field === '' ? ['issue.csvLineColumn', { line, column, problem: what }] : ['issue.csvLineColumnField', { line, column, field, problem: what }];
  }
  if (line > 0) {
    return field === '' ? ['issue.csvLine', { line, problem: what }] : ['issue.csvLineField', { line, field, problem: what }];
  }
  return field === '' ? [what.key, what.params] : ['issue.csvField', { field, problem: what }];
}
export const CalibrationStudyOptions = z
  .strictObject(
    {
      log: z
        .array(LogPoint, { error: must(msg('what.readings', { fields: '{ distance, force, time? }' })) })
        .min(2, { error: issue('issue.minReadings', { min: 2 }) })
        .max(MAX_LOG_POINTS, { error: issue('issue.maxReadings', { max: MAX_LOG_POINTS }) })
        .optional()
        .describe(`the field log: readings in m and N (2..${MAX_LOG_POINTS}); give log or csv`),
      csv: z
        .string({ error: must('what.string') })
        .max(MAX_LOG_CSV_CHARS, { error: issue('issue.atMostCharacters', { max: MAX_LOG_CSV_CHARS }) })
        .optional()
        .describe(
          `the field log as CSV text (at most ${MAX_LOG_CSV_CHARS} characters, ${MAX_LOG_POINTS} readings): distance, force and optionally time, comma, semicolon or tab separated, an optional header (en/fr/de/it, units in brackets: m, km, ft / N, daN, kN, lbf, kgf / s, min, h; columns without a unit are m, N and min); read into log`,
        ),
      machine: z
        .enum(LOGGED_MACHINES, { error: must(msg('what.either', { first: 'winch', second: 'pusher' })) })
        .optional()
        .describe('whose force the log holds (one the laying method uses); default the winch for pull and push-pull, else the pusher'),
      perStretch: z.boolean({ error: must('what.boolean') }).default(true).describe('also fit each stretch the log covers (false: a single COF)'),
    },
    { error: must('what.objectLogOrCsv') },
  )
  .superRefine((options, ctx) => {
    if ((options.log === undefined) === (options.csv === undefined)) {
      ctx.addIssue(options.log === undefined ? customIssue(['log'], 'issue.requiredOrCsv') : customIssue(['csv'], 'issue.logOrCsv'));
    }
  })
  .transform((options, ctx) => {
    const { csv, log, ...rest } = options;
    if (csv === undefined) {
      return { ...rest, log: log as FieldLogPoint[] };
    }
    const parsed = parseFieldLog(csv);
    for (const problem of parsed.problems.slice(0, 10)) {
      ctx.addIssue(customIssue(['csv'], ...problemMessage(problem)));
    }
    if (parsed.problems.length === 0 && parsed.points.length > MAX_LOG_POINTS) {
      ctx.addIssue(customIssue(['csv'], 'issue.maxReadings', { max: MAX_LOG_POINTS }));
    }
    return parsed.problems.length > 0 || parsed.points.length > MAX_LOG_POINTS ? z.NEVER : { ...rest, log: parsed.points };
  })
  .describe('COF calibration from a field log: the duct COF (uniform, and per stretch) whose machine force best matches the log');

/**
 * `POST /api/studies`: `{ section, kind, options }`. The options are checked by the kind's own schema
 * (MethodsStudyOptions, PushersStudyOptions, CofStudyOptions…), their issues named `options.…`.
 */
export const CreateStudyBody = z.strictObject({
  section: id().describe('the section the study runs on (one of the caller’s)'),
  kind: z.enum(STUDY_KIND_NAMES, { error: must(oneOf(STUDY_KIND_NAMES)) }).describe('equipment and calibration are not available yet (400)'),
  options: jsonObject('what.object').optional().describe('the kind’s options: MethodsStudyOptions, PushersStudyOptions or CofStudyOptions'),
});

/** `GET /api/studies?section=ID`. */
export const StudyListQuery = z.object({ section: id().describe('the id of a section') });

/** The routes of studies (see routes.ts). */
export const STUDY_ROUTES = {
  'POST /api/studies': { body: CreateStudyBody, answer: Study },
  'GET /api/studies': { query: StudyListQuery, answer: z.array(Study) },
  'GET /api/studies/{id}': { answer: Study },
  'DELETE /api/studies/{id}': {},
} as const satisfies Record<string, Route>;
