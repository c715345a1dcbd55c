/**
 * The assumptions behind a result (what the user did not type but the simulation used): every automatic value in
 * use, every default of docs/product.md#defaults-and-limits, and the engine's own assumptions that change a result (engine-as/README.md). The Results
 * tab and the report list them so that an engineer can defend — or correct — each number.
 */
import type { SectionContext } from '../context.js';
import { cableEndOptions, isAirMethod, isWaterMethod } from '../rules/laying-methods.js';
import { fieldVisibility, isStretchRatingApplied } from '../rules/visibility.js';
import type { SectionData } from '../section/types.js';
import type { UnitCategory } from '../units/unit-systems.js';
import { type SectionLike, dataOf } from '../validation/input.js';
import { computeAutoValues } from './compute-auto-values.js';
import type { LimitSourceKind } from './settings-limits.js';

/** Where an assumed value comes from. */
export type AssumptionSource =
  /** computed from other inputs (`from`: their field paths) */
  | { kind: 'auto'; from: string[] }
  /** the limit of a machine, the cable or the duct (`limit`: its kind, `name` when known) */
  | { kind: 'limit'; limit: LimitSourceKind; name?: string }
  /** the product's default when nothing else gives a value */
  | { kind: 'default' }
  /** a rule of the engine (no input changes it) */
  | { kind: 'engine' };

export interface Assumption {
  /** what is assumed: translation key suffix (`assumption.{key}`) */
  key: AssumptionKey;
  /** the field it fills, when it is one (e.g. `stretches.rows.0.undulationAmplitude`) */
  path?: string;
  /** the stretch it concerns, by name */
  subject?: string;
  /** base unit of `category`; undefined for an on/off rule */
  value?: number;
  /** unit category of `value`; null for a plain factor */
  category: UnitCategory | null;
  source: AssumptionSource;
  /** the published source or rule behind the value (`assumption.ref.{ref}`; docs/physics.md#automatic-values-and-their-sources) */
  ref?: AssumptionRef;
}

/**
 * Where each automatic physics value comes from, by key of the table "Automatic values and their sources" of
 * docs/physics.md: each names its source (or says it is an engineering choice [E]) and its validity range.
 */
export const ASSUMPTION_REFS = [
  /** no undulation for a pulled cable: the pulling formulas match field tensions without a duct factor (Polywater) */
  'undulationNone',
  /** HDPE duct in a trench: 1.92°/m, Polywater's mildest effective bend, scaled with the duct diameter [E] */
  'undulationTrench',
  /** cable weight and stiffness per cable type, calibrated on published cables [E]: the data sheet is better */
  'cableEstimate',
  /** max pushing force 0.6 × max pulling force: product rule [E] */
  'pushingFromPulling',
  /** min bending radius 30 × D: the usual installation radius under tension (cable manufacturers 20–30 × D) */
  'bendingRadius',
  /** PE100 pressure rating from the SDR: ISO 4427 / EN 12201 */
  'pe100Rating',
  /** no bending stiffness in a pull: the pulling formulas (IEEE 1185, CIGRE TB 194) treat the cable as a string */
  'pullingFormulas',
  /** dry / lubricated friction ratio 1.75: TES-P-104.05's table (PE in duct 0.3–0.4 dry, 0.15–0.25 lubricated) */
  'dryFriction',
  /** a lubricator 15 % better than pre-lubrication: engineering choice [E] */
  'lubricatorChoice',
  /** roller friction 0.15: TES-P-104.05's rollers 0.1–0.2 */
  'rollerFriction',
  /** other engine rules: engineering choices [E] of engine-as/README.md */
  'engineeringChoice',
  /** simple mode: the trench undulation of a 40 mm duct (A 12 mm, P 3 m) for every duct blown, pushed or floated [E] */
  'undulationSimple',
  /** isothermal air at 20 °C: ISO 1217's free-air reference temperature; the driving pressures hardly depend on it */
  'airAt20C',
  /** water at 20 °C, ν 1.0 mm²/s (IAPWS 1.00); colder water is more viscous (1.52 mm²/s at 5 °C) */
  'waterAt20C',
] as const;
export type AssumptionRef = (typeof ASSUMPTION_REFS)[number];

export const ASSUMPTION_KEYS = [
  'cableWeight',
  'cableStiffness',
  'cableMaxPushingForce',
  'cableMinBendingRadius',
  'stretchMaxPressure',
  'undulationAmplitude',
  'undulationPeriod',
  'layingSpeed',
  'pushingForce',
  'pullingForce',
  'airPressure',
  'waterPressure',
  'waterDensity',
  'bendStiffnessOff',
  'bendStiffnessOn',
  'lubricantFactor',
  'rollerFriction',
  'rollerSpacing',
  'headLeak',
  'airConditions',
  'waterViscosity',
  'pigSealing',
  'creepSpeed',
] as const;
export type AssumptionKey = (typeof ASSUMPTION_KEYS)[number];

/** Engine constants (engine-as/README.md "Engineering choices"). */
export const ENGINE_ASSUMPTIONS = {
  /**
   * simple mode: every duct stretch undulates with P = 3 m and, for the methods that blow, push or float the cable,
   * A = 12 mm (the automatic undulation of a 40 mm duct, formulas.ts); none for those that pull it
   * (engine-as/assembly/physics/load.ts, docs/physics.md#automatic-values-and-their-sources)
   */
  simpleUndulationAmplitude: { push: 12, jetting: 12, floating: 12, pull: 0, pushpull: 0, waterpushpull: 0, freefloating: 0 } as Record<string, number>,
  simpleUndulationPeriod: 3,
  /** cof × factor for lubricant `no` / `lubricator` (TES-P-104.05) */
  lubricantFactor: { no: 1.75, lubricator: 0.85 } as Record<string, number>,
  /** roller friction of curves on rollers in a duct stretch */
  rollerFriction: 0.15,
  /** m, roller spacing of curves on rollers in a duct stretch */
  rollerSpacing: 1,
  /** share of the duct bore the head leaks through: shuttle 1 %, sonic 2 % */
  headLeak: { shuttle: 1, sonic: 2 } as Record<string, number>,
  /** °C, air and water temperature */
  temperature: 20,
  /** mm²/s (= cSt), the kinematic viscosity of water at that temperature (engine-as/assembly/physics/waterflow.ts NU_WATER) */
  waterViscosity: 1.0,
  /** bar absolute, the ambient pressure of free air (engine-as/assembly/physics/airflow.ts P_AMBIENT) */
  ambientPressure: 1.013,
  /**
   * m/min, the slowest the cable goes before the installation counts as stalled: floating's pusher and water
   * push-pull's pump slow it down to it (engine-as/assembly/methods/water.ts CREEP_SPEED)
   */
  creepSpeed: 1,
} as const;

const SETTINGS = ['layingSpeed', 'pushingForce', 'pullingForce', 'airPressure', 'waterPressure'] as const;
const SETTING_CATEGORY: Record<(typeof SETTINGS)[number], UnitCategory> = {
  layingSpeed: 'speed',
  pushingForce: 'force',
  pullingForce: 'force',
  airPressure: 'pressure',
  waterPressure: 'pressure',
};

/** The assumptions of a section, in the order inputs appear (cable, stretches, settings), then the engine's. */
export function assumptionsOf(section: SectionLike, ctx: SectionContext = {}): Assumption[] {
  const data: SectionData = dataOf(section);
  const auto = computeAutoValues(data, ctx);
  const shown = fieldVisibility(data);
  const m = data.general.layingMethod;
  const out: Assumption[] = [];
  const automatic = (path: string, key: AssumptionKey, category: UnitCategory, ref: AssumptionRef, subject?: string): number | undefined => {
    const a = auto[path];
    if (!a || a.isManual || a.value === undefined) return undefined;
    out.push({ key, path, value: a.value, category, source: { kind: 'auto', from: a.dependsOn }, ref, ...(subject ? { subject } : {}) });
    return a.value;
  };

  automatic('cable.weight', 'cableWeight', 'linearWeight', 'cableEstimate');
  if (m !== 'pull') automatic('cable.stiffness', 'cableStiffness', 'stiffness', 'cableEstimate');
  if (shown['cable.maxPushingForce']) automatic('cable.maxPushingForce', 'cableMaxPushingForce', 'force', 'pushingFromPulling');
  automatic('cable.minBendingRadius', 'cableMinBendingRadius', 'length', 'bendingRadius');

  const simple = data.general.displayMode === 'simple';
  data.stretches.rows.forEach((s, i) => {
    const p = `stretches.rows.${i}`;
    const subject = s.stretchName || `#${i + 1}`;
    if (s.type === 'onRollers') return;
    if (isStretchRatingApplied(data)) automatic(`${p}.maxPressure`, 'stretchMaxPressure', 'pressure', 'pe100Rating', subject);
    const amplitude = m ? ENGINE_ASSUMPTIONS.simpleUndulationAmplitude[m] : undefined;
    const ref: AssumptionRef = amplitude === 0 ? 'undulationNone' : 'undulationTrench';
    if (simple) {
      // the engine replaces every duct stretch's undulation by its defaults in simple mode (none: no period to show)
      if (amplitude === undefined) return;
      // not scaled with this duct's diameter: the 40 mm duct's trench value for every duct
      const simpleRef: AssumptionRef = amplitude === 0 ? ref : 'undulationSimple';
      out.push({ key: 'undulationAmplitude', subject, value: amplitude, category: 'diameter', source: { kind: 'engine' }, ref: simpleRef });
      if (amplitude > 0) out.push({ key: 'undulationPeriod', subject, value: ENGINE_ASSUMPTIONS.simpleUndulationPeriod, category: 'length', source: { kind: 'engine' }, ref: simpleRef });
    } else {
      automatic(`${p}.undulationAmplitude`, 'undulationAmplitude', 'diameter', ref, subject);
      // without amplitude the period changes nothing (a manual amplitude makes the automatic period count)
      const used = auto[`${p}.undulationAmplitude`]?.value;
      if (used !== undefined && used > 0) automatic(`${p}.undulationPeriod`, 'undulationPeriod', 'length', 'undulationTrench', subject);
    }
  });

  for (const f of SETTINGS) {
    if (f !== 'layingSpeed' && !shown[`settings.${f}`]) continue;
    const a = auto[`settings.${f}`];
    if (!a || a.isManual || a.value === undefined) continue;
    const limit = a.limit;
    // the automatic value is the lowest limit, or the default (capped by the duct) when nothing else limits it
    const source: AssumptionSource =
      limit && Math.abs(limit.value - a.value) <= 1e-9 * Math.max(1, a.value)
        ? { kind: 'limit', limit: limit.source, ...(limit.name ? { name: limit.name } : {}) }
        : { kind: 'default' };
    out.push({ key: f, path: `settings.${f}`, value: a.value, category: SETTING_CATEGORY[f], source });
  }
  if (shown['settings.waterDensity']) {
    const a = auto['settings.waterDensity'];
    if (a && !a.isManual && a.value !== undefined) out.push({ key: 'waterDensity', path: 'settings.waterDensity', value: a.value, category: 'density', source: { kind: 'default' } });
  }

  // the engine's own rules
  if (m === 'pull') out.push({ key: 'bendStiffnessOff', category: null, source: { kind: 'engine' }, ref: 'pullingFormulas' });
  // the other methods: the concentrated wall force at bend ends of a stiff cable (engine-as/README.md [E]), when the
  // route has a bend and the cable a stiffness
  const stiffness = auto['cable.stiffness']?.value;
  const bends = data.trajectory.rows.some((r) => r.type === 'curve');
  if (m && m !== 'pull' && bends && stiffness !== undefined && stiffness > 0) out.push({ key: 'bendStiffnessOn', category: null, source: { kind: 'engine' }, ref: 'engineeringChoice' });
  const lubricant = data.equipment.lubricant ?? 'yes';
  const factor = ENGINE_ASSUMPTIONS.lubricantFactor[lubricant];
  if (factor !== undefined) out.push({ key: 'lubricantFactor', value: factor, category: null, source: { kind: 'engine' }, ref: lubricant === 'no' ? 'dryFriction' : 'lubricatorChoice' });
  if (data.trajectory.rows.some((r) => r.type === 'curveOnRollers')) {
    out.push({ key: 'rollerFriction', value: ENGINE_ASSUMPTIONS.rollerFriction, category: null, source: { kind: 'engine' }, ref: 'rollerFriction' });
    out.push({ key: 'rollerSpacing', value: ENGINE_ASSUMPTIONS.rollerSpacing, category: 'length', source: { kind: 'engine' }, ref: 'engineeringChoice' });
  }
  const options = cableEndOptions(m);
  const end = data.equipment.cableEnd && options.includes(data.equipment.cableEnd) ? data.equipment.cableEnd : options[0];
  const leak = (isAirMethod(m) || m === 'floating') && end ? ENGINE_ASSUMPTIONS.headLeak[end] : undefined;
  if (leak !== undefined) out.push({ key: 'headLeak', value: leak, category: 'ratio', source: { kind: 'engine' }, ref: 'engineeringChoice' });
  if (isAirMethod(m)) out.push({ key: 'airConditions', value: ENGINE_ASSUMPTIONS.temperature, category: null, source: { kind: 'engine' }, ref: 'airAt20C' });
  if (isWaterMethod(m)) out.push({ key: 'waterViscosity', value: ENGINE_ASSUMPTIONS.temperature, category: null, source: { kind: 'engine' }, ref: 'waterAt20C' });
  if (m === 'waterpushpull' || m === 'freefloating') out.push({ key: 'pigSealing', category: null, source: { kind: 'engine' }, ref: 'engineeringChoice' });
  // where a limit would be exceeded at the set speed, floating's pusher and water push-pull's pump slow the cable
  // down to this speed before it counts as stalled (docs/physics.md#floating, docs/physics.md#water-push-pull)
  if (m === 'floating' || m === 'waterpushpull') out.push({ key: 'creepSpeed', value: ENGINE_ASSUMPTIONS.creepSpeed, category: 'speed', source: { kind: 'engine' }, ref: 'engineeringChoice' });
  return out;
}
