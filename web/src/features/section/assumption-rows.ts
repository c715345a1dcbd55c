// The assumptions behind a section's result (automatic values, defaults, engine rules) as the Results tab and report list them.
import { assumptionsOf, ENGINE_ASSUMPTIONS, toDisplay, unitOf, type Assumption, type SectionContext, type SectionData, type UnitSystem } from '@cla/domain';
import type { IntlShape, MessageId } from '../../lib/intl.tsx';
import { formatQuantity } from '../../lib/units.ts';

/** One assumption as shown: what, its value in the user's units, where it comes from. */
export interface AssumptionRow {
  key: string;
  what: string;
  value: string;
  source: string;
}

/** °C shown as °F in US units (the engine's 20 °C air and water). */
function temperature(intl: IntlShape, system: UnitSystem, celsius: number): string {
  return system === 'us' ? `${intl.formatNumber(celsius * 1.8 + 32)} °F` : `${intl.formatNumber(celsius)} °C`;
}

/** The engine's ambient pressure in `system`'s unit, four significant digits; absolute, so without the gauge mark. */
function ambientPressure(intl: IntlShape, system: UnitSystem): string {
  const shown = toDisplay(ENGINE_ASSUMPTIONS.ambientPressure, 'pressure', system);
  return `${intl.formatNumber(shown, { maximumSignificantDigits: 4 })} ${unitOf(system, 'pressure').unit}`;
}

/**
 * The engine's water viscosity, kinematic: mm²/s in the metric systems; in US units centistokes, the unit of US
 * flow references such as Crane TP-410 and of pump and lubricant data sheets (1 cSt = 1 mm²/s exactly), rather
 * than ft²/s, whose 1.08e-5 nobody reads at a glance.
 */
function waterViscosity(intl: IntlShape, system: UnitSystem): string {
  const value = intl.formatNumber(ENGINE_ASSUMPTIONS.waterViscosity, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return intl.formatMessage({ id: system === 'us' ? 'assumption.viscosity.cSt' : 'assumption.viscosity.mm2PerS' }, { value });
}

function valueOf(intl: IntlShape, system: UnitSystem, a: Assumption): string {
  if (a.value === undefined) return '—';
  // a value the engine uses, nobody typed: to the digits of an automatic value (0.105 kg/m)
  if (a.category) return formatQuantity(intl, system, a.value, a.category, 'automatic');
  if (a.key === 'airConditions' || a.key === 'waterViscosity') return temperature(intl, system, a.value);
  if (a.key === 'lubricantFactor') return `× ${intl.formatNumber(a.value)}`;
  return intl.formatNumber(a.value);
}

/**
 * The section's assumptions (`assumptionsOf`: automatic values, defaults, engine rules) translated, their values
 * in `system`'s units: the Results tab and the report show the same rows.
 */
export function assumptionRows(intl: IntlShape, system: UnitSystem, data: SectionData, ctx: SectionContext = {}): AssumptionRow[] {
  const t = (id: string, values?: Record<string, string>): string => intl.formatMessage({ id: id as MessageId }, values);
  const field = (path: string): string => t(`field.${path.replace(/\.\d+(?=\.|$)/g, '')}`);
  return assumptionsOf(data, ctx).map((a, index) => {
    let source: string;
    switch (a.source.kind) {
      case 'auto':
        source = t('assumption.source.auto', { fields: a.source.from.map(field).join(', ') });
        break;
      case 'limit': {
        const kind = t(`assumption.limit.${a.source.limit}`);
        const name = a.source.name ? (a.source.limit === 'stretch' ? `${kind} ${a.source.name}` : a.source.name) : kind;
        source = t('assumption.source.limit', { name });
        break;
      }
      default:
        source = t(`assumption.source.${a.source.kind}`);
    }
    // the published source (or engineering choice) of the rule behind the value
    if (a.ref) source = t('assumption.withRef', { source, ref: t(`assumption.ref.${a.ref}`) });
    // the air's conditions name the ambient pressure in the user's unit (it read '1.013 bar' in psi and kPa too),
    // the water's its viscosity (it read mm²/s in US units)
    const values: Record<string, string> | undefined = a.key === 'airConditions' ? { pressure: ambientPressure(intl, system) } : a.key === 'waterViscosity' ? { viscosity: waterViscosity(intl, system) } : undefined;
    const what = t(`assumption.${a.key}`, values);
    return { key: `${a.key}-${a.subject ?? ''}-${index}`, what: a.subject ? `${what} — ${a.subject}` : what, value: valueOf(intl, system, a), source };
  });
}
