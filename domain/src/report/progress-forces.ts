/**
 * What the engine's `progress.pushingForce` and `progress.pullingForce` are under each laying method
 * (engine-as/README.md): the pusher and the winch for the mechanical methods; for jetting, floating and water
 * push-pull the second is the cable head's pull (a shuttle, sonic head or pig driven by the fluid, not a machine);
 * for free-floating they are the rear pig's push and the front shuttle's pull (there is no machine at all).
 * The results' charts and the report name each series after it.
 */
import type { LayingMethod } from '@cla/engine';
import { isAirMethod, isWaterMethod } from '../rules/laying-methods.js';

export type ProgressForce = 'pusher' | 'winch' | 'head' | 'rearPig' | 'frontShuttle';

export interface ProgressForces {
  pushing: Extract<ProgressForce, 'pusher' | 'rearPig'>;
  pulling: Extract<ProgressForce, 'winch' | 'head' | 'frontShuttle'>;
  /** both are machines (a pusher and a winch) */
  machines: boolean;
  /**
   * what the progress curves' x is: the installed length, or (freefloating, whose whole cable is in the duct from
   * the start) the front shuttle's distance from the launch point
   */
  along: 'installed' | 'frontShuttle';
}

/** The forces the progress of `method` carries (a method not yet chosen reads as a mechanical one). */
export function progressForces(method: LayingMethod | null | undefined): ProgressForces {
  if (method === 'freefloating') return { pushing: 'rearPig', pulling: 'frontShuttle', machines: false, along: 'frontShuttle' };
  if (isAirMethod(method) || isWaterMethod(method)) return { pushing: 'pusher', pulling: 'head', machines: false, along: 'installed' };
  return { pushing: 'pusher', pulling: 'winch', machines: true, along: 'installed' };
}
