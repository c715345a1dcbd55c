import {
  LAYING_METHODS,
  type CalculateResponse,
  type SimulationMessage,
} from './contract.js';
import { BEND_SIZE, MSG_SIZE, OUT, STATUSES } from './layout.js';
import { ENGINE_MESSAGES, formatMessage, invalidParams } from './messages.js';
import type { RequestIssue } from './request.js';
import { BAR, DEG, L_PER_MIN, MIN, MM } from './units.js';

/** The response of a request refused at the door (docs/simulation-api.md: notStarted, distance 0). */
export function notStartedResponse(messages: SimulationMessage[]): CalculateResponse {
  return {
    status: 'notStarted',
    distance: 0,
    duration: 0,
    forceAtEnd: 0,
    maxDistance: 0,
    waterFlow: 0,
    waterQuantity: 0,
    airFlow: 0,
    limitedBy: null,
    messages,
    progress: { length: [], pushingForce: [], pullingForce: [], speed: [], time: [] },
    profile: { position: [], force: [], radialForce: [], pressure: [], altitude: [] },
    bends: [],
    checks: { fillRatio: 0, jamRatio: null, clearance: 0, bundleDiameter: 0 },
  };
}

export function issuesResponse(issues: RequestIssue[]): CalculateResponse {
  return notStartedResponse(issues.map((i) => invalidParams(i.field, i.rule)));
}

/** A finite number or 0: no NaN or Infinity leaves the door. */
function finite(v: number | undefined): number {
  return v !== undefined && Number.isFinite(v) ? v : 0;
}

function decodeMessage(code: number, p: number[]): SimulationMessage {
  const def = ENGINE_MESSAGES[code];
  if (!def) {
    return formatMessage('E_ENGINE', 'error', 'Engine error', 'Unknown engine message {code}.', { code });
  }
  const params: Record<string, string | number> = {};
  def.params.forEach((name, i) => {
    params[name] = name === 'method' ? (LAYING_METHODS[p[i] ?? -1] ?? String(p[i])) : finite(p[i]) * (def.scale?.[i] ?? 1);
  });
  return formatMessage(def.code, def.level, def.title, def.text, params);
}

/** Reads the wasm output buffer (SI) into the response (base units). */
export function decodeResponse(out: Float64Array): CalculateResponse {
  const h = (i: number) => finite(out[i]);
  const nMsg = h(OUT.MESSAGE_COUNT);
  const nProg = h(OUT.PROGRESS_COUNT);
  const nProf = h(OUT.PROFILE_COUNT);
  const nBend = h(OUT.BEND_COUNT);
  let k = OUT.HEADER;
  const take = (n: number, scale = 1): number[] => {
    const a = Array.from(out.subarray(k, k + n), (v) => finite(v) * scale);
    k += n;
    return a;
  };
  const messages: SimulationMessage[] = [];
  for (let i = 0; i < nMsg; i++) {
    const rec = take(MSG_SIZE);
    messages.push(decodeMessage(rec[0] ?? 0, rec.slice(1)));
  }
  const progress = {
    length: take(nProg),
    pushingForce: take(nProg),
    pullingForce: take(nProg),
    speed: take(nProg, MIN),
    time: take(nProg, 1 / MIN),
  };
  const profile = {
    position: take(nProf),
    force: take(nProf),
    radialForce: take(nProf),
    pressure: take(nProf, 1 / BAR),
    altitude: take(nProf),
  };
  const bends = [];
  for (let i = 0; i < nBend; i++) {
    const b = take(BEND_SIZE);
    bends.push({
      row: b[0] ?? 0,
      position: b[1] ?? 0,
      totalAngle: (b[2] ?? 0) / DEG,
      radius: b[3] ?? 0,
      forceIn: b[4] ?? 0,
      forceOut: b[5] ?? 0,
      radialForce: b[6] ?? 0,
    });
  }
  const limitCode = h(OUT.LIMIT_CODE);
  const jam = out[OUT.JAM_RATIO] ?? -1;
  const distance = h(OUT.DISTANCE);
  return {
    status: STATUSES[h(OUT.STATUS)] ?? 'failed',
    distance,
    duration: h(OUT.DURATION) / MIN,
    forceAtEnd: h(OUT.FORCE_AT_END),
    maxDistance: h(OUT.MAX_DISTANCE),
    waterFlow: h(OUT.WATER_FLOW) / L_PER_MIN,
    waterQuantity: h(OUT.WATER_QUANTITY),
    airFlow: h(OUT.AIR_FLOW) / L_PER_MIN,
    limitedBy:
      limitCode > 0
        ? { code: ENGINE_MESSAGES[limitCode]?.code ?? 'E_ENGINE', position: h(OUT.LIMIT_POSITION) }
        : null,
    messages,
    progress,
    profile,
    bends,
    checks: {
      fillRatio: h(OUT.FILL_RATIO) * 100,
      jamRatio: Number.isFinite(jam) && jam > 0 ? jam : null,
      clearance: h(OUT.CLEARANCE) / MM,
      bundleDiameter: h(OUT.BUNDLE_DIAMETER) / MM,
    },
  };
}
