/**
 * The lists the server answers a page at a time (legacy projects, a project's sections: at most about 2 M characters
 * of data per page), read whole by following each page's `Link: <…>; rel="next"`.
 */
import { apiClient, type ApiClient } from './api-client.ts';

/** The `rel="next"` target of a `Link` header, or null. */
export function nextPage(link: string | null): string | null {
  for (const part of (link ?? '').split(',')) {
    const match = /^\s*<([^>]+)>\s*;\s*rel="?next"?\s*$/.exec(part);
    if (match?.[1] !== undefined) return match[1];
  }
  return null;
}

/** Every item of a paged list, from its first path; pages are asked one after the other (at most 1000). */
export async function getAllPages<T>(path: string, signal?: AbortSignal, client: ApiClient = apiClient): Promise<T[]> {
  const items: T[] = [];
  let next: string | null = path;
  for (let pages = 0; next !== null && pages < 1000; pages += 1) {
    let link: string | null = null;
    const page: T[] = await client.get<T[]>(next, { ...(signal && { signal }), onResponse: (response) => (link = response.headers.get('link')) });
    items.push(...page);
    next = nextPage(link);
  }
  return items;
}
