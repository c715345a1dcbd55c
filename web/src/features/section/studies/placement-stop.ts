// The sentence saying why a pusher or pit placement stops short of the end (too many machines, a limit, a bend, spacing).
import type { PlacementResult } from '@cla/domain';
import type { MessageId } from '../../../lib/intl.tsx';

/**
 * The message saying why a placement stops short of the end, with its values: the cap of machines reached (how
 * many, where the last one stands and where the cable gets from it), a limit exceeded that no machine removes, a
 * bend (or its clearance) where the cable stops with no allowed position before it, or the minimum spacing that
 * cannot be kept.
 * `length` formats m in the reader's units.
 */
export function placementStopMessage(
  result: Pick<PlacementResult, 'positions' | 'reaches' | 'stuckAt' | 'stoppedBy'>,
  length: (m: number | null) => string,
): { id: MessageId; values: Record<string, string | number> } {
  if (result.stoppedBy === 'maxMachines') {
    return { id: 'studies.placement.capped', values: { count: result.positions.length, position: length(result.stuckAt), reach: length(result.reaches.at(-1) ?? null) } };
  }
  if (result.stoppedBy === 'limit') return { id: 'studies.placement.limit', values: { position: length(result.stuckAt) } };
  return { id: result.stoppedBy === 'bend' ? 'studies.placement.stuckBend' : 'studies.placement.stuck', values: { position: length(result.stuckAt) } };
}
