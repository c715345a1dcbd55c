// The web's calls of the server's study jobs (/api/studies) and how their refusals are recognised.
import type { Study } from '@cla/domain/api';
import type { RouteBody } from '@cla/domain/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldIssuesOf } from '../../../lib/api-errors.ts';
import { callRoute } from '../../../lib/api-routes.ts';

/**
 * The server's study jobs (`/api/studies`, see server/README.md "Studies"), called by the route table. The answers
 * are the domain's stricter {@link Study} (each kind's result typed by its study; @cla/domain's studies.check.ts
 * holds it to the answer schema).
 */
export const studiesApi = {
  /** Asks for a study of the saved section (202: queued). */
  create: (body: RouteBody<'POST /api/studies'>) => callRoute('POST /api/studies', { body }) as Promise<Study>,
  get: (id: string, signal?: AbortSignal) => callRoute('GET /api/studies/{id}', { params: { id }, ...(signal && { signal }) }) as Promise<Study>,
  /** The section's studies, newest first. */
  list: (section: string, signal?: AbortSignal) => callRoute('GET /api/studies', { query: { section }, ...(signal && { signal }) }) as Promise<Study[]>,
  /** Cancels a queued or running study, deletes a finished one. */
  remove: (id: string) => callRoute('DELETE /api/studies/{id}', { params: { id } }),
};

/** A 400 naming `kind`: the server does not run this kind (yet). */
export const isKindNotAvailable = (error: unknown): boolean =>
  isApiError(error, 'http') && error.status === 400 && fieldIssuesOf(error).some((issue) => issue.field === 'kind');

/** The server has no such route (a server without `DELETE /api/studies/{id}`): 404 or 405. */
export const isRouteMissing = (error: unknown): boolean => isApiError(error, 'http') && (error.status === 404 || error.status === 405);
