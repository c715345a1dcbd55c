// The engine's refusal of a calculation's input as a sentence: the section field by name and tab, and the rule in the user's units.
import { parseRequestRule, sectionPathOfRequestField, unitCategoryOf, type UnitCategory, type UnitSystem } from '@cla/domain';
import { inputName } from './input-name.ts';
import type { IntlShape, MessageId } from './intl.tsx';
import { formatQuantity } from './units.ts';

/** The flow calculator's fields (the engine names them bare): their label and the unit of their numbers. */
const FLOW_FIELDS: Readonly<Record<string, { label: MessageId; category?: UnitCategory }>> = {
  fluid: { label: 'flow.field.fluid' },
  innerSurface: { label: 'field.stretches.rows.innerSurface' },
  innerDiameter: { label: 'flow.field.innerDiameter', category: 'diameter' },
  length: { label: 'flow.field.length', category: 'length' },
  altitudeChange: { label: 'flow.field.altitudeChange', category: 'length' },
  cableCount: { label: 'flow.field.cableCount' },
  cableDiameter: { label: 'flow.field.cableDiameter', category: 'diameter' },
  pressure: { label: 'flow.field.pressure', category: 'pressure' },
  // air in l/min of free air, water in l/min: the rule's number is shown without a unit
  flow: { label: 'flow.field.flow' },
  waterDensity: { label: 'field.settings.waterDensity', category: 'density' },
};

/** Every rule the engine's door and its flow calculator give (engine-as/src/request.ts, flow.ts), translated. */
export const INVALID_PARAMS_RULES = [
  'required',
  'number',
  'greaterThanZero',
  'greaterThan',
  'notNegative',
  'atLeast',
  'atMost',
  'integer',
  'oneOf',
  'boolean',
  'object',
  'objects',
  'notEmpty',
  'unique',
  'greaterThanInnerDiameter',
  'greaterThanCableDiameter',
  'noLoopInside',
  'unknownStretch',
  'expandedAtMost',
  'freeAreaPositive',
  'pressureOrFlow',
  'lengthSum',
] as const;
const RULES: ReadonlySet<string> = new Set(INVALID_PARAMS_RULES);

/**
 * The sentence of an engine refusal (`E_INVALID_PARAMS`, params `{ field, rule }`) in `intl`'s language: the
 * section input it is about, named as the validation names it ("Coefficient of friction of row 1 (Stretches
 * tab)"), and the rule with its number in `system`'s unit of that field ("can be at most 1,000,000.00 m").
 * The engine's own check of launch and end lengths (params `{ length }`) reads as one of the launch position, where
 * the validation marks it too.
 * A field no input gives (a hand-made request) keeps its request name; an unknown rule its own words.
 */
export function invalidParamsText(intl: IntlShape, system: UnitSystem, params: Readonly<Record<string, string | number>>): string {
  const lengthSum = params.field === undefined && typeof params.length === 'number';
  const field = lengthSum ? 'data.xlaunch' : String(params.field ?? '');
  const rule = lengthSum ? { name: 'lengthSum', value: params.length as number } : parseRequestRule(String(params.rule ?? ''));
  const path = sectionPathOfRequestField(field);
  const flow = path === null && Object.hasOwn(FLOW_FIELDS, field) ? FLOW_FIELDS[field] : undefined;
  const name = path !== null ? inputName(intl, path) : flow ? intl.formatMessage({ id: flow.label }) : intl.formatMessage({ id: 'engine.invalid.requestField' }, { field });
  const category = path !== null ? unitCategoryOf(path) : flow?.category;
  // a number of rows has no unit
  const value = rule.value === undefined ? '' : category && rule.name !== 'expandedAtMost' ? formatQuantity(intl, system, rule.value, category) : intl.formatNumber(rule.value);
  const text = RULES.has(rule.name) ? intl.formatMessage({ id: `engine.invalid.${rule.name}` as MessageId }, { value }) : String(params.rule ?? '');
  return intl.formatMessage({ id: 'engine.E_INVALID_PARAMS.text' }, { field: name, rule: text });
}
