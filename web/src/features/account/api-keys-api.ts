import type { ApiKey, CreatedApiKey } from '@cla/domain/api';
import { apiClient } from '../../lib/api-client.ts';

/** The signed-in user's API keys, oldest first. */
export function listApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  return apiClient.get<ApiKey[]>('/api/api-keys', signal === undefined ? {} : { signal });
}

/** Creates a key; the answer is the only one that holds the secret. */
export function createApiKey(name: string): Promise<CreatedApiKey> {
  return apiClient.post<CreatedApiKey>('/api/api-keys', { name });
}

/** Revokes a key at once. */
export function revokeApiKey(id: string): Promise<void> {
  return apiClient.delete(`/api/api-keys/${encodeURIComponent(id)}`);
}
