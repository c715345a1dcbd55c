// The friction each stretch is actually computed with: the entered COF times the Equipment tab's lubricant factor.
import type { SectionData } from '../section/types.js';
import { ENGINE_ASSUMPTIONS } from './assumptions.js';

/** The friction one stretch was computed with (docs/physics.md#friction). */
export interface EffectiveCof {
  /** index of the stretch in `stretches.rows` */
  index: number;
  /** the stretch's name, or `#n` */
  subject: string;
  /** the COF entered on the Stretches tab (the lubricated dynamic one), null when empty */
  entered: number | null;
  /** what the lubricant setting multiplies it by: 1.75 without lubricant, 0.85 with a lubricator, 1 lubricated or on rollers */
  factor: number;
  /** entered × factor: the coefficient the engine slides the cable with, null when nothing was entered */
  effective: number | null;
  /** a stretch on rollers: its COF is the rollers' own, which no lubricant changes */
  onRollers: boolean;
}

/**
 * The coefficient of friction the engine takes for each stretch: the entered (lubricated) COF times the lubricant
 * factor of the Equipment tab (none × 1.75, lubricator × 0.85, lubricated × 1; a stretch on rollers keeps its own),
 * as engine-as/assembly/physics/load.ts buildLoad does. Several cables side by side add the weight correction w_c on
 * top (docs/physics.md#several-cables), which is a property of the bundle, not of the friction pair.
 */
export function effectiveCofs(data: SectionData): EffectiveCof[] {
  const lubricant = data.equipment.lubricant ?? 'yes';
  const lubricantFactor = ENGINE_ASSUMPTIONS.lubricantFactor[lubricant] ?? 1;
  return data.stretches.rows.map((s, index) => {
    const onRollers = s.type === 'onRollers';
    const factor = onRollers ? 1 : lubricantFactor;
    const entered = typeof s.cof === 'number' && Number.isFinite(s.cof) ? s.cof : null;
    return { index, subject: s.stretchName || `#${index + 1}`, entered, factor, effective: entered === null ? null : entered * factor, onRollers };
  });
}
