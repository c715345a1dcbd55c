// The server calls of the legacy projects: load, save, share, stop sharing, open and copy a shared one, and its share link.
import { legacySaveMethod } from '@cla/domain';
import type { LegacyProject, SharedLegacyProject, ShareTokenResponse } from '@cla/domain/api';
import { apiClient } from '../../lib/api-client.ts';
import { callRoute } from '../../lib/api-routes.ts';

/** What the editor saves: a stored project, or a new one (`id` absent or starting with `new`). */
export type LegacyDraft = Pick<LegacyProject, 'name' | 'folder' | 'data'> & { id?: string | undefined };

const path = (id: string): string => `/api/project/${encodeURIComponent(id)}`;

/**
 * The legacy project calls (docs/product.md#http-calls). Those answering a project keep the domain's stricter
 * `LegacyProject` (see domain/README.md#contracts), the others call by the route table.
 */
export const legacyApi = {
  get: (id: string, signal?: AbortSignal): Promise<LegacyProject> => apiClient.get<LegacyProject>(path(id), { signal }),
  /** Patches when the id exists and does not start with `new`, otherwise posts (a new project). */
  save(draft: LegacyDraft): Promise<LegacyProject> {
    const body = { name: draft.name, folder: draft.folder, data: draft.data };
    return legacySaveMethod(draft) === 'PATCH' && draft.id
      ? apiClient.patch<LegacyProject>(path(draft.id), body)
      : apiClient.post<LegacyProject>('/api/project', body);
  },
  share: (id: string): Promise<ShareTokenResponse> => callRoute('PATCH /api/create-share-token/{id}', { params: { id } }),
  /** Stops sharing: the link then opens nothing (a later share gives a new link). */
  unshare: (id: string): Promise<void> => callRoute('DELETE /api/share-token/{id}', { params: { id } }),
  shared: (token: string, signal?: AbortSignal): Promise<SharedLegacyProject> =>
    apiClient.get<SharedLegacyProject>(`/api/project/share/${encodeURIComponent(token)}`, { signal }),
  copyShared: (token: string): Promise<LegacyProject> => apiClient.post<LegacyProject>(`/api/project/share/${encodeURIComponent(token)}/copy`),
};

/** The link of a legacy project's share token, on this site. */
export function legacyShareLink(token: string, origin = window.location.origin): string {
  return `${origin}/legacy-projects/share/${encodeURIComponent(token)}`;
}
