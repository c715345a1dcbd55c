import { describe, expect, it } from 'vitest';
import { cannotStart, forceIsNeeded, type StartOutcome } from './cannot-start.ts';

const limit = (code: string, params: Record<string, number>) => ({ code, level: 'error' as const, params });

describe('a result that cannot start', () => {
  it('takes the engine’s `started` when it is there', () => {
    const water = limit('E_WATER_PRESSURE', { position: 4084, pressure: 12.3 });
    const stuck: StartOutcome = { status: 'failed', started: false, messages: [water] };
    expect(cannotStart(stuck)).toBe(true);
    // the front shuttle's pull is the one the water would have to give
    expect(forceIsNeeded(stuck)).toBe(true);
    expect(cannotStart({ ...stuck, started: true })).toBe(false);
    expect(forceIsNeeded({ ...stuck, started: true })).toBe(false);
    // a success moved, a request never run is "not calculated", not "cannot start"
    expect(cannotStart({ status: 'success', started: true, messages: [] })).toBe(false);
    expect(cannotStart({ status: 'notStarted', started: false, messages: [] })).toBe(false);
  });

  it('a water method stopped at once by a crest or a duct rating: its machine force is a need', () => {
    const crest = limit('E_WATER_CREST', { position: 300, pressure: 5.11, available: 2 });
    const duct = limit('E_DUCT_PRESSURE', { position: 500, pressure: 12.6, maxPressure: 8 });
    for (const m of [crest, duct]) {
      expect(forceIsNeeded({ status: 'failed', started: false, messages: [m] })).toBe(true);
      expect(forceIsNeeded({ status: 'failed', started: true, messages: [m] })).toBe(false);
    }
  });

  it('a winch of 0 N that cannot start: its 0 N is what it gives, not a need', () => {
    const zero: StartOutcome = { status: 'failed', started: false, messages: [limit('E_PULLING_FORCE', { position: 0, force: 0, rating: 0 })] };
    expect(cannotStart(zero)).toBe(true);
    expect(forceIsNeeded(zero)).toBe(false);
  });

  it('a result saved before `started`: a force limit beyond its rating says it, a limit at its rating on the way does not', () => {
    const beyond: StartOutcome = { status: 'failed', messages: [limit('E_PUSHING_FORCE', { position: 0, force: 141.37, rating: 100 })] };
    expect(cannotStart(beyond)).toBe(true);
    expect(forceIsNeeded(beyond)).toBe(true);
    const reached: StartOutcome = { status: 'failed', started: null, messages: [limit('E_PUSHING_FORCE', { position: 312, force: 100, rating: 100 })] };
    expect(cannotStart(reached)).toBe(false);
    // a warning never decides it
    expect(cannotStart({ status: 'failed', messages: [{ ...limit('E_PUSHING_FORCE', { force: 2, rating: 1 }), level: 'warning' }] })).toBe(false);
  });
});
