/** Automatic values with their missing-fields state (docs/product.md#states-and-transitions). */
import type { SectionContext } from '../context.js';
import type { HintKey } from '../validation/keys.js';
import { type SectionLike, dataOf } from '../validation/input.js';
import type { ValidationIssue } from '../validation/issue.js';
import { validateSection } from '../validation/validate-section.js';
import { type AutoValues, computeRawAutoValues } from './auto-values.js';
import { type LimitedSetting } from './settings-limits.js';

/**
 * Every automatic value of the section: the value in use (manual, else automatic), whether it is manual, and the
 * inputs invalid at error level it depends on. While such inputs exist and the field has no manual value, its
 * value is undefined (missing-fields state).
 */
export function computeAutoValues(section: SectionLike, ctx: SectionContext = {}): AutoValues {
  const data = dataOf(section);
  return autoValuesGiven(computeRawAutoValues(data, ctx), validateSection(data, ctx));
}

/**
 * {@link computeAutoValues} from the raw automatic values and the issues of the same data, computed once by the
 * caller (deriveSection); `raw` is not changed (the request is built from it).
 */
export function autoValuesGiven(raw: Readonly<AutoValues>, issues: readonly ValidationIssue[]): AutoValues {
  const values: AutoValues = {};
  for (const [path, v] of Object.entries(raw)) values[path] = { ...v };
  const errorPaths = new Set(issues.filter((i) => i.level === 'error').map((i) => i.path));
  for (const v of Object.values(values)) {
    v.missingFields = v.dependsOn.filter((p) => errorPaths.has(p));
    if (v.missingFields.length > 0) {
      v.auto = undefined;
      delete v.limit;
      if (!v.isManual) v.value = undefined;
    }
  }
  return values;
}

/** The limit hint of a settings field (docs/product.md#validation): 'limited by {mac} {value}' or 'not yet limited'. */
export interface LimitHint {
  key: HintKey;
  params: { mac?: string; source?: string; value?: number; position?: number };
}

export function limitHint(section: SectionLike, field: LimitedSetting, ctx: SectionContext = {}): LimitHint {
  const limit = computeAutoValues(section, ctx)[`settings.${field}`]?.limit;
  if (!limit) return { key: 'section.settings.limit.notLimited', params: {} };
  return {
    key: 'section.settings.limit.limitedBy',
    params: { mac: limit.name ?? limit.source, source: `section.settings.limit.source.${limit.source}`, value: limit.value, ...(limit.position !== undefined ? { position: limit.position } : {}) },
  };
}
