import type { MachinePreset, ResultsData, SectionData } from '@cla/domain';
import type { Preset, PresetType, Section, SharedSection, ShareTokenResponse } from '@cla/domain/api';
import type { CalculateRequest, CalculateResponse } from '@cla/engine';
import { apiClient } from '../../lib/api-client.ts';

/** The calls of the section editor (spec §7 "Sections" and "Simulation"). */
export const sectionApi = {
  get: (id: string, signal?: AbortSignal) => apiClient.get<Section>(`/api/section/${encodeURIComponent(id)}`, signal && { signal }),
  /** Saves `data` and `results` over `version`; a stale version answers 409. */
  save: (section: Section, data: SectionData, results: ResultsData | null, favorites: Section['favorites']) =>
    apiClient.patch<Section>(`/api/section/${encodeURIComponent(section.id)}`, {
      version: section.version,
      data,
      results,
      favorites,
      name: data.general.sectionName ?? section.name,
    }),
  share: (id: string) => apiClient.patch<ShareTokenResponse>(`/api/section/create-share-token/${encodeURIComponent(id)}`, {}),
  shared: (token: string, signal?: AbortSignal) =>
    apiClient.get<SharedSection>(`/api/section/share/${encodeURIComponent(token)}`, signal && { signal }),
  copyShared: (token: string, project: string) =>
    apiClient.post<Section>(`/api/section/share/${encodeURIComponent(token)}/copy`, { project }),
  presets: (type: PresetType, signal?: AbortSignal) =>
    apiClient.get<Preset[]>(`/api/presets?order=name&type=${encodeURIComponent(type)}`, signal && { signal }),
  /** The server's authoritative calculation (the same wasm as the browser's). */
  calculate: (request: CalculateRequest, signal?: AbortSignal) =>
    apiClient.post<CalculateResponse>('/simulator/calculate', request, signal && { signal }),
};

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The limits of a machine preset as the domain's rules read them. Preset data stores the diameter ranges
 * as `cableDiameterMin/Max` and `ductDiameterMin/Max` (the demo catalogue's layout) or already as ranges.
 */
export function machinePresetOf(preset: Preset): MachinePreset {
  const data = preset.data;
  const range = (name: 'cable' | 'duct') => {
    const nested = data[`${name}DiameterRange`];
    if (typeof nested === 'object' && nested !== null) return nested as MachinePreset['cableDiameterRange'];
    return { min: num(data[`${name}DiameterMin`]), max: num(data[`${name}DiameterMax`]) };
  };
  return {
    id: preset.id,
    name: preset.name,
    maxPushingForce: num(data.maxPushingForce),
    maxPushingSpeed: num(data.maxPushingSpeed),
    cableDiameterRange: range('cable'),
    ductDiameterRange: range('duct'),
    maxAirPressure: num(data.maxAirPressure),
    maxWaterPressure: num(data.maxWaterPressure),
    maxPullingForce: num(data.maxPullingForce),
    maxPullingSpeed: num(data.maxPullingSpeed),
    useInSerie: typeof data.useInSerie === 'boolean' ? data.useInSerie : null,
    useInParallel: typeof data.useInParallel === 'boolean' ? data.useInParallel : null,
  };
}
