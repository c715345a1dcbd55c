// What ended a max distance searched apart from the reach (jetting, the water methods): the first length a little
// beyond it that fails, and the limit it breaks there.

import { MaxLimit } from '../march/finish';
import { Marcher } from '../march/march';
import { NO_SAMPLES } from '../physics/samples';
import { Jet, SCAN_POINTS } from './jet';
import { Water } from './water-eval';

/**
 * m, the steps beyond the max distance tried in turn: the searches locate it to 1 µm (water), 1 mm (jetting's
 * LOCAL_TOLERANCE) or 0.1 m (jetting's fallback bisection) on the safe side, so the first step past their tolerance
 * fails.
 */
const WATER_STEPS: StaticArray<f64> = [2e-6, 1e-3, 0.01, 0.1, 1, 10];
const JET_STEPS: StaticArray<f64> = [2e-3, 0.01, 0.1, 0.2, 1, 10];

/**
 * Jetting: the limit broken by the first duct a step beyond `maxReach` (the route continued straight, ending `xend`
 * beyond the head) and the head position where it bites (the scan position found past its limit; first, when the
 * max distance was lowered for a peak between them, `peakAt`, that peak's fraction of the run). Code 0 when no step up
 * to `end` fails (the search reached its cap).
 */
export function jettingMaxLimit(jet: Jet, maxReach: f64, end: f64, xend: f64, peakAt: f64 = NaN): MaxLimit {
  const found = new MaxLimit();
  for (let k = 0; k < JET_STEPS.length; k++) {
    const h = Math.min(maxReach + JET_STEPS[k], end);
    if (h <= maxReach) break;
    if (!isNaN(peakAt)) {
      // the max distance was lowered for a peak between the scan positions: that head position first
      const head = jet.start + (h - jet.start) * peakAt;
      jet.evaluate(head, h + xend, NO_SAMPLES);
      if (jet.excess() > 0) {
        const broken = jet.brokenLimit();
        found.code = broken.code;
        found.holding = broken == jet.holdLimit;
        found.position = head;
        break;
      }
    }
    // the last but one scan position first: where the limit bites in practice (jetting-search.ts)
    const i = jet.failingAt(h, h + xend, SCAN_POINTS - 1);
    if (i > 0) {
      // failingAt stops at the evaluation past its limit: the jet's state is that one
      const broken = jet.brokenLimit();
      found.code = broken.code;
      found.holding = broken == jet.holdLimit;
      found.position = jet.start + ((h - jet.start) * f64(i)) / f64(SCAN_POINTS);
      break;
    }
  }
  return found;
}

/**
 * Water methods: the limit broken by the end state a step beyond `maxReach` (the duct ending `xend` beyond the head,
 * evaluated by `m`: `w` at the speed set on it, or its regulated state), where the head is. Code 0 when no step up
 * to `end` fails.
 */
export function waterMaxLimit(w: Water, m: Marcher, maxReach: f64, end: f64, xend: f64): MaxLimit {
  const found = new MaxLimit();
  const value = new Float64Array(1);
  for (let k = 0; k < WATER_STEPS.length; k++) {
    const h = Math.min(maxReach + WATER_STEPS[k], end);
    if (h <= maxReach) break;
    m.evaluate(h, h + xend, NO_SAMPLES);
    if (m.excess() > 0) {
      const broken = w.brokenLimit(value);
      found.code = broken.code;
      found.holding = broken == w.holdLimit;
      found.position = h;
      break;
    }
  }
  return found;
}
