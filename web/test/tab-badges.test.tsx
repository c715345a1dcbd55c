import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import type { Section } from '@cla/domain/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, installFakeApi } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

const at = '2026-11-20T10:00:00.000Z';

/** The pulling template spoiled in every input group: errors and warnings on several tabs, two on one row. */
function spoiled(): Section {
  const data = sectionFromTemplate(PULLING_TEMPLATE);
  data.general.sectionName = '';
  data.equipment.pullingMachine = null;
  data.cable.outerDiameter = 100;
  data.cable.count = 0;
  data.stretches.rows[0]!.cof = 0;
  const straight = data.trajectory.rows.find((r) => r.type === 'straight')!;
  straight.length = -1;
  straight.slope = 120;
  data.settings.layingSpeed = 0;
  data.trajectory.initialHeading = 200;
  return { id: 's1', project: 'p1', name: 'Spoiled', data, results: null, shareToken: null, favorites: [], version: 1, warnings: [], incomplete: [], createdAt: at, updatedAt: at };
}

const tabs = () => screen.getByRole('navigation', { name: 'Section tabs' });
const TAB_NAMES = ['General', 'Equipment', 'Stretches', 'Cable', 'Trajectory', 'Settings'];

/** The messages a tab shows at `level` (the form of the tab, not the result beside it). */
function shown(level: 'error' | 'warning'): string[] {
  const form = document.querySelector('fieldset')!;
  return [...form.querySelectorAll(`[data-level="${level}"]`)].filter((el) => el.tagName === 'P').map((el) => el.textContent ?? '');
}

describe('the section tabs’ badges', () => {
  it('count exactly the errors (else the warnings) each tab shows, and are named with the visible label first', { timeout: 60_000 }, async () => {
    installFakeApi({ signedIn: account(), sections: [spoiled()] });
    await renderApp({ path: '/section/s1/general', locale: 'en' });
    await screen.findByRole('heading', { level: 1 });
    const audit: Record<string, { badge: string; errors: string[]; warnings: string[] }> = {};
    for (const name of TAB_NAMES) {
      const link = within(tabs()).getByRole('link', { name: new RegExp(`^${name}`) });
      fireEvent.click(link);
      await waitFor(() => expect(link.getAttribute('aria-current')).toBe('page'));
      const badge = link.querySelector('[aria-hidden="true"]')?.textContent ?? '';
      audit[name] = { badge, errors: shown('error'), warnings: shown('warning') };
      // the accessible name starts with the visible label, then says what the badge counts
      const accessible = link.getAttribute('aria-label') ?? link.textContent ?? '';
      expect(accessible.startsWith(name)).toBe(true);
      // …and holds the visible text word by word (the label, a space, the badge): axe's label-content-name-mismatch
      if (badge) expect(accessible.replace(',', '')).toContain(link.textContent);
      const state = link.getAttribute('data-state');
      if (state === 'error') {
        expect(accessible, name).toBe(`${name}, ${audit[name].errors.length} error${audit[name].errors.length === 1 ? '' : 's'}`);
        expect(Number(badge), `${name}: ${JSON.stringify(audit[name])}`).toBe(audit[name].errors.length);
      } else if (state === 'warning') {
        expect(audit[name].errors, name).toEqual([]);
        expect(Number(badge), `${name}: ${JSON.stringify(audit[name])}`).toBe(audit[name].warnings.length);
      } else {
        expect(audit[name], name).toEqual({ badge: '', errors: [], warnings: [] });
      }
    }
    // numbers in the user's units, a degree sign once
    expect(audit.Trajectory!.errors).toContain('The slope must be between -90° and 90°.');
    // the spoiled groups do carry errors
    for (const name of ['Equipment', 'Stretches', 'Cable', 'Trajectory', 'Settings']) expect(Number(audit[name]!.badge), name).toBeGreaterThan(0);
  });

  it('mark the Report tab until the report is looked at, and again after an edit', { timeout: 60_000 }, async () => {
    const fine = spoiled();
    fine.data = sectionFromTemplate(PULLING_TEMPLATE);
    installFakeApi({ signedIn: account(), sections: [fine] });
    await renderApp({ path: '/section/s1/general', locale: 'en' });
    await screen.findByRole('heading', { level: 1 });
    const report = () => within(tabs()).getByRole('link', { name: /^Report/ });
    // a reminder, not an error: a neutral mark, the tooltip saying what it means
    expect(report().getAttribute('data-state')).toBe('unchecked');
    expect(report().getAttribute('aria-label')).toBe('Report, not checked since the last change');
    expect(report().getAttribute('title')).toBe('Not checked since the last change: open the report to review it before sending it (a reminder, not an error).');
    expect(report().textContent).toBe('Report');
    fireEvent.click(report());
    await waitFor(() => expect(report().getAttribute('data-state')).toBeNull());
    expect(report().getAttribute('aria-label')).toBe('Report');
    expect(report().getAttribute('title')).toBeNull();
    // an edit makes the report to check again
    fireEvent.click(within(tabs()).getByRole('link', { name: /^General/ }));
    fireEvent.change(await screen.findByLabelText('Description'), { target: { value: 'changed' } });
    await waitFor(() => expect(report().getAttribute('data-state')).toBe('unchecked'));
  });
});
