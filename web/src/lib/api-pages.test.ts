import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
import { getAllPages, nextPage } from './api-pages.ts';

describe('paged lists', () => {
  it('reads the rel="next" target of a Link header, and nothing else', () => {
    expect(nextPage('</api/projects?offset=2>; rel="next"')).toBe('/api/projects?offset=2');
    expect(nextPage('</a>; rel="prev", </api/section?project=p&offset=5>; rel=next')).toBe('/api/section?project=p&offset=5');
    expect(nextPage('</a>; rel="prev"')).toBeNull();
    expect(nextPage(null)).toBeNull();
  });

  it('follows every page in order until one has no next link', async () => {
    const pages: Record<string, { body: unknown[]; link?: string }> = {
      '/api/projects': { body: [{ id: 'a' }, { id: 'b' }], link: '</api/projects?offset=2>; rel="next"' },
      '/api/projects?offset=2': { body: [{ id: 'c' }], link: '</api/projects?offset=3>; rel="next"' },
      '/api/projects?offset=3': { body: [{ id: 'd' }] },
    };
    const fetch = vi.fn((url: string) => {
      const page = pages[url];
      if (page === undefined) return Promise.resolve(new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } }));
      const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(page.link !== undefined && { Link: page.link }) };
      return Promise.resolve(new Response(JSON.stringify(page.body), { status: 200, headers }));
    });
    const client = createApiClient({ baseUrl: '', fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(getAllPages<{ id: string }>('/api/projects', undefined, client)).resolves.toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
