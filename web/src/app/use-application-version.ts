import { useEffect, useState } from 'react';
import { apiClient } from '../lib/api-client.ts';

export type ApplicationVersion =
  | { status: 'loading' }
  | { status: 'ready'; version: string }
  | { status: 'unavailable' };

/** Accepts `{ "version": "4.0.1" }`, a JSON string or a plain-text body. */
export function parseApplicationVersion(data: unknown): string {
  const value =
    typeof data === 'object' && data !== null && 'version' in data ? (data as { version: unknown }).version : data;
  if (typeof value !== 'string' || value.trim() === '') throw new TypeError('No application version in the response');
  return value.trim();
}

/** The server's application version (GET /api/application-version), fetched once per mount. */
export function useApplicationVersion(): ApplicationVersion {
  const [state, setState] = useState<ApplicationVersion>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    apiClient
      .get('/api/application-version', { parse: parseApplicationVersion, signal: controller.signal })
      .then(
        (version) => setState({ status: 'ready', version }),
        () => {
          if (!controller.signal.aborted) setState({ status: 'unavailable' });
        },
      );
    return () => controller.abort();
  }, []);
  return state;
}
