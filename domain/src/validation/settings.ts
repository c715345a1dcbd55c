/** Settings group (docs/product.md#validation "Settings"). */
import { type LimitedSetting } from '../auto-values/settings-limits.js';
import type { ValidationInput } from './input.js';
import { IssueList, type ValidationIssue, numberOf } from './issue.js';

/** xend warns from this share of the total trajectory length (and errors at 1.0) (docs/product.md#defaults-and-limits). */
export const XEND_WARNING_RATIO = 0.9;

export const SETTINGS_LIMITS = {
  /** m: the farthest max-distance search the engine accepts (its MAX_SEARCH_DISTANCE; a test holds them equal) */
  maxDistance: 1_000_000,
} as const;

export function validateSettings(input: ValidationInput): ValidationIssue[] {
  const { data, shown, auto, geometry } = input;
  const out = new IssueList();
  const st = data.settings;
  const limited: { field: LimitedSetting; shown: boolean; positive: boolean }[] = [
    { field: 'layingSpeed', shown: true, positive: true },
    { field: 'pushingForce', shown: shown['settings.pushingForce'], positive: false },
    { field: 'pullingForce', shown: shown['settings.pullingForce'], positive: false },
    { field: 'airPressure', shown: shown['settings.airPressure'], positive: false },
    { field: 'waterPressure', shown: shown['settings.waterPressure'], positive: false },
  ];
  for (const { field, shown: isShown, positive } of limited) {
    if (!isShown) continue;
    const a = auto[`settings.${field}`];
    const v = a?.value;
    if (v === undefined) continue;
    const path = `settings.${field}`;
    if (v < 0) out.add(`section.settings.${field}.error.notNegative`, path);
    else if (positive && v === 0) out.add('section.settings.layingSpeed.error.greaterThanZero', path);
    const limit = a?.limit;
    if (limit && v > limit.value) {
      out.add(`section.settings.${field}.warning.aboveLimit`, path, { limit: limit.value, mac: limit.name ?? limit.source });
    }
  }
  if (shown['settings.pullingForce']) {
    const v = auto['settings.pullingForce']?.value;
    const cableLimit = numberOf(data.cable.maxPullingForce);
    const count = numberOf(data.cable.count) ?? 1;
    if (v !== undefined && cableLimit !== undefined && count > 1 && v > cableLimit && v <= cableLimit * count) {
      out.add('section.settings.pullingForce.warning.multipleCables', 'settings.pullingForce', { cableLimit, count });
    }
  }
  if (shown['settings.waterDensity']) {
    const v = auto['settings.waterDensity']?.value;
    if (v !== undefined && v < 0) out.add('section.settings.waterDensity.error.notNegative', 'settings.waterDensity');
    else if (v === 0) out.add('section.settings.waterDensity.error.greaterThanZero', 'settings.waterDensity');
  }
  const lost = numberOf(st.lostForce);
  if (lost !== undefined && lost < 0) out.add('section.settings.lostForce.error.notNegative', 'settings.lostForce');

  const xlaunch = numberOf(st.xlaunch);
  const xend = numberOf(st.xend);
  if (xlaunch !== undefined && xlaunch < 0) out.add('section.settings.xlaunch.error.notNegative', 'settings.xlaunch');
  if (xend !== undefined && xend < 0) out.add('section.settings.xend.error.notNegative', 'settings.xend');
  // the length rules need a trajectory; an empty one is reported by the trajectory group
  if (data.trajectory.rows.length > 0) {
    const total = geometry.totalLength;
    const totalLength = Math.round(total * 1e6) / 1e6;
    if (!((xlaunch ?? 0) + (xend ?? 0) < total)) {
      out.add('section.settings.xlaunch.error.sumExceedsLength', 'settings.xlaunch', { totalLength });
    }
    if (xend !== undefined && xend >= total) {
      out.add('section.settings.xend.error.exceedsLength', 'settings.xend', { totalLength });
    } else if (xend !== undefined && xend >= XEND_WARNING_RATIO * total) {
      out.add('section.settings.xend.warning.nearLength', 'settings.xend', { totalLength, ratio: XEND_WARNING_RATIO });
    }
  }
  if (shown['settings.xRearPig']) {
    const v = numberOf(st.xRearPig);
    if (v === undefined) out.add('section.settings.xRearPig.error.required', 'settings.xRearPig');
    else if (v < 0) out.add('section.settings.xRearPig.error.notNegative', 'settings.xRearPig');
  }
  const maxDistance = numberOf(st.maxDistance);
  if (maxDistance === undefined) out.add('section.settings.maxDistance.error.required', 'settings.maxDistance');
  else if (!(maxDistance > 0)) out.add('section.settings.maxDistance.error.greaterThanZero', 'settings.maxDistance');
  else if (maxDistance > SETTINGS_LIMITS.maxDistance) {
    out.add('section.settings.maxDistance.error.atMost', 'settings.maxDistance', { max: SETTINGS_LIMITS.maxDistance });
  }
  if (st.calculateBackward === undefined || st.calculateBackward === null) {
    out.add('section.settings.calculateBackward.error.required', 'settings.calculateBackward');
  }
  if (st.showRadialForce === undefined || st.showRadialForce === null) {
    out.add('section.settings.showRadialForce.error.required', 'settings.showRadialForce');
  }
  return out.items;
}
