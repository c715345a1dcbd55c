// Checks a section's data on save: the domain's rules, the licence and the machines.
import {
  levelOf,
  type LayingMethod,
  type MachinePreset,
  normalizeSectionData,
  type SectionContext,
  type SectionData,
  validateSection,
  type ValidationIssue,
} from '@cla/domain';
import type { EntityManager } from '@mikro-orm/core';
import { UUID } from '@cla/domain/contracts';

import { UnprocessableError } from '../../errors/domain-error.js';
import type { User } from '../identity/user.entity.js';
import { resolveLicence } from '../companies/licence-resolver.js';
import { licenceRefusal } from '../companies/licence-rules.js';
import { visibleMachinePresets } from '../presets/preset-lookup.js';
import type { PresetRow } from '../presets/preset.entity.js';
import { parseJsonText } from '../../database/json-text.js';
import { msg } from '../../i18n/messages.js';

/**
 * Rules that only say a value is still missing: a section being written is saved with them (they block the
 * simulation, not the save) and they are returned as `incomplete`.
 */
const COMPLETENESS_RULES = new Set(['required', 'notEmpty']);

/** Section data checked by the domain's rules, ready to store. */
export interface CheckedSection {
  /** structurally normalised (missing groups and lists filled in; values untouched) */
  readonly data: SectionData;
  /** warning and info issues */
  readonly warnings: ValidationIssue[];
  /** error issues of missing values (rules `required`, `notEmpty`) */
  readonly incomplete: ValidationIssue[];
}

/** Whether an error-level issue refuses the save: every error except a missing value. */
export function isBlocking(issue: ValidationIssue): boolean {
  if (levelOf(issue.key) !== 'error') {
    return false;
  }
  const rule = issue.key.split('.').pop() ?? '';
  return !COMPLETENESS_RULES.has(rule);
}

/**
 * Validates section data with @cla/domain's `validateSection`, in the context of the owner: the licence's
 * laying methods and the machine presets the section names (the demo catalogue's and the owner's own). A save of
 * new data (`block`) with a laying method the owner's licence does not allow, or under a licence that is expired,
 * not yet valid or missing, is refused first with 403 `E_LICENCE`.
 *
 * @param block - refuse blocking issues (every save of new data); `false` when only the name changes on
 *   stored data, whose other values were checked when saved (a licence changed since must not stop a rename)
 * @throws LicenceError (403 `E_LICENCE`) when the licence refuses the section's laying method
 * @throws UnprocessableError (422) with `details.issues`, the blocking issues, when a value breaks a rule
 */
export async function checkSection(em: EntityManager, owner: User, raw: unknown, { block = true } = {}): Promise<CheckedSection> {
  const data = normalizeSectionData(raw);
  const licence = await resolveLicence(em, owner);
  if (block) {
    const refusal = licenceRefusal(licence, typeof data.general.layingMethod === 'string' ? data.general.layingMethod : null);
    if (refusal !== null) {
      throw refusal;
    }
  }
  const ctx: SectionContext = {
    allowedLayingMethods: [...licence.allowedLayingMethods] as LayingMethod[],
    machines: await machinesOf(em, owner, data),
  };
  const issues = validateSection(data, ctx);
  const blocking = issues.filter(isBlocking);
  if (block && blocking.length > 0) {
    throw new UnprocessableError(
      msg(blocking.length === 1 ? 'section.breaksOneRule' : 'section.breaksRules', { count: blocking.length, keys: blocking.map((issue) => issue.key).join(', ') }),
      { issues: blocking },
    );
  }
  return {
    data,
    warnings: issues.filter((issue) => issue.level !== 'error'),
    incomplete: issues.filter((issue) => issue.level === 'error' && !isBlocking(issue)),
  };
}

/**
 * Scenarios hold section data: their laying methods are licensed as the section's own, wherever they are stored
 * (a save, a copy, a duplicate, a shared section copied). Only the scenarios a body adds or changes are checked, so
 * that a licence narrowed later does not stop the save of a section that kept an older scenario.
 *
 * @param kept - the section data of the scenarios already stored (JSON text, as compared)
 * @throws LicenceError (403 `E_LICENCE`) when the licence refuses the laying method of a new or changed scenario
 */
export async function checkScenarioLicence(em: EntityManager, owner: User, favourites: readonly unknown[], kept: ReadonlySet<string>): Promise<void> {
  const methods = new Set<string>();
  for (const favourite of favourites) {
    const data = (favourite as { data?: { general?: { layingMethod?: unknown } } }).data;
    const method = data?.general?.layingMethod;
    if (typeof method === 'string' && !kept.has(JSON.stringify(data))) {
      methods.add(method);
    }
  }
  if (methods.size === 0) {
    return;
  }
  const licence = await resolveLicence(em, owner);
  for (const method of methods) {
    const refusal = licenceRefusal(licence, method);
    if (refusal !== null) {
      throw refusal;
    }
  }
}

/** The section data of stored favourites, as JSON text (what {@link checkScenarioLicence} keeps). */
export function scenarioDataOf(favouritesJson: string | null | undefined): Set<string> {
  const stored = parseJsonText<unknown[]>(favouritesJson ?? null, []);
  const kept = new Set<string>();
  for (const favourite of Array.isArray(stored) ? stored : []) {
    const data = (favourite as { data?: unknown } | null)?.data;
    if (data !== undefined) {
      kept.add(JSON.stringify(data));
    }
  }
  return kept;
}

/** The machine presets a section names (equipment and pusher rows), by id. */
export async function machinesOf(em: EntityManager, owner: User, data: SectionData): Promise<Record<string, MachinePreset>> {
  const presets = await machinePresetRowsOf(em, owner.id, data);
  return Object.fromEntries(
    presets.map((preset) => [preset.id, { ...parseJsonText<Record<string, unknown>>(preset.data, {}), id: preset.id, name: preset.name } as MachinePreset]),
  );
}

/**
 * The rows of the machine presets a section names (equipment and pusher rows) that its owner may use: the demo
 * catalogue's and the owner's own.
 */
export async function machinePresetRowsOf(em: EntityManager, ownerId: string, data: SectionData): Promise<PresetRow[]> {
  const ids = new Set<string>();
  for (const id of [data.equipment.pushingMachine, data.equipment.pullingMachine, ...data.trajectory.rows.map((row) => row.pushingMachine)]) {
    if (typeof id === 'string' && UUID.test(id)) {
      ids.add(id.toLowerCase());
    }
  }
  if (ids.size === 0) {
    return [];
  }
  return visibleMachinePresets(em, ownerId, [...ids]);
}
