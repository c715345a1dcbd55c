// Turns a validation problem into the sentence shown under a field, its numbers in the user's units and language.
import { LIMIT_SOURCE_KEYS, unitCategoryOf, type MessageKey, type ValidationIssue } from '@cla/domain';
import { useCallback } from 'react';
import { useDomainMessages, useIntl } from '../../lib/intl.tsx';
import { useFormatQuantity } from '../../lib/units.ts';

/** Params that are not quantities: shown as they come. */
const PLAIN_PARAMS = new Set(['count', 'method', 'allowed', 'type', 'industry', 'mac', 'row', 'index', 'rows']);
/** Dimensionless params (a factor, a ratio): numbers in the user's language, never with the field's unit ("1.1 ×", not "1.10 mm ×"). */
const RATIO_PARAMS = new Set(['factor', 'ratio']);

/**
 * The translated sentence of a validation issue, its numbers in the user's units: a param named like a field
 * of the issue's group (`innerDiameter`) takes that field's unit, others (`limit`, `min`, `max`, `value`) the
 * unit of the field the issue is about.
 */
export function useIssueText(): (issue: ValidationIssue) => string {
  const format = useDomainMessages();
  const quantity = useFormatQuantity();
  const intl = useIntl();
  return useCallback(
    (issue) => {
      const group = issue.path.split('.')[0] ?? '';
      const own = unitCategoryOf(issue.path);
      const values: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(issue.params)) {
        const sourceKey = `section.settings.limit.source.${String(value)}`;
        if (name === 'mac' && (LIMIT_SOURCE_KEYS as readonly string[]).includes(sourceKey)) {
          // a limit without a preset name is named by its kind: 'the cable', 'the pushing machine'…
          values[name] = format(sourceKey as MessageKey);
          continue;
        }
        if (typeof value === 'number' && RATIO_PARAMS.has(name)) {
          values[name] = intl.formatNumber(value);
          continue;
        }
        if (typeof value !== 'number' || PLAIN_PARAMS.has(name)) {
          values[name] = value;
          continue;
        }
        const category = unitCategoryOf(`${group}.${name}`) ?? unitCategoryOf(`cable.${name}`) ?? own;
        values[name] = category ? quantity(value, category) : value;
      }
      return format(issue.key, values);
    },
    [format, quantity, intl],
  );
}
