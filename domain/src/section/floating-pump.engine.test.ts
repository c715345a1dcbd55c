// The demo's floating section with a pump too small for the laying speed: the stop names the pump's flow with the pusher.
import { createEngine } from '@cla/engine';
import { describe, expect, it } from 'vitest';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import { CATALOGUE, CATALOGUE_CTX } from '../test-support/catalogue.js';
import { DEMO_TEMPLATES } from './demo-project.js';
import { sectionFromTemplate } from './templates.js';

const engine = await createEngine();

/** The demo's floating section (30 m/min, 8 bar, 2000 N pusher, 300 l/min pump) with some settings changed. */
function floating(maxWaterFlow: number, settings: { waterPressure?: number; pushingForce?: number } = {}) {
  const s = sectionFromTemplate(DEMO_TEMPLATES.floating, 'expert', CATALOGUE);
  s.equipment.waterPump = { ...s.equipment.waterPump!, maxWaterFlow };
  Object.assign(s.settings, settings);
  const r = engine.calculate(toSimulationRequest(s, { context: CATALOGUE_CTX }));
  return { r, stop: r.messages.find((m) => m.code === r.limitedBy?.code) };
}

describe('floating: a stop where the pump’s flow caps the water names the pump with the pusher', () => {
  it('a 10 l/min pump: the water flow held at it (W_WATER_FLOW_LIMIT), the pusher stalls and its stop names the pump and its flow', () => {
    const { r, stop } = floating(10);
    expect(r.status).toBe('failed');
    expect(r.limitedBy?.code).toBe('E_PUSHING_FORCE');
    expect(r.messages.some((m) => m.code === 'W_WATER_FLOW_LIMIT')).toBe(true);
    expect(stop!.params.maxWaterFlow).toBeCloseTo(10, 9);
    expect(stop!.message).toMatch(/^The pusher reaches its pushing force of .* The water flow there is capped by the pump’s maximum flow of 10(\.00)? l\/min/);
  });

  it('the pump’s flow not reached (300 l/min, 1 bar, a 500 N pusher): the pusher’s stop alone, no pump in it', () => {
    const { r, stop } = floating(300, { waterPressure: 1, pushingForce: 500 });
    expect(r.limitedBy?.code).toBe('E_PUSHING_FORCE');
    expect(r.messages.some((m) => m.code === 'W_WATER_FLOW_LIMIT')).toBe(false);
    expect(stop!.params).not.toHaveProperty('maxWaterFlow');
    expect(stop!.message).not.toMatch(/pump/);
    // the same section with the 10 l/min pump: its flow caps the water earlier (W_WATER_FLOW_LIMIT) but not at the
    // stop, where the creeping cable needs less; the stop is the big pump's (same place) and names no pump
    const small = floating(10, { waterPressure: 1, pushingForce: 500 });
    expect(small.r.messages.some((m) => m.code === 'W_WATER_FLOW_LIMIT')).toBe(true);
    expect(small.r.limitedBy?.code).toBe('E_PUSHING_FORCE');
    expect(small.r.distance).toBeCloseTo(r.distance, 3);
    expect(small.stop!.params).not.toHaveProperty('maxWaterFlow');
    expect(small.stop!.message).not.toMatch(/pump/);
  });
});
