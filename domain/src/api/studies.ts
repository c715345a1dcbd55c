/**
 * Studies run as jobs on the server (`/api/studies`): the body of `POST /api/studies` and the study answered by
 * `GET /api/studies/{id}` (types only). Each kind's result is the answer of the same study in `../studies`.
 */
import type {
  CalibrationResult,
  CofRange,
  EquipmentSizingResult,
  FieldLogPoint,
  ForceBands,
  LoggedMachine,
  MethodComparisonRow,
  Percentiles,
  PlacementStop,
  SizedEquipmentKind,
} from '../studies/index.js';
import type { IsoDateTime } from './resources.js';

/** Every kind the API names. */
export type StudyKindName = 'methods' | 'pushers' | 'cof' | 'equipment' | 'calibration';

export type StudyStatus = 'queued' | 'running' | 'done' | 'failed';

/** Options of each kind (defaults filled in by the server and answered in `Study.options`). */
export interface StudyOptions {
  methods: Record<string, never>;
  /** m; `step` m (default 1); `maxMachines` default 50 */
  pushers: { minSpacing?: number; step?: number; maxMachines?: number };
  /** `runs` 1..2000 (default 200); `perStretch` by stretch id; `seed` default 1 */
  cof: { runs?: number; cof: CofRange; perStretch?: Record<string, CofRange>; seed?: number };
  /** `margin` a share 0..10 (default 0.1); `kinds` default every kind the section's method uses */
  equipment: { margin?: number; kinds?: SizedEquipmentKind[] };
  /**
   * the field log: `log` (2..5000 readings, m and N) or `csv` (CSV text, at most 250 000 characters, read with
   * `parseFieldLog`; answered as `log`); `perStretch` default true
   */
  calibration: { log?: FieldLogPoint[]; csv?: string; machine?: LoggedMachine; perStretch?: boolean };
}

/** `POST /api/studies`. */
export interface CreateStudyBody<K extends keyof StudyOptions = keyof StudyOptions> {
  section: string;
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
