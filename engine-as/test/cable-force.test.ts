// The profile's force is the force in the cables themselves (tension positive). With a fluid in the duct the model
// integrates the effective force F = T + p·n·A_c (docs/physics.md#string-force); the door answers T = F − p·n·A_c, so
// that the peak of the curve, the cable's ratings and the pusher's compression read the same force.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CalculateRequest, type Engine } from '@cla/engine';

const fixture = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'requests', `${name}.json`), 'utf8')) as CalculateRequest;
const floating = fixture('floating-5km-20-bends-max');
const cases: [string, CalculateRequest][] = [
  ['jetting, typical section', fixture('jetting-2km-25-bends-typical-max')],
  ['jetting, 3 km with back tension', fixture('jetting-3km-10-bends-max')],
  ['floating', floating],
  ['floating, sonic head', { ...floating, data: { ...floating.data, cableEnd: 'sonic' } }],
  ['waterpushpull', { ...floating, data: { ...floating.data, layingMethod: 'waterpushpull' } }],
];

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

describe('the cable force of the fluid methods', () => {
  it.each(cases)('%s: at the entry the cable carries the pusher force less the back tension, at a pig or shuttle its true tension', (_name, request) => {
    const r = engine.calculate({ ...request, findMaxDistance: false, fullResolution: true });
    expect(r.profile.position[0]).toBe(0);
    const pusher = r.progress.pushingForce.at(-1)!;
    const lost = request.data.lostForce ?? 0;
    expect(Math.abs(r.profile.force[0]! + (pusher - lost))).toBeLessThanOrEqual(1e-9 * Math.max(pusher, 1));
    // the pressure at the entry is where the difference to the effective force comes from
    expect(r.profile.pressure[0]).toBeGreaterThan(0);
    const head = r.messages.find((m) => m.code === 'I_HEAD_FORCE');
    if (head) {
      const tension = head.params.tension as number;
      const atHead = r.profile.position.flatMap((s, i) => (Math.abs(s - r.distance) < 1e-9 ? [r.profile.force[i]!] : []));
      expect(atHead.some((f) => Math.abs(f - tension) <= 1e-9 * Math.max(Math.abs(tension), 1))).toBe(true);
    }
  });

});
