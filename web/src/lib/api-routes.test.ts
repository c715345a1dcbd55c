// The typed route calls fill the path template, append the query and send the method and body of the route.
import { describe, expect, it, vi } from 'vitest';

import { createApiClient } from './api-client.ts';
import { callRouteWith, routePath } from './api-routes.ts';

function recording(): typeof fetch {
  return vi.fn(() => Promise.resolve(new Response('{"id":"p"}', { status: 200, headers: { 'Content-Type': 'application/json' } })));
}

describe('route calls', () => {
  it('fills every path parameter, URI-encoded, and appends the query without its absent values', () => {
    expect(routePath('DELETE /api/project2/{id}/file/{fileId}', { id: 'a b', fileId: 'c/d' })).toBe('/api/project2/a%20b/file/c%2Fd');
    expect(routePath('GET /api/presets', {}, { order: 'name', type: 'stretch' })).toBe('/api/presets?order=name&type=stretch');
    expect(routePath('GET /api/presets', {}, { order: undefined })).toBe('/api/presets');
    expect(() => routePath('GET /api/project2/{id}')).toThrow('no id');
  });

  it('sends the route’s method and JSON body and answers the decoded body', async () => {
    const fetch = recording();
    const client = createApiClient({ baseUrl: '', fetch, xsrfToken: () => 't', language: () => undefined });
    await expect(callRouteWith(client, 'PATCH /api/project2/{id}', { params: { id: 'p1' }, body: { name: 'n' } })).resolves.toEqual({ id: 'p' });
    expect(fetch).toHaveBeenCalledWith('/api/project2/p1', expect.objectContaining({ method: 'PATCH', body: '{"name":"n"}' }));
    await callRouteWith(client, 'GET /api/folders');
    expect(fetch).toHaveBeenLastCalledWith('/api/folders', expect.objectContaining({ method: 'GET' }));
  });
});
