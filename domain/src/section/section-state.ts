/** Section record state (spec §4): the saved flag and what an edit clears. */
import { setField } from '../auto-values/auto-values.js';
import type { ResultsData, Section } from './types.js';

/** A section after an edit of the field at `path`: saved false, simulation/report validation state cleared. */
export function editSection(section: Section, path: string, value: unknown): Section {
  const data = setField(section.data, path, value);
  const { results: _r, ...validation } = section.validation ?? {};
  return { ...section, data, saved: false, validation };
}

/** A section after load or save: saved true. */
export function markSaved(section: Section): Section {
  return { ...section, saved: true };
}

/**
 * Results when a simulation is blocked by parameter errors (spec §4): notStarted, distance 0, one error message
 * with code E_INVALID_PARAMS (the UI translates by code; no text here).
 */
export function blockedResults(): ResultsData {
  return {
    status: 'notStarted',
    distance: 0,
    messages: [{ code: 'E_INVALID_PARAMS', level: 'error', title: "E_INVALID_PARAMS", message: "" }],
  };
}
