import { describe, expect, it } from 'vitest';
import { METHODS } from '../rules/laying-methods.js';
import { progressForces } from './progress-forces.js';

describe('the forces of the progress', () => {
  it('are a pusher and a winch only for the mechanical methods; heads and pigs are named as such', () => {
    expect(Object.fromEntries(METHODS.map((m) => [m, progressForces(m)]))).toEqual({
      push: { pushing: 'pusher', pulling: 'winch', machines: true, along: 'installed' },
      pull: { pushing: 'pusher', pulling: 'winch', machines: true, along: 'installed' },
      pushpull: { pushing: 'pusher', pulling: 'winch', machines: true, along: 'installed' },
      jetting: { pushing: 'pusher', pulling: 'head', machines: false, along: 'installed' },
      floating: { pushing: 'pusher', pulling: 'head', machines: false, along: 'installed' },
      waterpushpull: { pushing: 'pusher', pulling: 'head', machines: false, along: 'installed' },
      // no machine at all: the rear pig pushes the cable's tail, the front shuttle pulls its head; the whole cable is
      // in the duct from the start, so the curves run against the front shuttle's distance, not an installed length
      freefloating: { pushing: 'rearPig', pulling: 'frontShuttle', machines: false, along: 'frontShuttle' },
    });
    expect(progressForces(null).machines).toBe(true);
  });
});
