// The server's facts for the shell: the application version (footer, title) and the connect platform's address (header).
import { useEffect, useState } from 'react';
import { callRoute } from '../lib/api-routes.ts';

export type ApplicationVersion =
  | { status: 'loading' }
  | { status: 'ready'; version: string; connectUrl?: string | undefined }
  | { status: 'unavailable' };

/** Accepts `{ "version": "4.0.1" }`, a JSON string or a plain-text body. */
export function parseApplicationVersion(data: unknown): string {
  const value =
    typeof data === 'object' && data !== null && 'version' in data ? (data as { version: unknown }).version : data;
  if (typeof value !== 'string' || value.trim() === '') throw new TypeError('No application version in the response');
  return value.trim();
}

/** The connect platform's address in the answer (`connectUrl`, the server's `CONNECT_URL`) when it is an http(s) URL. */
export function parseConnectUrl(data: unknown): string | undefined {
  const value = typeof data === 'object' && data !== null && 'connectUrl' in data ? (data as { connectUrl: unknown }).connectUrl : undefined;
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The server's application version and connect platform (GET /api/application-version), fetched once per mount. */
export function useApplicationVersion(): ApplicationVersion {
  const [state, setState] = useState<ApplicationVersion>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    callRoute('GET /api/application-version', {
      parse: (data) => {
        const connectUrl = parseConnectUrl(data);
        return connectUrl === undefined ? { version: parseApplicationVersion(data) } : { version: parseApplicationVersion(data), connectUrl };
      },
      signal: controller.signal,
    }).then(
      (answer) => setState({ status: 'ready', ...answer }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'unavailable' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
