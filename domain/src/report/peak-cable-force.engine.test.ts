// The peak cable force with the real engine on the demo project: the installation's earlier states count, not only
// the final profile.
import { createEngine } from '@cla/engine';
import { describe, expect, it } from 'vitest';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import { demoProjectSections } from '../section/demo-project.js';
import { CATALOGUE, CATALOGUE_CTX } from '../test-support/catalogue.js';
import { peakCableForce } from './peak-cable-force.js';

const engine = await createEngine();
const demo = (method: string) => {
  const data = demoProjectSections(CATALOGUE).find((s) => s.general.layingMethod === method)!;
  return engine.calculate(toSimulationRequest(data, { context: CATALOGUE_CTX, findMaxDistance: true }));
};
const maxAbs = (values: number[]) => Math.max(...values.map(Math.abs));

describe('the peak cable force', () => {
  it('floating: the pusher pushed harder at the start (≈141 N) than the final profile’s peak (≈30 N; 5 N at the pusher)', () => {
    const response = demo('floating');
    const final = maxAbs(response.profile.force);
    expect(final).toBeGreaterThanOrEqual(Math.abs(response.forceAtEnd));
    const pusher = maxAbs(response.progress.pushingForce);
    expect(pusher).toBeGreaterThan(final * 1.3);
    expect(peakCableForce('floating', response)).toBe(pusher);
  });

  it('pull: the winch at the end is the peak; push-pull takes the larger of the pusher and the winch', () => {
    const pull = demo('pull');
    expect(peakCableForce('pull', pull)).toBeCloseTo(pull.forceAtEnd, 9);
    const pushpull = demo('pushpull');
    expect(peakCableForce('pushpull', pushpull)).toBe(Math.max(maxAbs(pushpull.profile.force), maxAbs(pushpull.progress.pushingForce), maxAbs(pushpull.progress.pullingForce)));
  });

  it("leaves out effective forces: the free-floating pigs' and water push-pull's head pull", () => {
    const free = demo('freefloating');
    expect(peakCableForce('freefloating', free)).toBe(maxAbs(free.profile.force));
    const response = {
      profile: { position: [0, 1], force: [-100, 50], radialForce: [], pressure: [], altitude: [] },
      progress: { length: [0, 1], pushingForce: [-300, 80], pullingForce: [0, 900], speed: [], time: [] },
    };
    // the pusher holding back 300 N counts; the pig's 900 N effective pull does not
    expect(peakCableForce('waterpushpull', response)).toBe(300);
    expect(peakCableForce('pull', { ...response, progress: { ...response.progress, pullingForce: [Number.NaN, 900] } })).toBe(900);
    expect(peakCableForce('push', { profile: { ...response.profile, force: [] }, progress: { ...response.progress, pushingForce: [] } })).toBeNull();
  });
});
