// Routes and requests of the section benchmark (section.bench.mjs), and the plain-JS light-cable pull it is
// compared with. Deterministic: no random numbers.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const requestsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'requests');

/** A request of fixtures/requests/ by its file name without `.json`. */
export function fixture(name) {
  return JSON.parse(readFileSync(join(requestsDir, `${name}.json`), 'utf8'));
}

/** The typical section: jetting, 25 straights of 76–84 m (slopes −2…2°) and 25 bends of ±30° at R 10 m. */
export const TYPICAL = 'jetting-2km-25-bends-typical-max';

/** The 1000-row pull: 500 straights of 10 m (level) and 500 bends of ±5° at R 10 m. */
export const PULL_ROWS = Array.from({ length: 1000 }, (_, i) =>
  i % 2 === 0 ? { type: 'straight', slope: 0, length: 10 } : { type: 'curve', angle: i % 4 === 1 ? 5 : -5, radius: 10 },
);
export const PULL_MASS = 1; // kg/m
export const PULL_COF = 0.1;

/**
 * The 1000-row pull as a request: a light cable (no stiffness) of 1 kg/m in a smooth duct at COF 0.1, no back
 * tension, limits out of reach so that the whole route is pulled.
 */
export function pull1000Request(findMaxDistance = false) {
  return {
    findMaxDistance,
    data: {
      projectName: 'Pull 1000 rows', layingMethod: 'pull', pushingSpeed: 10, lubricant: 'yes',
      macMaxPullingForce: 1e9, macMaxPushingForce: 0,
      cableOuterDiameter: 12, cableWeight: PULL_MASS, cableStiffness: 0, cableMaxPullingForce: 1e9, lostForce: 0,
      maxDistance: 20_000,
      stretches: [{ id: 's1', type: 'inDuct', outerDiameter: 40, innerDiameter: 33, innerSurface: 'smooth', cof: PULL_COF }],
      trajectory: { altitudeAtStart: 0, initialHeading: 90, rows: PULL_ROWS },
    },
  };
}

const G = 9.81;

/** The length of a row along the route (m): a straight's own, a bend's arc. */
function rowLength(row) {
  return row.type === 'straight' ? row.length : row.radius * ((Math.abs(row.angle) * Math.PI) / 180);
}

/** The tension after a row from `t` before it: μ·w·L plus the slope's share on a straight, the capstan e^{μθ} in a bend. */
function tensionAfter(row, t, mass, mu) {
  if (row.type === 'straight') {
    const alpha = (row.slope * Math.PI) / 180;
    return Math.max(0, t + mass * G * row.length * (mu * Math.cos(alpha) + Math.sin(alpha)));
  }
  return t * Math.exp(mu * ((Math.abs(row.angle) * Math.PI) / 180));
}

/**
 * The same pull in plain JS: μ·w·L on (level) straights, the capstan T_out = T_in·e^{μθ} through bends (the light
 * cable: its weight in the bends is neglected). Answers the tension at the head and the per-segment trace (position
 * and tension at the end of each row).
 */
export function plainPull(rows = PULL_ROWS, mass = PULL_MASS, mu = PULL_COF) {
  const position = new Array(rows.length);
  const tension = new Array(rows.length);
  let s = 0;
  let t = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    s += rowLength(row);
    t = tensionAfter(row, t, mass, mu);
    position[i] = s;
    tension[i] = t;
  }
  return { force: t, trace: { position, tension } };
}

/**
 * The same light-cable pull written the way a public pull calculator presents it: a table with one row object per
 * segment (type, start and end position, tension in and out, sidewall pressure T/R on bends) and the highest tension
 * and sidewall pressure with their rows. The same physics as {@link plainPull} (its force at the end is the same); what
 * it adds is the table an engineer reads. The yardstick of the ratio target (README "Which plain JS"); written lean
 * (the table preallocated, the maxima as plain numbers) so that it flatters us as little as such code can.
 */
export function plainPullTable(rows = PULL_ROWS, mass = PULL_MASS, mu = PULL_COF) {
  const table = new Array(rows.length);
  let s = 0;
  let t = 0;
  let maxTension = 0;
  let maxTensionRow = 0;
  let maxSidewall = 0;
  let maxSidewallRow = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const start = s;
    const tIn = t;
    s += rowLength(row);
    t = tensionAfter(row, t, mass, mu);
    const sidewall = row.type === 'straight' ? 0 : t / row.radius;
    table[i] = { row: i + 1, type: row.type, start, end: s, tensionIn: tIn, tensionOut: t, sidewall };
    if (t > maxTension) {
      maxTension = t;
      maxTensionRow = i + 1;
    }
    if (sidewall > maxSidewall) {
      maxSidewall = sidewall;
      maxSidewallRow = i + 1;
    }
  }
  return {
    force: t,
    table,
    maxTension: { value: maxTension, row: maxTensionRow },
    maxSidewall: { value: maxSidewall, row: maxSidewallRow },
  };
}

/**
 * A jetting route of `n` level-ish straights of 0.15 m (slopes −0.2…0.2°, like a finely surveyed import) on the
 * typical section's cable and duct: it succeeds and its full-resolution profile has a sample per row (a straight
 * under 0.5 m is one piece).
 */
export function longJetting(n = 10_000) {
  const base = fixture(TYPICAL);
  const rows = Array.from({ length: n }, (_, i) => ({ type: 'straight', slope: ((i % 5) - 2) * 0.1, length: 0.15 }));
  return { ...base, findMaxDistance: false, data: { ...base.data, trajectory: { ...base.data.trajectory, rows } } };
}
