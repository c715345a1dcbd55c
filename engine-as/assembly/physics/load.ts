// What is being laid, per duct stretch: weight, friction, buckling, undulations, bend stiffness and the slack floor,
// built from the input buffer.

import { bundleRatio, weightCorrection } from '../core/checks';
import { G } from '../core/constants';
import { Debug } from '../core/debug';
import {
  IN_CABLE_COUNT,
  IN_CABLE_DIAMETER,
  IN_CABLE_MASS,
  IN_CABLE_STIFFNESS,
  IN_HEADER,
  IN_LUBRICANT,
  IN_METHOD,
  IN_SIMPLE_MODE,
  IN_STRETCH_COUNT,
  IN_TWISTED,
  ST_COF,
  ST_INNER_DIAMETER,
  ST_SIZE,
  ST_TYPE,
  ST_UNDULATION_AMPLITUDE,
  ST_UNDULATION_PERIOD,
  STRETCH_ON_ROLLERS,
  METHOD_FREEFLOATING,
  METHOD_PULL,
  METHOD_PUSHPULL,
  METHOD_WATERPUSHPULL,
} from '../layout';
import { HELICAL_FACTOR } from './wall';

/** Friction and weight of what is being laid. */
export class Load {
  /** N/m, effective weight per length of everything laid (all cables) */
  weight: f64 = 0;
  /**
   * N/m per stretch when the weight differs by stretch (water methods: W − ρ·g·A_c in a flooded duct, may be
   * negative; W on rollers); empty = `weight` everywhere
   */
  stretchWeight: Float64Array = new Float64Array(0);
  /** effective friction coefficient per stretch: cof × lubricant factor × weight-correction factor w_c */
  cof: Float64Array = new Float64Array(0);
  /** effective friction coefficient of curves on rollers per stretch */
  rollerCof: Float64Array = new Float64Array(0);
  /** 1/(N·m) per stretch: a = r/(4B) of the helical-buckling wall force N_buckle = a·C² (0 = no buckling) */
  buckleA: Float64Array = new Float64Array(0);
  /** √(N·m) per stretch: the helical threshold is F_hel = buckleK·√(W⊥) (0 with bucklingFromZero) */
  buckleK: Float64Array = new Float64Array(0);
  /** 1/m per stretch: undulation curvature κ_u (docs/physics.md#undulations), adds |F|·κ_u to the wall force */
  undK: Float64Array = new Float64Array(0);
  /** N/m per stretch: undulation stiffness load for a compressed cable (2/π)·B·A_eff·(2π/P)⁴ */
  undN: Float64Array = new Float64Array(0);
  /** m per stretch: D_d − D_bundle (for the bend-stiffness length ℓ) */
  gap: Float64Array = new Float64Array(0);
  /** N·m²: bending stiffness used at bend ends (docs/physics.md#bending-stiffness); 0 = bend stiffness off */
  bendB: f64 = 0;
  /**
   * Slack floor of forward passes (README "A cable cannot push"): SLACK_OFF (push, jetting, water methods),
   * SLACK_PULL or SLACK_PUSHPULL. Only where the segment has no buckling model (a pure string: cableStiffness 0,
   * rollers, no clearance).
   */
  slack: i32 = SLACK_OFF;

  /** N/m, the effective weight per length in stretch `i` (stretchWeight when given, else weight). */
  weightOf(i: i32): f64 {
    return this.stretchWeight.length > 0 ? unchecked(this.stretchWeight[i]) : this.weight;
  }
}

/** No slack floor: the string carries compression (push model). */
export const SLACK_OFF: i32 = 0;

/**
 * Pull: a flexible cable never carries compression. The force is floored at 0 (F = max(F, 0)) on every flexible
 * segment, at its entry (compression from a stiff stretch ends there) and after an intermediate pusher.
 */
export const SLACK_PULL: i32 = 1;

/**
 * Pushpull: the pusher at the entry (and intermediate pushers) may compress the cable as in push; only a cable
 * in tension (F ≥ 0) is floored at 0 where gravity would make it push.
 */
export const SLACK_PUSHPULL: i32 = 2;

/**
 * Friction factor applied to a stretch's cof (given for lubricant "yes") [E, docs/physics.md#friction]: dry PE in duct
 * 0.3–0.4 against 0.15–0.25 lubricated (TES-P-104.05) gives ≈ 1.75; a lubricator that keeps feeding lubricant
 * during the installation is taken 15 % better than pre-lubrication.
 */
export const LUBRICANT_FACTOR_NO: f64 = 1.75;

export const LUBRICANT_FACTOR_LUBRICATOR: f64 = 0.85;

/** Roller friction of curveOnRollers rows in a duct stretch [E, TES μ_roll 0.1–0.2]. */
export const ROLLER_COF: f64 = 0.15;

/**
 * Default undulation in simpleMode (docs/physics.md#automatic-values-and-their-sources): the domain's automatic
 * undulation of a 40 mm HDPE duct in a trench for the methods that blow, push or float the cable, P 3 m, A 0.012 m
 * (the duct axis turns 1.92°/m, the mildest effective bend of Polywater's duct-displacement table [E]); none for
 * the methods that pull it (pull, pushpull, waterpushpull, freefloating: the pulling formulas match field tensions
 * without a duct factor, Polywater).
 */
export const UNDULATION_PERIOD: f64 = 3;

export const UNDULATION_AMPLITUDE: f64 = 0.012;

/** Whether simple mode undulates the ducts of a method (not for the methods that pull the cable). */
function simpleUndulates(method: i32): bool {
  return method != METHOD_PULL && method != METHOD_PUSHPULL && method != METHOD_WATERPUSHPULL && method != METHOD_FREEFLOATING;
}

function lubricantFactor(lubricant: i32): f64 {
  if (lubricant == 0) return LUBRICANT_FACTOR_NO;
  if (lubricant == 2) return LUBRICANT_FACTOR_LUBRICATOR;
  return 1;
}

export function stretchBase(i: i32): i32 {
  return IN_HEADER + i * ST_SIZE;
}

/** Effective weight and friction per stretch. */
export function buildLoad(input: Float64Array): Load {
  const load = new Load();
  const count = i32(input[IN_CABLE_COUNT]);
  const twisted = input[IN_TWISTED] != 0;
  const cableD = input[IN_CABLE_DIAMETER];
  load.weight = input[IN_CABLE_MASS] * G * f64(count);
  const n = i32(input[IN_STRETCH_COUNT]);
  load.cof = new Float64Array(max(n, 1));
  load.rollerCof = new Float64Array(max(n, 1));
  load.buckleA = new Float64Array(max(n, 1));
  load.buckleK = new Float64Array(max(n, 1));
  load.undK = new Float64Array(max(n, 1));
  load.undN = new Float64Array(max(n, 1));
  load.gap = new Float64Array(max(n, 1));
  const simple = input[IN_SIMPLE_MODE] != 0;
  const simpleAmplitude = simpleUndulates(i32(input[IN_METHOD])) ? UNDULATION_AMPLITUDE : 0.0;
  // helical buckling (docs/physics.md#buckling): B = cableStiffness × count (parallel cables bend independently),
  // r = (D_d − D_bundle)/2; off on rollers, without stiffness or without clearance
  const stiffness = input[IN_CABLE_STIFFNESS] * f64(count);
  const bundleD = bundleRatio(count) * cableD;
  const lub = lubricantFactor(i32(input[IN_LUBRICANT]));
  for (let i = 0; i < n; i++) {
    const b = stretchBase(i);
    const wc = weightCorrection(count, twisted, cableD, input[b + ST_INNER_DIAMETER]);
    const onRollers = i32(input[b + ST_TYPE]) == STRETCH_ON_ROLLERS;
    load.cof[i] = input[b + ST_COF] * (onRollers ? 1 : lub) * wc;
    load.rollerCof[i] = (onRollers ? input[b + ST_COF] : ROLLER_COF) * wc;
    const r = (input[b + ST_INNER_DIAMETER] - bundleD) / 2;
    load.gap[i] = 2 * r;
    // undulations (docs/physics.md#undulations [E]); simpleMode uses the defaults of docs/physics.md#engineering-choices on every duct stretch
    const period = simple ? UNDULATION_PERIOD : input[b + ST_UNDULATION_PERIOD];
    const amplitude = simple ? simpleAmplitude : input[b + ST_UNDULATION_AMPLITUDE];
    const aEff = Math.max(0.0, amplitude - Math.max(0.0, r));
    if (!onRollers && period > 0 && aEff > 0) {
      load.undK[i] = (4 * Math.atan((2 * Math.PI * aEff) / period)) / period;
      load.undN[i] = (2 / Math.PI) * stiffness * aEff * Math.pow((2 * Math.PI) / period, 4);
    }
    if (!onRollers && stiffness > 0 && r > 0) {
      load.buckleA[i] = r / (4 * stiffness);
      load.buckleK[i] = Debug.bucklingFromZero ? 0 : HELICAL_FACTOR * Math.sqrt(stiffness / r);
    }
  }
  return load;
}
