/**
 * Studies run as jobs on the server (`/api/studies`): the body of `POST /api/studies`, inferred from
 * ../contracts/studies.ts, and the study answered by `GET /api/studies/{id}`. Each kind's result is the domain's
 * stricter type of the same study in `../studies` (studies.check.ts fails typecheck when it drifts from the schema).
 */
import type { z } from 'zod';

import type * as contracts from '../contracts/studies.js';
import type * as results from '../contracts/study-results.js';
import type { CalibrationResult, EquipmentSizingResult, ForceBands, MethodComparisonRow, Percentiles, PlacementStop } from '../studies/index.js';
import type { IsoDateTime } from './resources.js';

/** Every kind the API names. */
export type StudyKindName = (typeof results.STUDY_KIND_NAMES)[number];

export type StudyStatus = z.output<typeof results.Study>['status'];

/** Options of each kind, as a client sends them (defaults filled in by the server and answered in `Study.options`). */
export interface StudyOptions {
  methods: z.input<typeof contracts.MethodsStudyOptions>;
  /** m; `step` m (default 1); `maxMachines` default 50 */
  pushers: z.input<typeof contracts.PushersStudyOptions>;
  /** `runs` 1..2000 (default 200); `perStretch` by stretch id; `seed` default 1 */
  cof: z.input<typeof contracts.CofStudyOptions>;
  /** `margin` a share 0..10 (default 0.1); `kinds` default every kind the section's method uses */
  equipment: z.input<typeof contracts.EquipmentStudyOptions>;
  /**
   * the field log: `log` (2..5000 readings, m and N) or `csv` (CSV text, at most 250 000 characters, read with
   * `parseFieldLog`; answered as `log`); `perStretch` default true
   */
  calibration: z.input<typeof contracts.CalibrationStudyOptions>;
}

/** `POST /api/studies` (contracts' CreateStudyBody, its options typed by the kind's schema). */
export interface CreateStudyBody<K extends keyof StudyOptions = keyof StudyOptions> {
  section: z.input<typeof contracts.CreateStudyBody>['section'];
  kind: K;
  options?: StudyOptions[K];
}

/** The result of each kind. */
export interface StudyResults {
  methods: { methods: MethodComparisonRow[]; routeLength: number };
  pushers: { machine: 'pusher' | 'pit'; count: number; positions: number[]; reachesEnd: boolean; reaches: number[]; stuckAt: number | null; stoppedBy: PlacementStop | null };
  cof: { runs: number; seed: number; target: number; distance: Percentiles; maxDistance: Percentiles; reachProbability: number; forceBands: ForceBands };
  equipment: EquipmentSizingResult;
  calibration: CalibrationResult;
}

/** A study (`GET /api/studies/{id}`, and the list of `GET /api/studies?section=`). */
export interface Study<K extends keyof StudyResults = keyof StudyResults> {
  id: string;
  /** the section's id */
  section: string;
  kind: K;
  status: StudyStatus;
  /** 0..1 */
  progress: number;
  /** engine runs done */
  runs: number;
  options: StudyOptions[K];
  /** once `status` is `done` */
  result: StudyResults[K] | null;
  /** why it failed */
  error: string | null;
  createdAt: IsoDateTime;
  startedAt: IsoDateTime | null;
  finishedAt: IsoDateTime | null;
}

/** A section's latest finished study of one kind, as a shared link shows it (`SharedSection.studies`): results only. */
export interface SharedStudy<K extends keyof StudyResults = keyof StudyResults> {
  kind: K;
  result: StudyResults[K];
  finishedAt: IsoDateTime;
}
