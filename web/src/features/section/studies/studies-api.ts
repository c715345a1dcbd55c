import type { CreateStudyBody, Study } from '@cla/domain/api';
import { apiClient, isApiError } from '../../../lib/api-client.ts';
import { fieldIssuesOf } from '../../../lib/api-errors.ts';

/** The server's study jobs (`/api/studies`, see server/README.md "Studies"). */
export const studiesApi = {
  /** Asks for a study of the saved section (202: queued). */
  create: (body: { section: string; kind: string; options: object }) => apiClient.post<Study>('/api/studies', body as CreateStudyBody),
  get: (id: string, signal?: AbortSignal) => apiClient.get<Study>(`/api/studies/${encodeURIComponent(id)}`, signal && { signal }),
  /** The section's studies, newest first. */
  list: (section: string, signal?: AbortSignal) => apiClient.get<Study[]>(`/api/studies?section=${encodeURIComponent(section)}`, signal && { signal }),
  /** Cancels a queued or running study, deletes a finished one. */
  remove: (id: string) => apiClient.delete<void>(`/api/studies/${encodeURIComponent(id)}`),
};

/** A 400 naming `kind`: the server does not run this kind (yet). */
export const isKindNotAvailable = (error: unknown): boolean =>
  isApiError(error, 'http') && error.status === 400 && fieldIssuesOf(error).some((issue) => issue.field === 'kind');

/** The server has no such route (a server without `DELETE /api/studies/{id}`): 404 or 405. */
export const isRouteMissing = (error: unknown): boolean => isApiError(error, 'http') && (error.status === 404 || error.status === 405);
