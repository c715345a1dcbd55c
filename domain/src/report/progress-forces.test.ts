import { describe, expect, it } from 'vitest';
import { METHODS } from '../rules/laying-methods.js';
import { progressForces } from './progress-forces.js';

describe('the forces of the progress', () => {
  it('are a pusher and a winch only for the mechanical methods; heads and pigs are named as such', () => {
    expect(Object.fromEntries(METHODS.map((m) => [m, progressForces(m)]))).toEqual({
      push: { pushing: 'pusher', pulling: 'winch', machines: true },
      pull: { pushing: 'pusher', pulling: 'winch', machines: true },
      pushpull: { pushing: 'pusher', pulling: 'winch', machines: true },
      jetting: { pushing: 'pusher', pulling: 'head', machines: false },
      floating: { pushing: 'pusher', pulling: 'head', machines: false },
      waterpushpull: { pushing: 'pusher', pulling: 'head', machines: false },
      // no machine at all: the rear pig pushes the cable's tail, the front shuttle pulls its head
      freefloating: { pushing: 'rearPig', pulling: 'frontShuttle', machines: false },
    });
    expect(progressForces(null).machines).toBe(true);
  });
});
