// The section editor's calls (sections, their share links, presets, the simulation), by the API's route table.
import { machinePresetOf as domainMachinePresetOf, type MachinePreset, type ResultsData, type SectionData } from '@cla/domain';
import type { Preset, PresetType, Section, SharedSection } from '@cla/domain/api';
import type { RouteQuery } from '@cla/domain/contracts';
import type { CalculateRequest } from '@cla/engine';
import { callRoute, routePath } from '../../lib/api-routes.ts';
import { getAllPages } from '../../lib/api-pages.ts';

/**
 * The calls of the section editor (docs/product.md#http-calls "Sections" and "Simulation"), by the route table. The
 * answers are the domain's stricter {@link Section} and {@link SharedSection} (@cla/domain's sections.check.ts holds
 * them to the answer schemas); the simulation's body and answer are the engine's types, as the table gives them.
 */
export const sectionApi = {
  get: (id: string, signal?: AbortSignal) => callRoute('GET /api/section/{id}', { params: { id }, ...(signal && { signal }) }) as Promise<Section>,
  /**
   * Saves `data` and `results` over `version`; a stale version answers 409. Results `undefined` are not sent: the
   * stored ones stay, and the server marks them stale when the data they rest on changed.
   */
  save: (section: Section, data: SectionData, results: ResultsData | null | undefined, favorites: Section['favorites']) =>
    callRoute('PATCH /api/section/{id}', {
      params: { id: section.id },
      body: { version: section.version, data, results, favorites, name: data.general.sectionName ?? section.name },
    }) as Promise<Section>,
  /** Saves the favourites and scenarios alone over `version` (the data and results stay as stored). */
  saveFavorites: (section: Pick<Section, 'id' | 'version'>, favorites: Section['favorites']) =>
    callRoute('PATCH /api/section/{id}', { params: { id: section.id }, body: { version: section.version, favorites } }) as Promise<Section>,
  /** The sections of a project (with their data and version), by name; every page of the list. */
  ofProject: (project: string, signal?: AbortSignal) => getAllPages<Section>(routePath('GET /api/section', {}, { project } satisfies RouteQuery<'GET /api/section'>), signal),
  /**
   * The section's share token, or null when it is not shared. The browser revalidates the section each time, and its
   * `ETag` changes when sharing starts or stops (server README, "Concurrent edits"), so a stored answer is never stale.
   */
  shareToken: async (id: string, signal?: AbortSignal): Promise<string | null> => (await sectionApi.get(id, signal)).shareToken,
  share: (id: string) => callRoute('PATCH /api/section/create-share-token/{id}', { params: { id } }),
  unshare: (id: string) => callRoute('DELETE /api/section/share-token/{id}', { params: { id } }),
  shared: (token: string, signal?: AbortSignal) => callRoute('GET /api/section/share/{token}', { params: { token }, ...(signal && { signal }) }) as Promise<SharedSection>,
  copyShared: (token: string, project: string) => callRoute('POST /api/section/share/{token}/copy', { params: { token }, body: { project } }) as Promise<Section>,
  presets: (type: PresetType, signal?: AbortSignal) =>
    callRoute('GET /api/presets', { query: { order: 'name', type }, ...(signal && { signal }) }),
  /** The server's authoritative calculation (the same wasm as the browser's). */
  calculate: (request: CalculateRequest, signal?: AbortSignal) =>
    callRoute('POST /simulator/calculate', { body: request, ...(signal && { signal }) }),
};

/** The limits of a machine preset as the domain's rules read them (see @cla/domain `machinePresetOf`). */
export function machinePresetOf(preset: Preset): MachinePreset {
  return domainMachinePresetOf(preset);
}
