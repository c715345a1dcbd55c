/** Valid sections and contexts for the tests (not exported from the package). */
import type { LayingMethod } from '@cla/engine';
import type { SectionContext } from '../context.js';
import { needsEquipment } from '../rules/laying-methods.js';
import { newSection } from '../section/defaults.js';
import type { SectionData } from '../section/types.js';
import type { ValidationIssue } from '../validation/issue.js';

export const PUSHER = {
  id: 'pusher-1',
  name: 'Pusher 1',
  maxPushingForce: 1000,
  maxPushingSpeed: 80,
  cableDiameterRange: { min: 5, max: 30 },
  ductDiameterRange: { min: 20, max: 63 },
  maxAirPressure: 15,
  maxWaterPressure: 16,
};
export const WINCH = { id: 'winch-1', name: 'Winch 1', maxPullingForce: 5000, maxPullingSpeed: 30 };

export const CTX: SectionContext = { machines: { [PUSHER.id]: PUSHER, [WINCH.id]: WINCH } };

/** A valid section for `method`: a 10 mm fibre cable in a 40/33 duct, 1 km of route, all equipment chosen. */
export function validSection(method: LayingMethod = 'push'): SectionData {
  const s = newSection({ allowedLayingMethods: [method] });
  s.general.sectionName = 'Main street';
  if (needsEquipment(method, 'pushingMachine')) s.equipment.pushingMachine = PUSHER.id;
  if (needsEquipment(method, 'pullingMachine')) s.equipment.pullingMachine = WINCH.id;
  s.equipment.compressor = { name: 'C1', maxAirFlow: 3000, maxAirPressure: 12 };
  s.equipment.waterPump = { name: 'P1', maxWaterFlow: 500, maxWaterPressure: 10 };
  s.cable = {
    ...s.cable,
    industry: 'telecom',
    type: 'fiber',
    name: 'F96',
    outerDiameter: 10,
    maxPullingForce: 1500,
    maxRadialForce: 500,
    cableLength: 2000,
    count: 1,
    residentCount: 0,
  };
  const st = s.stretches.rows[0]!;
  Object.assign(st, { id: 's1', stretchName: '40/33', outerDiameter: 40, innerDiameter: 33, innerSurface: 'smooth', cof: 0.1, prefilled: false });
  s.trajectory.rows = [
    { key: 'r1', type: 'straight', slope: 0, length: 500 },
    { key: 'r2', type: 'curve', angle: 90, radius: 20 },
    { key: 'r3', type: 'straight', slope: 1, length: 500 },
  ];
  return s;
}

export const keysOf = (issues: ValidationIssue[]): string[] => issues.map((i) => i.key);

import { expect } from 'vitest';
import { validateSection } from '../validation/validate-section.js';
import type { IssueParams } from '../validation/issue.js';

/** Asserts that validating `data` gives `key` (at `path`, with `params` when given); returns the issue. */
export function expectIssue(
  data: SectionData,
  key: string,
  path?: string,
  params?: IssueParams,
  ctx: SectionContext = CTX,
): ValidationIssue {
  const issues = validateSection(data, ctx);
  const hit = issues.find((i) => i.key === key && (path === undefined || i.path === path));
  expect(hit, `${key} at ${path ?? '*'}; got ${JSON.stringify(issues.map((i) => `${i.key}@${i.path}`))}`).toBeDefined();
  if (params) expect(hit!.params).toMatchObject(params);
  return hit!;
}

/** Asserts that validating `data` does not give `key`. */
export function expectNoIssue(data: SectionData, key: string, ctx: SectionContext = CTX): void {
  expect(keysOf(validateSection(data, ctx))).not.toContain(key);
}
