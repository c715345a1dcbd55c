/** Section record state (docs/product.md#states-and-transitions): the saved flag and what an edit clears. */
import type { LayingMethod, RowType } from '@cla/engine';
import { setField } from '../auto-values/auto-values.js';
import { applyLayingMethodChange, applyRowTypeChange } from '../rules/method-change.js';
import { METHODS } from '../rules/laying-methods.js';
import { own } from '../rules/own.js';
import { CABLE_TYPES_BY_INDUSTRY, type ResultsData, type Section, type SectionData } from './types.js';

const ROW_TYPE_PATH = /^trajectory\.rows\.(\d+)\.type$/;
const ROW_TYPES: readonly string[] = ['straight', 'curve', 'curveOnRollers', 'pusher', 'loop', 'stretch'];

/**
 * The data after `value` is set at `path`. A new laying method clears what the method does not accept
 * ({@link applyLayingMethodChange}); a new row type keeps only the fields of that type ({@link applyRowTypeChange});
 * a new cable industry clears a cable type of the former industry (the type list is the industry's).
 */
export function editData(data: SectionData, path: string, value: unknown): SectionData {
  if (path === 'general.layingMethod' && (value === null || METHODS.includes(value as LayingMethod))) {
    return applyLayingMethodChange(data, value as LayingMethod | null);
  }
  const row = ROW_TYPE_PATH.exec(path);
  if (row && ROW_TYPES.includes(value as string)) {
    const index = Number(row[1]);
    const current = data.trajectory.rows[index];
    if (!current) return data;
    const rows = data.trajectory.rows.map((r, i) => (i === index ? applyRowTypeChange(r, value as RowType) : r));
    return { ...data, trajectory: { ...data.trajectory, rows } };
  }
  if (path === 'cable.industry') {
    const next = setField(data, path, value);
    const types = typeof value === 'string' ? own(CABLE_TYPES_BY_INDUSTRY, value) : undefined;
    if (next.cable.type && !(types ?? []).includes(next.cable.type)) next.cable.type = null;
    return next;
  }
  return setField(data, path, value);
}

/**
 * The data without the duct stretch at `index`; the trajectory's stretch rows that switched to it are left
 * without a stretch (to choose again) rather than naming one that no longer exists.
 */
export function removeStretch(data: SectionData, index: number): SectionData {
  const removed = data.stretches.rows[index];
  if (!removed) return data;
  return {
    ...data,
    stretches: { ...data.stretches, rows: data.stretches.rows.filter((_, i) => i !== index) },
    trajectory: {
      ...data.trajectory,
      rows: data.trajectory.rows.map((row) => (row.type === 'stretch' && row.stretch === removed.id ? { ...row, stretch: null } : row)),
    },
  };
}

/** A section after an edit of the field at `path` (see {@link editData}): saved false, simulation/report validation state cleared. */
export function editSection(section: Section, path: string, value: unknown): Section {
  const data = editData(section.data, path, value);
  const { results: _r, ...validation } = section.validation ?? {};
  return { ...section, data, saved: false, validation };
}

/** A section after load or save: saved true. */
export function markSaved(section: Section): Section {
  return { ...section, saved: true };
}

/**
 * Results when a simulation is blocked by parameter errors (docs/product.md#states-and-transitions): notStarted, distance 0, one error message
 * with code E_INVALID_PARAMS (the UI translates by code; no text here).
 */
export function blockedResults(): ResultsData {
  return {
    status: 'notStarted',
    distance: 0,
    messages: [{ code: 'E_INVALID_PARAMS', level: 'error', title: "E_INVALID_PARAMS", message: "" }],
  };
}

/**
 * Results when the simulation itself fails (the server's run did not answer or refused): notStarted, distance 0,
 * one error message with code E_SIMULATION_FAILED, so that no stale result stays on screen.
 */
export function failedResults(): ResultsData {
  return {
    status: 'notStarted',
    distance: 0,
    messages: [{ code: 'E_SIMULATION_FAILED', level: 'error', title: 'E_SIMULATION_FAILED', message: '' }],
  };
}
