// The COF calibration study: fits the coefficient of friction to a field log (rows or CSV).
import { calibrateCof, defaultLoggedMachine, type FieldLogPoint, type FieldLogProblem, needsEquipment, parseFieldLog } from '@cla/domain';
import { z } from 'zod';
import { finite, must } from '@cla/domain/contracts';

import { fieldIssue } from '../../errors/domain-error.js';
import { customIssue, issue } from '../../http/schema/issue-messages.js';
import { type MessageKey, msg, type Text } from '../../i18n/messages.js';
import { methodOf, requestAndTarget, type StudyKind } from './study-kind.js';

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

const PROBLEMS: Record<FieldLogProblem['code'], Text> = {
  notANumber: msg('issue.notANumber'),
  missingValue: msg('issue.missing'),
  noData: msg('issue.noReadings'),
  tooFewPoints: msg('issue.minReadings', { min: 2 }),
  noColumn: msg('issue.noColumnOfName'),
};

/** A problem of the CSV text as a sentence naming its line and column: the catalogue key and its parameters. */
function problemMessage(problem: FieldLogProblem): [MessageKey, Text['params']] {
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

type Options = z.output<typeof CalibrationStudyOptions>;

const machineNeeds = { winch: 'pullingMachine', pusher: 'pushingMachine' } as const;

/** COF calibration (`calibrateCof`) on the section's request. */
export const calibration: StudyKind<typeof CalibrationStudyOptions> = {
  options: CalibrationStudyOptions,
  refuse(input) {
    const method = input.data.general.layingMethod;
    return method == null || defaultLoggedMachine(method) === null
      ? msg('study.refuse.calibration', { method: methodOf(input) })
      : null;
  },
  check(input, options: Options) {
    return options.machine !== undefined && !needsEquipment(input.data.general.layingMethod, machineNeeds[options.machine])
      ? [input.data.general.layingMethod ? fieldIssue('options.machine', 'issue.machineNotUsed', { method: input.data.general.layingMethod }) : fieldIssue('options.machine', 'issue.machineNotUsedNoMethod')]
      : [];
  },
  async run(input, options, run, progress) {
    const { request } = requestAndTarget(input);
    return calibrateCof(request, options.log, run, { ...progress, perStretch: options.perStretch, ...(options.machine !== undefined ? { machine: options.machine } : {}) });
  },
};
