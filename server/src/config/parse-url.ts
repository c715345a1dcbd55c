// Reads settings that hold an address (GRAFANA_URL, CONNECT_URL, REDIS_URL, SMTP_URL): parsed, of the schemes allowed.

/** `raw` as a URL when it parses and its scheme is one of `protocols` (e.g. `['http:', 'https:']`), else undefined. */
export function urlOf(raw: string, protocols: readonly string[]): URL | undefined {
  try {
    const url = new URL(raw);
    return protocols.includes(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An optional `http://` or `https://` address without its trailing slashes; `''` when unset.
 * @returns undefined after `fail` when the value is not such an address.
 */
export function parseHttpUrl<Key extends string>(raw: string | undefined, key: Key, fail: (key: Key, problem: string) => undefined): string | undefined {
  if (raw === undefined || raw === '') return '';
  if (urlOf(raw, ['http:', 'https:']) === undefined) return fail(key, `must be an http:// or https:// URL (got ${JSON.stringify(raw)})`);
  return raw.replace(/\/+$/, '');
}
