// The live result below 1200 px wide: a bar with the headline (status, distance, limit) that opens into the whole pane, none on the Results tab.
import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import type { Preset, Section } from '@cla/domain/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

const wasmBuilt = existsSync(resolve(import.meta.dirname, '../../engine-as/build/release.wasm'));
const at = '2026-12-02T10:00:00.000Z';
const winch: Preset = { id: 'w1', name: 'Capstan winch 10 kN', type: 'pullingMachine', group: null, owner: null, data: { maxPullingForce: 10000, maxPullingSpeed: 30 } };

function pulling(): Section {
  const data = sectionFromTemplate(PULLING_TEMPLATE);
  data.equipment.pullingMachine = 'w1';
  return { id: 's1', project: 'p1', name: 'Pulling', data, results: null, shareToken: null, favorites: [], version: 1, warnings: [], incomplete: [], createdAt: at, updatedAt: at };
}

const valueOf = (scope: HTMLElement, label: string) => within(scope).getAllByText(label, { exact: true }).at(-1)?.nextSibling?.textContent;

describe.skipIf(!wasmBuilt)('the live result on a phone', () => {
  beforeEach(() => {
    // a phone's window (test/setup.ts gives every test a laptop's)
    (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width: 390, height: 844 });
  });

  it('keeps status, distance and limit in a bar on the Cable tab, opens the whole pane, and leaves the Results tab without it', { timeout: 40_000 }, async () => {
    installFakeApi({ signedIn: account(), sections: [pulling()], presets: [winch] });
    const { router } = await renderApp({ path: '/section/s1/cable', locale: 'en' });
    const bar = await screen.findByRole('complementary', { name: 'Result' });
    await waitFor(() => expect(valueOf(bar, 'Status')).toBe('calculated'), { timeout: 30_000 });
    expect(valueOf(bar, 'Distance reached')).toMatch(/^\d[\d,]* m$/);
    expect(valueOf(bar, 'Limited by')).toBe('Nothing: the cable reaches the end');
    expect(within(bar).getAllByText('calculated').at(-1)?.closest('[data-status]')?.getAttribute('data-status')).toBe('success');

    const toggle = within(bar).getByRole('button', { name: 'Full result' });
    const drawer = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(drawer?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(drawer?.hidden).toBe(false);
    expect(valueOf(drawer as HTMLElement, 'Max distance, route continued straight')).toMatch(/ m$/);
    fireEvent.keyDown(drawer as HTMLElement, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await router.navigate('/section/s1/simulation');
    await screen.findByRole('region', { name: 'Live result' });
    expect(screen.queryByRole('complementary', { name: 'Result' })).toBeNull();
  });
});
