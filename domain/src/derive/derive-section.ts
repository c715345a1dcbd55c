/**
 * Everything the editor, the live result and the report read from a section, derived once per change: the issues,
 * the group summaries, the automatic values, the readiness and the engine's request. Each is the same as its own
 * function gives (validateSection, summarizeGroups, computeAutoValues, isReadyGiven, toSimulationRequest), but the
 * normalised data, the raw automatic values, the field visibility and the trajectory's geometry are computed once
 * instead of once per function (a keystroke used to compute the automatic values five times and validate three).
 */
import type { CalculateRequest } from '@cla/engine';
import { autoValuesGiven } from '../auto-values/compute-auto-values.js';
import type { AutoValues } from '../auto-values/auto-values.js';
import type { SectionContext } from '../context.js';
import { toSimulationRequest } from '../mapping/to-simulation-request.js';
import type { Group, GroupSummary, SectionData } from '../section/types.js';
import { validationInput, type SectionLike } from '../validation/input.js';
import type { ValidationIssue } from '../validation/issue.js';
import { isReadyGiven, summarizeIssues, validateInput } from '../validation/validate-section.js';

export interface SectionDerivation {
  /** the section's data, structurally normalised */
  data: SectionData;
  issues: ValidationIssue[];
  summaries: Record<Group, GroupSummary>;
  autoValues: AutoValues;
  /** no error (warnings tolerated): the engine may run */
  ready: boolean;
  request: CalculateRequest;
}

export interface DeriveOptions {
  /** the request also searches the longest installable distance */
  findMaxDistance?: boolean;
}

/** The derivation of `section` in `ctx` (see the file's comment). Never throws. */
export function deriveSection(section: SectionLike, ctx: SectionContext = {}, options: DeriveOptions = {}): SectionDerivation {
  const input = validationInput(section, ctx);
  const { data, auto } = input;
  const issues = validateInput(input);
  return {
    data,
    issues,
    summaries: summarizeIssues(issues, data, ctx.touched),
    autoValues: autoValuesGiven(auto, issues),
    ready: isReadyGiven(issues),
    request: toSimulationRequest(data, { findMaxDistance: options.findMaxDistance ?? false, context: ctx, auto }),
  };
}
