// `forceAtEndSubject` names whose force the engine's `forceAtEnd` is; the engine's progress curves say it too:
// the last point of the winch's (or the front shuttle's) pulling force, or of the pusher's force.
import { createEngine } from '@cla/engine';
import { describe, expect, it } from 'vitest';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import { CTX, validSection } from '../test-support/fixtures.js';
import { METHODS, forceAtEndSubject } from './laying-methods.js';

const engine = await createEngine();

describe('forceAtEndSubject', () => {
  it.each(METHODS)('%s: forceAtEnd is the last point of the named machine’s progress curve', (method) => {
    const s = validSection(method);
    if (method === 'freefloating') s.cable.cableLength = 50;
    const r = engine.calculate(toSimulationRequest(s, { context: CTX }));
    expect(r.status).not.toBe('notStarted');
    const curve = forceAtEndSubject(method) === 'pusher' ? r.progress.pushingForce : r.progress.pullingForce;
    expect(r.forceAtEnd).toBeCloseTo(curve.at(-1)!, 6);
  });
});
