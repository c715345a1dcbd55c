import { calibrateCof, defaultLoggedMachine, type FieldLogPoint, type FieldLogProblem, needsEquipment, parseFieldLog } from '@cla/domain';
import { z } from 'zod';

import { finite, must } from '../../http/schema/fields.js';
import { requestAndTarget, type StudyKind } from './study-kind.js';

/** The most readings a field log may have (rows, or the data lines of the CSV text). */
export const MAX_LOG_POINTS = 5000;
/** The longest CSV text accepted, in characters. */
export const MAX_LOG_CSV_CHARS = 250_000;

const LOGGED_MACHINES = ['winch', 'pusher'] as const;

const LogPoint = z.strictObject(
  {
    distance: finite().min(0, { error: 'must be at least 0' }).describe('m, installed length (the machine’s meter counter)'),
    force: finite().describe('N, the logged machine’s force'),
    time: finite().min(0, { error: 'must be at least 0' }).optional().describe('min since the start (kept, not fitted)'),
  },
  { error: must('an object { distance, force }') },
);

const PROBLEMS: Record<FieldLogProblem['code'], string> = {
  notANumber: 'is not a number',
  missingValue: 'is missing',
  noData: 'has no readings',
  tooFewPoints: 'needs at least 2 readings',
  noColumn: 'has no column of this name',
};

/** A problem of the CSV text as a sentence naming its line and column. */
function problemMessage(problem: FieldLogProblem): string {
  const where = problem.line > 0 ? `line ${problem.line}${problem.column > 0 ? `, column ${problem.column}` : ''}${problem.field ? ` (${problem.field})` : ''}: ` : '';
  return `${where}${problem.field && problem.line === 0 ? `${problem.field} ` : ''}${PROBLEMS[problem.code]}`;
}

export const CalibrationStudyOptions = z
  .strictObject(
    {
      log: z
        .array(LogPoint, { error: must('a list of readings { distance, force, time? }') })
        .min(2, { error: 'needs at least 2 readings' })
        .max(MAX_LOG_POINTS, { error: `must have at most ${MAX_LOG_POINTS} readings` })
        .optional()
        .describe(`the field log: readings in m and N (2..${MAX_LOG_POINTS}); give log or csv`),
      csv: z
        .string({ error: must('a string') })
        .max(MAX_LOG_CSV_CHARS, { error: `must be at most ${MAX_LOG_CSV_CHARS} characters` })
        .optional()
        .describe(
          `the field log as CSV text (at most ${MAX_LOG_CSV_CHARS} characters, ${MAX_LOG_POINTS} readings): distance, force and optionally time, comma, semicolon or tab separated, an optional header (en/fr/de/it, units in brackets: m, km, ft / N, daN, kN, lbf, kgf / s, min, h; columns without a unit are m, N and min); read into log`,
        ),
      machine: z
        .enum(LOGGED_MACHINES, { error: must('winch or pusher') })
        .optional()
        .describe('whose force the log holds (one the laying method uses); default the winch for pull and push-pull, else the pusher'),
      perStretch: z.boolean({ error: must('true or false') }).default(true).describe('also fit each stretch the log covers (false: a single COF)'),
    },
    { error: must('an object { log } or { csv }') },
  )
  .superRefine((options, ctx) => {
    if ((options.log === undefined) === (options.csv === undefined)) {
      ctx.addIssue({ code: 'custom', path: options.log === undefined ? ['log'] : ['csv'], message: options.log === undefined ? 'is required (or csv)' : 'give log or csv, not both' });
    }
  })
  .transform((options, ctx) => {
    const { csv, log, ...rest } = options;
    if (csv === undefined) {
      return { ...rest, log: log as FieldLogPoint[] };
    }
    const parsed = parseFieldLog(csv);
    for (const problem of parsed.problems.slice(0, 10)) {
      ctx.addIssue({ code: 'custom', path: ['csv'], message: problemMessage(problem) });
    }
    if (parsed.problems.length === 0 && parsed.points.length > MAX_LOG_POINTS) {
      ctx.addIssue({ code: 'custom', path: ['csv'], message: `must have at most ${MAX_LOG_POINTS} readings` });
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
      ? `A calibration needs a section laid with a winch or a pusher to log, not ${method ?? 'no method'}`
      : null;
  },
  check(input, options: Options) {
    return options.machine !== undefined && !needsEquipment(input.data.general.layingMethod, machineNeeds[options.machine])
      ? [{ field: 'options.machine', message: `is not used by the laying method ${input.data.general.layingMethod ?? ''}`.trim() }]
      : [];
  },
  async run(input, options, run, progress) {
    const { request } = requestAndTarget(input);
    return calibrateCof(request, options.log, run, { ...progress, perStretch: options.perStretch, ...(options.machine !== undefined ? { machine: options.machine } : {}) });
  },
};
