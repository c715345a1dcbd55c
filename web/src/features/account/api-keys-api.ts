// The calls of the API keys panel, typed by the route table.
import type { ApiKey, CreatedApiKey } from '@cla/domain/api';
import { callRoute } from '../../lib/api-routes.ts';

/** The signed-in user's API keys, oldest first. */
export function listApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  return callRoute('GET /api/api-keys', signal === undefined ? {} : { signal });
}

/** Creates a key; the answer is the only one that holds the secret. */
export function createApiKey(name: string): Promise<CreatedApiKey> {
  return callRoute('POST /api/api-keys', { body: { name } });
}

/** Revokes a key at once. */
export function revokeApiKey(id: string): Promise<void> {
  return callRoute('DELETE /api/api-keys/{id}', { params: { id } });
}
