// useRouteData: loads a GET route of the table at its path and query, and again when the query changes.
import { act, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppIntlProvider } from './intl.tsx';
import { useRouteData } from './use-route-data.ts';

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

describe('useRouteData', () => {
  it('asks the route’s path with its parameters and query, and asks again when they change', async () => {
    const fetch = vi.fn((path: string) => Promise.resolve(answer({ path })));
    vi.stubGlobal('fetch', fetch);
    let choose: (days: string) => void = () => undefined;
    function Probe(): ReactNode {
      const [days, setDays] = useState('7');
      choose = setDays;
      const { data } = useRouteData('GET /api/admin/statistics', { query: { days } });
      const row = useRouteData('GET /api/admin/tables/{table}/rows/{id}', { params: { table: 'user', id: 'a b' } });
      return <p>{`${String((data as unknown as { path?: string } | undefined)?.path)} ${String(row.data?.['path'])}`}</p>;
    }
    render(
      <AppIntlProvider initialLocale="en">
        <Probe />
      </AppIntlProvider>,
    );
    expect(await screen.findByText('/api/admin/statistics?days=7 /api/admin/tables/user/rows/a%20b')).toBeTruthy();
    act(() => choose('30'));
    expect(await screen.findByText('/api/admin/statistics?days=30 /api/admin/tables/user/rows/a%20b')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
