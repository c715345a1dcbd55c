/**
 * The other way of to-simulation-request.ts: the section field an engine refusal is about. The engine names the
 * field of its request (`data.cableWeight`, `data.stretches[2].cof`, `data.trajectory.rows[3].radius`) and the
 * rule broken (`greaterThanZero`, `atMost:1`); the editor names the field of the section it came from, so the
 * refusal reads like its own validation issues ("Coefficient of friction of row 3 (Stretches tab): …").
 */

/** The section field of each header field of a request (`data.{name}`), as toSimulationRequest fills it. */
const HEADER_FIELDS: Readonly<Record<string, string>> = {
  projectName: 'general.sectionName',
  layingMethod: 'general.layingMethod',
  simpleMode: 'general.displayMode',
  lubricant: 'equipment.lubricant',
  cableEnd: 'equipment.cableEnd',
  macMaxAirFlow: 'equipment.compressor.maxAirFlow',
  macMaxAirPressure: 'equipment.compressor.maxAirPressure',
  macMaxWaterFlow: 'equipment.waterPump.maxWaterFlow',
  macMaxWaterPressure: 'equipment.waterPump.maxWaterPressure',
  macMaxPushingSpeed: 'equipment.pushingMachine',
  macMaxPullingSpeed: 'equipment.pullingMachine',
  cableType: 'cable.type',
  cableOuterDiameter: 'cable.outerDiameter',
  cableInnerDiameter: 'cable.innerDiameter',
  cableWeight: 'cable.weight',
  cableStiffness: 'cable.stiffness',
  cableMaxPullingForce: 'cable.maxPullingForce',
  cableMaxPushingForce: 'cable.maxPushingForce',
  cableMaxRadialForce: 'cable.maxRadialForce',
  cableMinBendingRadius: 'cable.minBendingRadius',
  cableLength: 'cable.cableLength',
  cableCount: 'cable.count',
  twistedBundle: 'cable.twisted',
  residentCount: 'cable.residentCount',
  resident1Diameter: 'cable.resident1Diameter',
  resident2Diameter: 'cable.resident2Diameter',
  pushingSpeed: 'settings.layingSpeed',
  macMaxPushingForce: 'settings.pushingForce',
  macMaxPullingForce: 'settings.pullingForce',
  macMaxPushingForceSource: 'settings.pushingForce',
  macMaxPullingForceSource: 'settings.pullingForce',
  airPressure: 'settings.airPressure',
  waterPressure: 'settings.waterPressure',
  waterInDensity: 'settings.waterDensity',
  lostForce: 'settings.lostForce',
  xlaunch: 'settings.xlaunch',
  xend: 'settings.xend',
  xRearPig: 'settings.xRearPig',
  maxDistance: 'settings.maxDistance',
  calculateBackward: 'settings.calculateBackward',
  stretches: 'stretches.rows',
  trajectory: 'trajectory.rows',
};

const STRETCH = /^data\.stretches\[(\d+)\](?:\.(\w+))?$/;
const ROW = /^data\.trajectory\.rows\[(\d+)\](?:\.(\w+))?$/;
const TRAJECTORY = /^data\.trajectory(?:\.(\w+))?$/;
const HEADER = /^data\.(\w+)$/;

/**
 * The section path of a request field the engine names (`data.stretches[0].cof` → `stretches.rows.0.cof`), or
 * null for a field no section input gives (`request`, `data`, `fullResolution`): only a hand-made request has those.
 * Rows and stretches keep their index: the request lists them in the section's order.
 */
export function sectionPathOfRequestField(field: string): string | null {
  const stretch = STRETCH.exec(field);
  if (stretch) return stretch[2] ? `stretches.rows.${stretch[1]}.${stretch[2]}` : `stretches.rows.${stretch[1]}`;
  const row = ROW.exec(field);
  if (row) return row[2] ? `trajectory.rows.${row[1]}.${row[2]}` : `trajectory.rows.${row[1]}`;
  const trajectory = TRAJECTORY.exec(field);
  if (trajectory) return trajectory[1] === 'rows' || !trajectory[1] ? 'trajectory.rows' : `trajectory.${trajectory[1]}`;
  const header = HEADER.exec(field);
  return header && Object.hasOwn(HEADER_FIELDS, header[1]!) ? HEADER_FIELDS[header[1]!]! : null;
}

/** A rule of an engine refusal: its name and, for `atMost:1000000` and the like, its number (in the field's base unit). */
export interface RequestRule {
  name: string;
  value?: number;
}

/** `atMost:1000000` → `{ name: 'atMost', value: 1000000 }`; `required` → `{ name: 'required' }`. */
export function parseRequestRule(rule: string): RequestRule {
  const at = rule.indexOf(':');
  if (at < 0) return { name: rule };
  const value = Number(rule.slice(at + 1));
  return Number.isFinite(value) ? { name: rule.slice(0, at), value } : { name: rule };
}
