// The server calls of the legacy projects: load, save, share, stop sharing, open and copy a shared one, and its share link.
import { legacySaveMethod } from '@cla/domain';
import type { LegacyProject, SharedLegacyProject, ShareTokenResponse } from '@cla/domain/api';
import { apiClient } from '../../lib/api-client.ts';
import { callRoute, routePath } from '../../lib/api-routes.ts';

/** What the editor saves: a stored project, or a new one (`id` absent or starting with `new`). */
export type LegacyDraft = Pick<LegacyProject, 'name' | 'folder' | 'data'> & { id?: string | undefined };

/**
 * The legacy project calls (docs/product.md#http-calls), by the route table; those answering a project read it as the
 * domain's stricter `LegacyProject` (see domain/README.md#contracts: `legacy-projects.check.ts` holds the two
 * together). A save sends the domain's `LegacyProjectData`, whose rows are interfaces without the schema's index
 * signature: it goes to the table's path with the hand body type.
 */
export const legacyApi = {
  get: (id: string, signal?: AbortSignal): Promise<LegacyProject> => callRoute('GET /api/project/{id}', { params: { id }, signal }) as Promise<LegacyProject>,
  /** Patches when the id exists and does not start with `new`, otherwise posts (a new project). */
  save(draft: LegacyDraft): Promise<LegacyProject> {
    const body = { name: draft.name, folder: draft.folder, data: draft.data };
    return legacySaveMethod(draft) === 'PATCH' && draft.id
      ? apiClient.patch<LegacyProject>(routePath('PATCH /api/project/{id}', { id: draft.id }), body)
      : apiClient.post<LegacyProject>(routePath('POST /api/project'), body);
  },
  share: (id: string): Promise<ShareTokenResponse> => callRoute('PATCH /api/create-share-token/{id}', { params: { id } }),
  /** Stops sharing: the link then opens nothing (a later share gives a new link). */
  unshare: (id: string): Promise<void> => callRoute('DELETE /api/share-token/{id}', { params: { id } }),
  shared: (token: string, signal?: AbortSignal): Promise<SharedLegacyProject> =>
    callRoute('GET /api/project/share/{token}', { params: { token }, signal }) as Promise<SharedLegacyProject>,
  copyShared: (token: string): Promise<LegacyProject> => callRoute('POST /api/project/share/{token}/copy', { params: { token } }) as Promise<LegacyProject>,
};

/** The link of a legacy project's share token, on this site. */
export function legacyShareLink(token: string, origin = window.location.origin): string {
  return `${origin}/legacy-projects/share/${encodeURIComponent(token)}`;
}
