import { DEFAULT_PRECISION, toDisplay, unitOf, type UnitCategory, type UnitSystem } from '@cla/domain';
import { useCallback } from 'react';
import { useIntl } from './intl.tsx';
import { useUnitSystem } from './session.tsx';

/**
 * Formats base-unit values for reading in the user's unit system: converted by @cla/domain's tables,
 * written with the locale's digits and separators, `precision` decimals (2 by default), then the unit
 * symbol. Returns '' for a missing or non-finite value, so that NaN never reaches a screen.
 */
export function useFormatQuantity(
  system?: UnitSystem,
): (value: number | null | undefined, category: UnitCategory, precision?: number) => string {
  const intl = useIntl();
  const userSystem = useUnitSystem();
  const chosen = system ?? userSystem;
  return useCallback(
    (value, category, precision = DEFAULT_PRECISION) => {
      if (value === null || value === undefined || !Number.isFinite(value)) return '';
      const shown = toDisplay(value, category, chosen);
      const text = intl.formatNumber(Object.is(shown, -0) ? 0 : shown, {
        minimumFractionDigits: precision,
        maximumFractionDigits: precision,
      });
      return `${text} ${unitOf(chosen, category).unit}`;
    },
    [intl, chosen],
  );
}
