/** General group (docs/product.md#validation "General"). */
import { METHODS } from '../rules/laying-methods.js';
import type { ValidationInput } from './input.js';
import { IssueList, type ValidationIssue, isEmpty } from './issue.js';

export function validateGeneral({ data, ctx }: ValidationInput): ValidationIssue[] {
  const out = new IssueList();
  const g = data.general;
  if (typeof g.sectionName !== 'string' || g.sectionName.trim() === '') {
    out.add('section.general.sectionName.warning.required', 'general.sectionName');
  }
  if (isEmpty(g.layingMethod)) out.add('section.general.layingMethod.error.required', 'general.layingMethod');
  else if (!METHODS.includes(g.layingMethod) || (ctx.allowedLayingMethods && !ctx.allowedLayingMethods.includes(g.layingMethod))) {
    out.add('section.general.layingMethod.error.notAllowed', 'general.layingMethod', { method: g.layingMethod });
  }
  return out.items;
}
