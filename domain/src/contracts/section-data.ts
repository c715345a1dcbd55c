// The contract of section data and results: their shape, checked before a section is stored.
import { z } from 'zod';

import type { SimulationStatus } from '../section/types.js';
import { DISPLAY_MODES, ENERGY_CABLE_TYPES, INDUSTRIES, PARALLEL_LAYOUTS, TELECOM_CABLE_TYPES } from '../section/types.js';
import { MAX_STRETCH_ID_LENGTH } from '../validation/stretches.js';
import { CABLE_END_NAMES, INNER_SURFACE_NAMES, LAYING_METHOD_NAMES, LUBRICANT_NAMES, ROW_TYPE_NAMES, STRETCH_TYPE_NAMES } from './engine-values.js';
import { choice, choiceField, finite, flagField, must, numberField, text, textField } from './fields.js';
import { issue } from './messages.js';

/**
 * The shape of section data (`SectionData` of @cla/domain, `domain/src/section/types.ts`), checked before a
 * section is stored; the domain's `validateSection` (its 422 rules: ranges, required values, licence, machines)
 * comes second. A number field holds a finite number or `null` (empty); a choice one of its values or `null`;
 * nothing else is ever stored where a number belongs. Every group and row is optional here (the domain's
 * `normalizeSectionData` fills in what is missing), and fields the model does not know are dropped: what is
 * stored is exactly this schema's output.
 */

const STATUSES = ['success', 'exceeded', 'failed', 'notStarted'] as const satisfies readonly SimulationStatus[];
const CABLE_TYPES = [...TELECOM_CABLE_TYPES, ...ENERGY_CABLE_TYPES] as const;
/**
 * A choice the domain's rules judge in context (laying method by licence, cable end and row and stretch types by
 * method, cable type by industry): any string here, and a value that is not allowed is a 422 `….notAllowed`
 * issue the web app shows on the field.
 */
const judged = (values: readonly string[]) =>
  lookupKey(textField()).describe(`one of ${values.join(', ')}; another value is a 422 notAllowed issue`);

/**
 * A string the domain looks things up by (a choice, a row key, a stretch or machine id): never the name of a
 * property every object has (`constructor`, `toString`, `__proto__`…), which a lookup in a plain object would
 * find (a section with layingMethod "constructor" used to crash the validation with a 500).
 */
function lookupKey<T extends z.ZodType<string | null | undefined>>(schema: T): T {
  return schema.refine((value) => typeof value !== 'string' || !(value in Object.prototype), { error: issue('issue.notAllowedValue') });
}
const group = <T extends z.core.$ZodLooseShape>(shape: T) => z.object(shape, { error: must('what.object') });
const list = <T extends z.ZodType>(row: T) => z.array(row, { error: must('what.array') });

export const GeneralData = group({
  sectionName: textField(),
  sectionDescription: textField(),
  layingMethod: judged(LAYING_METHOD_NAMES),
  displayMode: choice(DISPLAY_MODES).optional(),
});

export const EquipmentData = group({
  pushingMachine: lookupKey(textField()).describe('id of a pushing machine preset'),
  pullingMachine: lookupKey(textField()).describe('id of a pulling machine preset'),
  serieCount: numberField(),
  cableEnd: judged(CABLE_END_NAMES),
  compressor: group({ name: textField(), maxAirFlow: numberField(), maxAirPressure: numberField() }).optional(),
  waterPump: group({ name: textField(), maxWaterFlow: numberField(), maxWaterPressure: numberField() }).optional(),
  lubricant: choiceField(LUBRICANT_NAMES),
});

export const CableData = group({
  industry: choiceField(INDUSTRIES),
  type: judged(CABLE_TYPES),
  name: textField(),
  outerDiameter: numberField(),
  innerDiameter: numberField(),
  weight: numberField(),
  stiffness: numberField(),
  maxPullingForce: numberField(),
  maxPushingForce: numberField(),
  minBendingRadius: numberField(),
  maxRadialForce: numberField(),
  cableLength: numberField(),
  count: numberField(),
  twisted: flagField(),
  parallelLayout: choiceField(PARALLEL_LAYOUTS),
  residentCount: numberField(),
  resident1Diameter: numberField(),
  resident2Diameter: numberField(),
});

export const StretchRow = group({
  id: lookupKey(text().max(MAX_STRETCH_ID_LENGTH, { error: issue('issue.maxCharacters', { max: MAX_STRETCH_ID_LENGTH }) }).optional()).describe(
    `stable id of at most ${MAX_STRETCH_ID_LENGTH} characters (a study's perStretch key); one is given when absent`,
  ),
  stretchName: textField(),
  type: judged(STRETCH_TYPE_NAMES),
  outerDiameter: numberField(),
  innerDiameter: numberField(),
  innerSurface: choiceField(INNER_SURFACE_NAMES),
  cof: numberField(),
  maxPressure: numberField(),
  prefilled: flagField(),
  undulationPeriod: numberField(),
  undulationAmplitude: numberField(),
  rollerDistance: numberField(),
});

export const TrajectoryRow = group({
  key: lookupKey(text().optional()).describe('stable row key; one is given when absent'),
  type: lookupKey(text()).describe(`one of ${ROW_TYPE_NAMES.join(', ')}; another value is a 422 notAllowed issue`),
  slope: numberField(),
  angle: numberField(),
  radius: numberField(),
  length: numberField(),
  pushingMachine: lookupKey(textField()),
  pushForce: numberField(),
  loopCount: numberField(),
  dupSegments: numberField(),
  stretch: lookupKey(textField()),
});

export const SettingsData = group({
  layingSpeed: numberField(),
  pushingForce: numberField(),
  pullingForce: numberField(),
  lostForce: numberField(),
  airPressure: numberField(),
  waterPressure: numberField(),
  waterDensity: numberField(),
  xlaunch: numberField(),
  xend: numberField(),
  xRearPig: numberField(),
  maxDistance: numberField(),
  calculateBackward: flagField(),
  showRadialForce: flagField(),
});

export const ResultMessage = group({
  code: text(),
  level: choice(['error', 'warning', 'info']),
  title: text(),
  message: text(),
  /** the message's numbers in base units (a saved result says them in the reader's units and language) */
  params: z.record(text(), z.union([finite(), text()]), { error: must('what.object') }).optional(),
});

/** One limit the calculation exceeded (the engine's `exceeded`, docs/simulation-api.md#limits-exceeded). */
export const ExceededLimitSchema = group({
  code: text(),
  component: choice(['cable', 'duct']),
  quantity: choice(['radialForce', 'bendRadius', 'jamRatio', 'pullingForce', 'pushingForce', 'pressure']),
  position: finite().nullable(),
  value: finite(),
  limit: finite(),
  unit: choice(['N/m', 'm', 'N', 'bar', '']),
});

/** A section's results (docs/product.md#data-model): the figures of the last calculation and its messages. */
export const ResultsDataSchema = group({
  status: choice(STATUSES).optional(),
  started: flagField().describe('false: the cable never moved (distance is its starting position, force at the end the force needed to start)'),
  distance: numberField(),
  duration: numberField(),
  forceAtEnd: numberField(),
  waterFlow: numberField(),
  waterQuantity: numberField(),
  maxDistance: numberField(),
  exceeded: list(ExceededLimitSchema).nullable().optional().describe('every limit exceeded: which, where, by how much (status exceeded when the cable reached its target)'),
  messages: list(ResultMessage).optional(),
});

/** Section data as a body gives it; every group optional (see above). */
export const SectionDataSchema = group({
  general: GeneralData.optional(),
  equipment: EquipmentData.optional(),
  cable: CableData.optional(),
  stretches: group({ rows: list(StretchRow).optional() }).optional(),
  trajectory: group({ altitudeAtStart: numberField(), initialHeading: numberField(), rows: list(TrajectoryRow).optional() }).optional(),
  settings: SettingsData.optional(),
  results: ResultsDataSchema.optional(),
});
