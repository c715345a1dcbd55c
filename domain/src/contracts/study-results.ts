// The answers of /api/studies: each kind's result, a study and a shared section's latest study of a kind.
import { z } from 'zod';

import { dateTimeText as dateTime, LayingMethodSchema as LayingMethod, uuidText as id } from './answer-fields.js';
import { STATUSES } from './engine-values.js';

/**
 * The kinds of study a job may run (the server's `STUDY_KINDS` wires each to its runner). A kind named here without
 * a runner would be answered "not available yet" (400).
 */
export const STUDY_KIND_NAMES = ['methods', 'pushers', 'cof', 'equipment', 'calibration'] as const;

const percentiles = () => z.strictObject({ p10: z.number(), p50: z.number(), p90: z.number() });

export const MethodsStudyResult = z
  .looseObject({
    methods: z.array(
      z.looseObject({
        layingMethod: LayingMethod,
        status: z.enum(STATUSES),
        started: z.boolean().optional().describe('false: the cable never moved; distance is then its starting position, peakForce a need'),
        distance: z.number().describe('m, how far the head got'),
        maxDistance: z.number().describe('m, the longest installable length (route continued straight)'),
        maxDistanceCapped: z.boolean().optional().describe('the max-distance search stopped at its limit: maxDistance is a lower bound'),
        limitedBy: z.looseObject({ code: z.string(), position: z.number() }).nullable(),
        maxDistanceLimitedBy: z
          .looseObject({ code: z.string(), position: z.number() })
          .nullable()
          .optional()
          .describe('what ended the max distance: the limit broken just beyond it and where; null at the search cap'),
        duration: z.number().describe('min'),
        peakForce: z.number().describe('N, the highest machine force (pusher or winch); 0 without a machine (free-floating)'),
        airOrWaterQuantity: z.number().describe('m³'),
        assumed: z.array(z.enum(['compressor', 'waterPump', 'cableLength', 'pusher', 'winch'])).describe('equipment the section lacked, taken from the study defaults'),
      }),
    ),
    routeLength: z.number().describe('m'),
  })
  .describe('kind methods: one row per laying method the licence allows');

export const PushersStudyResult = z
  .looseObject({
    machine: z.enum(['pusher', 'pit']),
    count: z.int().describe('intermediate machines'),
    positions: z.array(z.number()).describe('m along the route, in order'),
    reachesEnd: z.boolean(),
    reaches: z.array(z.number()).describe('m, where each sub-route’s cable got'),
    stuckAt: z.number().nullable().describe('m, when the cable cannot go on'),
    stoppedBy: z
      .enum(['spacing', 'maxMachines', 'bend', 'limit'])
      .nullable()
      .describe('why it stopped short of the end: the cable gets less far than the minimum spacing, the cap of machines (maxMachines) is placed, the furthest position the cable reaches lies in a bend or its clearance (bend), or a limit exceeded that no machine removes (limit); null when it reaches the end'),
  })
  .describe('kind pushers');

export const CofStudyResult = z
  .looseObject({
    runs: z.int(),
    seed: z.int(),
    target: z.number().describe('m, the length the head must reach'),
    distance: percentiles().describe('m'),
    maxDistance: percentiles().describe('m'),
    reachProbability: z.number().min(0).max(1),
    forceBands: z.strictObject({ position: z.array(z.number()), p10: z.array(z.number()), p50: z.array(z.number()), p90: z.array(z.number()), coverage: z.array(z.number()) }).describe('N along the route (m)'),
  })
  .describe('kind cof');

const sizedKind = () => z.enum(['pullingMachine', 'pushingMachine', 'compressor', 'waterPump']);

const EquipmentChoice = z.looseObject({
  kind: sizedKind(),
  preset: z.string().describe('the preset’s id'),
  name: z.string().describe('the preset’s name'),
  rating: z.number().describe('N for winches and pushers (a pusher’s per machine), l/min for compressors and pumps'),
  needed: z.number().describe('same unit: what the run needed (a pusher: per machine)'),
  ok: z.boolean().describe('the run installs the whole route and the rating exceeds the need by the margin'),
  limitedBy: z.string().nullable().describe('null when ok; else the engine’s limit code, a flow warning’s code, MARGIN, CABLE_DIAMETER_RANGE or DUCT_DIAMETER_RANGE'),
  margin: z.number().nullable().describe('rating / needed − 1; null when there is nothing to compare'),
  atRating: z.boolean().optional().describe('the machine works at its rating by design (push-pull’s pusher): needed is its rating and no margin is asked'),
  cableBinds: z.boolean().optional().describe('the run stopped at the cable’s own limit: the cable binds, not this candidate (margin null)'),
  distance: z.number().describe('m, how far the head got with this candidate'),
  status: z.enum(STATUSES),
});

export const EquipmentStudyResult = z
  .looseObject({
    margin: z.number().describe('the required margin used (share)'),
    kinds: z.array(sizedKind()).describe('the kinds studied, in order'),
    choices: z.array(EquipmentChoice).describe('every candidate preset, by kind then rating (one engine run each)'),
    smallest: z.record(z.string(), EquipmentChoice).describe('per kind, the ok candidate of the smallest rating (absent when none is ok)'),
    cableBinds: z
      .record(z.string(), z.string())
      .optional()
      .describe('per kind without an ok candidate, the cable’s limit code when every candidate stopped there: the cable binds, not the machine'),
  })
  .describe('kind equipment (sizeEquipment)');

const fitPoints = () => z.array(z.strictObject({ distance: z.number().describe('m'), force: z.number().describe('N, the model’s force') }));

export const CalibrationStudyResult = z
  .looseObject({
    machine: z.enum(['winch', 'pusher']).describe('whose force the log holds'),
    cof: z.number().describe('the best uniform COF of the duct stretches'),
    rms: z.number().describe('N, root mean square of the force residuals at that COF'),
    fit: fitPoints().describe('the model’s force at each logged distance, at that COF'),
    perStretch: z
      .strictObject({
        stretches: z.array(z.strictObject({ stretchId: z.string(), cof: z.number(), points: z.int().describe('readings in its window (0: it shares the COF of the one before)') })),
        rms: z.number(),
        fit: fitPoints(),
      })
      .optional()
      .describe('when the log covers several stretches and perStretch was asked: each covered stretch’s COF, the rms and fit with them'),
  })
  .describe('kind calibration (calibrateCof)');

/** A kind of study, as answers name it. */
const StudyKindSchema = z.enum(STUDY_KIND_NAMES);

/** Any kind's result. */
export const StudyResultSchema = z.union([MethodsStudyResult, PushersStudyResult, CofStudyResult, EquipmentStudyResult, CalibrationStudyResult]);

export const SharedStudy = z
  .strictObject({ kind: StudyKindSchema, result: StudyResultSchema, finishedAt: dateTime() })
  .describe('a section’s latest finished study of one kind: its result only');
/** A study (`GET /api/studies/{id}`, and the list of `GET /api/studies?section=`). */
export const Study = z.strictObject({
  id: id(),
  section: id(),
  kind: StudyKindSchema,
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number().min(0).max(1),
  runs: z.int().describe('engine runs done'),
  options: z.record(z.string(), z.unknown()).describe('the options as validated, defaults filled in'),
  result: StudyResultSchema.nullable().describe('once status is done'),
  error: z.string().nullable().describe('why it failed'),
  createdAt: dateTime(),
  startedAt: dateTime().nullable(),
  finishedAt: dateTime().nullable(),
});
