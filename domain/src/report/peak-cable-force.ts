/**
 * The peak cable force of a result: the largest force, tension or compression, the cable carries at any time of
 * the installation. The engine's `profile` is the route at the final state only; the installation's earlier
 * states are in `progress`, at the machines: the pusher's force is the cable's at the entry (the engine checks the
 * cable's max pushing force against it), and a winch's (pull, push-pull) the cable's at the pulling eye. A head's
 * pull (jetting's shuttle, floating's sonic head, water push-pull's pig) and the free-floating pigs' forces are
 * effective forces, above the cable's true tension by the pressure on its section (docs/simulation-api.md#response):
 * they are left out, the final profile gives the cable's own force there.
 */
import type { CalculateResponse, LayingMethod } from '@cla/engine';
import { isWaterMethod, needsEquipment } from '../rules/laying-methods.js';

function maxAbs(values: readonly number[] | undefined, peak: number | null): number | null {
  for (const value of values ?? []) if (Number.isFinite(value) && (peak === null || Math.abs(value) > peak)) peak = Math.abs(value);
  return peak;
}

/** N, the largest absolute cable force of the installation under `method`; null without a finite value. */
export function peakCableForce(method: LayingMethod | null | undefined, response: Pick<CalculateResponse, 'profile' | 'progress'>): number | null {
  let peak = maxAbs(response.profile?.force, null);
  if (needsEquipment(method, 'pushingMachine')) peak = maxAbs(response.progress?.pushingForce, peak);
  if (needsEquipment(method, 'pullingMachine') && !isWaterMethod(method)) peak = maxAbs(response.progress?.pullingForce, peak);
  return peak;
}
