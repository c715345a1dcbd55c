/**
 * Section validation (docs/product.md#validation) and its summaries (docs/product.md#data-model, docs/product.md#states-and-transitions): issues per rule, group summaries with dirty
 * tracking, simulation readiness.
 */
import type { SectionContext } from '../context.js';
import { GROUPS, type Group, type GroupSummary, INPUT_GROUPS, type InputGroup, type SectionData } from '../section/types.js';
import { validateCable } from './cable.js';
import { validateEquipment } from './equipment.js';
import { validateGeneral } from './general.js';
import { type SectionLike, type ValidationInput, dataOf, validationInput } from './input.js';
import type { ValidationIssue } from './issue.js';
import { validateSettings } from './settings.js';
import { validateSimulationStatus } from './simulation-status.js';
import { validateStretches } from './stretches.js';
import { validateTrajectory } from './trajectory.js';

const VALIDATORS: Record<InputGroup, (input: ValidationInput) => ValidationIssue[]> = {
  general: validateGeneral,
  equipment: validateEquipment,
  cable: validateCable,
  stretches: validateStretches,
  trajectory: validateTrajectory,
  settings: validateSettings,
};

/**
 * Every failed rule of the input groups, in the order general, equipment, stretches, cable, trajectory, settings.
 * Fields a method or display mode hides are not validated. Accepts any JSON (it is normalised first); never throws.
 */
export function validateSection(section: SectionLike, ctx: SectionContext = {}): ValidationIssue[] {
  return validateInput(validationInput(section, ctx));
}

/** {@link validateSection} of what the validators read, computed once by the caller (deriveSection). */
export function validateInput(input: ValidationInput): ValidationIssue[] {
  return INPUT_GROUPS.flatMap((g) => VALIDATORS[g](input));
}

/** The issues of one input group. */
export function validateGroup(section: SectionLike, group: InputGroup, ctx: SectionContext = {}): ValidationIssue[] {
  return VALIDATORS[group](validationInput(section, ctx));
}

/** The group of an issue path (`cable.outerDiameter` → cable). */
export function groupOf(path: string): Group {
  const head = path.split('.')[0] as Group;
  return (GROUPS as readonly string[]).includes(head) ? head : 'results';
}

/**
 * Summary per group: error and warning counts, valid (no error; warnings are tolerated) and dirty (a touched
 * field in the group, from `ctx.touched`). The results group summarizes the simulation status rules.
 */
export function summarizeGroups(section: SectionLike, ctx: SectionContext = {}): Record<Group, GroupSummary> {
  const data = dataOf(section);
  return summarizeIssues(validateSection(data, ctx), data, ctx.touched);
}

/** {@link summarizeGroups} from the issues `validateSection` already gave for `data`. */
export function summarizeIssues(inputIssues: readonly ValidationIssue[], data: SectionData, touchedPaths: Iterable<string> | null | undefined): Record<Group, GroupSummary> {
  const issues = [...inputIssues, ...validateSimulationStatus(data.results)];
  const touched = [...(touchedPaths ?? [])];
  const out = {} as Record<Group, GroupSummary>;
  for (const g of GROUPS) {
    const mine = issues.filter((i) => groupOf(i.path) === g);
    const errors = mine.filter((i) => i.level === 'error').length;
    out[g] = {
      errors,
      warnings: mine.filter((i) => i.level === 'warning').length,
      valid: errors === 0,
      dirty: touched.some((p) => p === g || p.startsWith(`${g}.`)),
    };
  }
  return out;
}

/**
 * Simulation readiness (docs/product.md#states-and-transitions): ready when none of general, equipment, stretches, cable, trajectory and
 * settings has an error (warnings are tolerated).
 */
export function isReadyToSimulate(section: SectionLike, ctx: SectionContext = {}): boolean {
  return isReadyGiven(validateSection(section, ctx));
}

/** {@link isReadyToSimulate} from the issues `validateSection` already gave (no error; warnings tolerated). */
export function isReadyGiven(issues: readonly ValidationIssue[]): boolean {
  return !issues.some((i) => i.level === 'error');
}

/** Paths of the fields touched so far plus `path` (a field becomes dirty when touched). */
export function touch(touched: Iterable<string> | null | undefined, path: string): string[] {
  const set = new Set(touched ?? []);
  set.add(path);
  return [...set];
}
