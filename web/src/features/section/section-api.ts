import { machinePresetOf as domainMachinePresetOf, type MachinePreset, type ResultsData, type SectionData } from '@cla/domain';
import type { Preset, PresetType, Section, SharedSection, ShareTokenResponse } from '@cla/domain/api';
import type { CalculateRequest, CalculateResponse } from '@cla/engine';
import { apiClient } from '../../lib/api-client.ts';
import { callRoute } from '../../lib/api-routes.ts';
import { getAllPages } from '../../lib/api-pages.ts';

/** The calls of the section editor (docs/product.md#http-calls "Sections" and "Simulation"). */
export const sectionApi = {
  get: (id: string, signal?: AbortSignal) => apiClient.get<Section>(`/api/section/${encodeURIComponent(id)}`, signal && { signal }),
  /**
   * Saves `data` and `results` over `version`; a stale version answers 409. Results `undefined` are not sent: the
   * stored ones stay, and the server marks them stale when the data they rest on changed.
   */
  save: (section: Section, data: SectionData, results: ResultsData | null | undefined, favorites: Section['favorites']) =>
    apiClient.patch<Section>(`/api/section/${encodeURIComponent(section.id)}`, {
      version: section.version,
      data,
      results,
      favorites,
      name: data.general.sectionName ?? section.name,
    }),
  /** Saves the favourites and scenarios alone over `version` (the data and results stay as stored). */
  saveFavorites: (section: Pick<Section, 'id' | 'version'>, favorites: Section['favorites']) =>
    apiClient.patch<Section>(`/api/section/${encodeURIComponent(section.id)}`, { version: section.version, favorites }),
  /** The sections of a project (with their data and version), by name; every page of the list. */
  ofProject: (project: string, signal?: AbortSignal) => getAllPages<Section>(`/api/section?project=${encodeURIComponent(project)}`, signal),
  /**
   * The section's share token, or null when it is not shared. The browser revalidates the section each time, and its
   * `ETag` changes when sharing starts or stops (server README, "Concurrent edits"), so a stored answer is never stale.
   */
  shareToken: async (id: string, signal?: AbortSignal): Promise<string | null> =>
    (await apiClient.get<Section>(`/api/section/${encodeURIComponent(id)}`, signal && { signal })).shareToken,
  share: (id: string) => apiClient.patch<ShareTokenResponse>(`/api/section/create-share-token/${encodeURIComponent(id)}`, {}),
  unshare: (id: string) => apiClient.delete<void>(`/api/section/share-token/${encodeURIComponent(id)}`),
  shared: (token: string, signal?: AbortSignal) =>
    apiClient.get<SharedSection>(`/api/section/share/${encodeURIComponent(token)}`, signal && { signal }),
  copyShared: (token: string, project: string) =>
    apiClient.post<Section>(`/api/section/share/${encodeURIComponent(token)}/copy`, { project }),
  presets: (type: PresetType, signal?: AbortSignal) =>
    callRoute('GET /api/presets', { query: { order: 'name', type }, ...(signal && { signal }) }),
  /** The server's authoritative calculation (the same wasm as the browser's). */
  calculate: (request: CalculateRequest, signal?: AbortSignal) =>
    apiClient.post<CalculateResponse>('/simulator/calculate', request, signal && { signal }),
};

/** The limits of a machine preset as the domain's rules read them (see @cla/domain `machinePresetOf`). */
export function machinePresetOf(preset: Preset): MachinePreset {
  return domainMachinePresetOf(preset);
}
