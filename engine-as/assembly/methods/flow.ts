// The flow calculator (export `flow`): air or water through one duct, optionally with cables in it; the inlet
// pressure gives the flow and the pressure profile, or the flow gives the inlet pressure. The same flow laws as
// the simulations: air isothermal and friction-dominated (airflow.ts, docs/physics.md#air-flow), water incompressible
// Darcy–Weisbach with the static head of the altitude change (waterflow.ts, docs/physics.md#water-flow).

import {
  FL_ALTITUDE,
  FL_CABLE_COUNT,
  FL_CABLE_DIAMETER,
  FL_DENSITY,
  FL_DIAMETER,
  FL_FLOW,
  FL_FLUID,
  FL_LENGTH,
  FL_MODE,
  FL_POINTS,
  FL_PRESSURE,
  FL_SURFACE,
  FO_AREA,
  FO_COUNT,
  FO_FLOW,
  FO_FRICTION,
  FO_HEADER,
  FO_HYDRAULIC_DIAMETER,
  FO_MASS_FLOW,
  FO_PRESSURE,
  FO_REYNOLDS,
  FO_STATUS,
  FO_VELOCITY_IN,
  FO_VELOCITY_OUT,
} from '../layout';
import { AirFlow, AirPiece, darcy, MU_AIR, P_AMBIENT, R_AIR, RHO_FREE_AIR, T_AIR } from '../physics/airflow';
import { NU_WATER, WaterFlow, WaterPiece } from '../physics/waterflow';

const G_N: f64 = 9.81;

/** Solves the flow record `input` (layout FL_*) into a new output (FO_* header, positions, pressures). */
export function flowCalculate(input: Float64Array): Float64Array {
  const dd = input[FL_DIAMETER];
  const length = input[FL_LENGTH];
  const surface = i32(input[FL_SURFACE]);
  const n = input[FL_CABLE_COUNT];
  const dc = input[FL_CABLE_DIAMETER];
  const area = (Math.PI / 4) * (dd * dd - n * dc * dc);
  const perimeter = Math.PI * (dd + n * dc);
  const dh = (4 * area) / perimeter;
  const points = max(2, i32(input[FL_POINTS]));
  const out = new Float64Array(FO_HEADER + 2 * points);
  out[FO_HYDRAULIC_DIAMETER] = dh;
  out[FO_AREA] = area;
  out[FO_COUNT] = f64(points);
  const byFlow = input[FL_MODE] != 0;
  if (input[FL_FLUID] == 0) {
    // air: one piece; pressures absolute inside
    const flow = new AirFlow();
    const pc = new AirPiece();
    pc.s0 = 0;
    pc.s1 = length;
    pc.area = area;
    pc.dh = dh;
    pc.surface = surface;
    flow.pieces.push(pc);
    flow.headPiece = 1;
    flow.head = length;
    let pIn: f64;
    let m: f64;
    if (byFlow) {
      m = input[FL_FLOW] * RHO_FREE_AIR;
      pIn = flow.inletFor(m);
      flow.fill(pIn, m);
    } else {
      pIn = P_AMBIENT + input[FL_PRESSURE];
      flow.solve(pIn, 0);
      m = flow.mass;
    }
    const re = ((m / area) * dh) / MU_AIR;
    out[FO_STATUS] = m > 0 || byFlow ? 0 : 1;
    out[FO_PRESSURE] = pIn - P_AMBIENT;
    out[FO_FLOW] = m / RHO_FREE_AIR;
    out[FO_MASS_FLOW] = m;
    out[FO_VELOCITY_IN] = (m * R_AIR * T_AIR) / (pIn * area);
    out[FO_VELOCITY_OUT] = (m * R_AIR * T_AIR) / (P_AMBIENT * area);
    out[FO_REYNOLDS] = re;
    out[FO_FRICTION] = darcy(re, surface, dh);
    // equal steps in pressure (p² is linear in s): dense where the pressure falls fastest, near the exit
    for (let j = 0; j < points; j++) {
      const p = pIn + ((P_AMBIENT - pIn) * f64(j)) / f64(points - 1);
      let s = pc.c > 0 ? (pIn * pIn - p * p) / pc.c : (length * f64(j)) / f64(points - 1);
      if (j == points - 1) s = length;
      out[FO_HEADER + j] = Math.max(0.0, Math.min(length, s));
      out[FO_HEADER + points + j] = p - P_AMBIENT;
    }
    return out;
  }
  // water
  const rho = input[FL_DENSITY];
  const dz = input[FL_ALTITUDE];
  const flow = new WaterFlow();
  flow.rho = rho;
  const pc = new WaterPiece();
  pc.s0 = 0;
  pc.s1 = length;
  pc.z0 = 0;
  pc.z1 = dz;
  pc.area = area;
  pc.dh = dh;
  pc.pd = Math.PI * dd;
  pc.pc = Math.PI * n * dc;
  pc.ac = 0;
  pc.surface = surface;
  flow.pieces.push(pc);
  let q: f64;
  let pIn: f64;
  if (byFlow) {
    q = input[FL_FLOW];
    pIn = flow.totalDrop(q);
  } else {
    pIn = input[FL_PRESSURE];
    q = flow.flowFor(pIn);
    flow.setFlow(q);
  }
  flow.pressuresFrom(pIn);
  const v = q / area;
  const re = (v * dh) / NU_WATER;
  out[FO_STATUS] = q > 0 || byFlow ? 0 : 1;
  out[FO_PRESSURE] = pIn;
  out[FO_FLOW] = q;
  out[FO_MASS_FLOW] = q * rho;
  out[FO_VELOCITY_IN] = v;
  out[FO_VELOCITY_OUT] = v;
  out[FO_REYNOLDS] = re;
  out[FO_FRICTION] = darcy(re, surface, dh);
  for (let j = 0; j < points; j++) {
    const s = (length * f64(j)) / f64(points - 1);
    out[FO_HEADER + j] = s;
    out[FO_HEADER + points + j] = pIn - pc.g * s - rho * G_N * dz * (s / length);
  }
  return out;
}
