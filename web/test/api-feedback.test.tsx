import type { Project2 } from '@cla/domain/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { feedbackFor } from '../src/app/api-feedback.tsx';
import { ApiError } from '../src/lib/api-client.ts';
import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

const SLOW = 30_000;
const at = '2026-11-20T10:00:00.000Z';
const harbour: Project2 = { id: 'p1', name: 'Harbour', folder: null, picture: null, files: [], sections: [], createdAt: at, updatedAt: at };
const get = (path: string) => ({ method: 'GET', path });

describe('the error catalogue’s global rows', () => {
  it('decides by kind, method and path', () => {
    const network = new ApiError('network', 'No response');
    const aborted = new ApiError('aborted', 'aborted');
    const http = (status: number) => new ApiError('http', 'x', { status });
    expect(feedbackFor(undefined, get('/api/projects'), true)).toBe('none');
    expect(feedbackFor(network, get('/api/project2/p1'), true)).toBe('noResponseGoBack');
    expect(feedbackFor(network, get('/api/project2/p1'), false)).toBe('noResponse');
    expect(feedbackFor(network, { method: 'PATCH', path: '/api/section/s1' }, true)).toBe('noResponse');
    expect(feedbackFor(aborted, get('/api/section/s1'), true)).toBe('logOnly');
    expect(feedbackFor(http(500), get('/api/whoami'), false)).toBe('sessionCheckFailed');
    expect(feedbackFor(http(401), get('/api/whoami'), false)).toBe('none');
    expect(feedbackFor(http(403), get('/api/whoami'), false)).toBe('none');
    expect(feedbackFor(http(500), get('/api/project2'), false)).toBe('none');
  });

  it('no response to a page’s load: the toast, and back to the previous page', async () => {
    const api = installFakeApi({ signedIn: account(), projects: [harbour] });
    await renderApp({ path: '/projects', locale: 'en' });
    api.offlineOnce.add('GET /api/project2/p1');
    fireEvent.click(await screen.findByRole('link', { name: /Harbour/ }));
    expect(await screen.findAllByText('No response from the server, please try later.')).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'New project' })).toBeTruthy());
  }, SLOW);

  it('a session check answered with a server error: an error toast with the translated reason', async () => {
    const api = installFakeApi({});
    api.failOnce.add('GET /api/whoami');
    await renderApp({ path: '/', locale: 'en' });
    expect(await screen.findByText('Unexpected error')).toBeTruthy();
    expect(document.body.textContent).not.toContain('boom');
  }, SLOW);
});
