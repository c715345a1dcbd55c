// Reads a setting that holds the address of another site (GRAFANA_URL, CONNECT_URL): http(s) or refused.

/**
 * An optional `http://` or `https://` address without its trailing slashes; `''` when unset.
 * @returns undefined after `fail` when the value is not such an address.
 */
export function parseHttpUrl<Key extends string>(raw: string | undefined, key: Key, fail: (key: Key, problem: string) => undefined): string | undefined {
  if (raw === undefined || raw === '') return '';
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    return fail(key, `must be an http:// or https:// URL (got ${JSON.stringify(raw)})`);
  }
  return raw.replace(/\/+$/, '');
}
