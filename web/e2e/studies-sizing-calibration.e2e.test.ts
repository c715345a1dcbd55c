import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runAxe } from './axe.ts';
import { HAS_CHROMIUM, openNewSection, type SectionSession, STUDIES_AXE_RULES } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/** The axe rules held at zero on the Studies panel: names of controls, contrast, nesting. */
const AXE_RULES = STUDIES_AXE_RULES;

/** A winch log: force growing along the route, semicolons and a decimal comma, a French header with units. */
const LOG = ['Longueur (m);Effort (kN)', ...Array.from({ length: 24 }, (_, i) => `${i * 18};${(0.05 + i * i * 0.006).toFixed(3).replace('.', ',')}`)].join('\n');

/**
 * Equipment sizing and COF calibration on the pulling template, against the real server (the demo catalogue's
 * winches): the sizing table names the smallest suitable winch and what limits the others; a pasted log is fitted,
 * its chart drawn and "use this COF" changes the section; no NaN; axe finds no unnamed control.
 */
describe.skipIf(!HAS_CHROMIUM)('equipment sizing and calibration in Chromium against the real server', () => {
  let session: SectionSession;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    session = await openNewSection({ username: 'hedy', project: 'Sizing', section: 'Pull sizing', template: 'pulling', tab: 'Studies' });
    ({ page, pageErrors } = session);
  }, 90_000);

  afterAll(async () => {
    await session?.close();
  });

  it('sizes the winch among the demo catalogue’s', async () => {
    await page.getByLabel('Study', { exact: true }).selectOption('sizing');
    await page.getByLabel('Required margin (%)').fill('10');
    await page.getByRole('button', { name: 'Run study' }).click();
    const table = page.getByRole('table', { name: 'Candidates: Winches' });
    await table.waitFor({ timeout: 60_000 });
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    await page.getByText(/^Smallest suitable: /).first().waitFor();
    expect(await table.getByRole('cell').first().textContent()).toMatch(/^\d[\d,]*(\.\d+)? k?N$/);
    expect(await page.locator('main').textContent()).not.toMatch(/NaN|Infinity/);
    const violations = (await runAxe(page)).filter((v) => AXE_RULES.includes(v.id));
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('fits a pasted field log, draws the fit and uses the COF', async () => {
    await page.getByLabel('Study', { exact: true }).selectOption('calibration');
    await page.getByLabel('Or paste the log').fill('distance;force\n0;1\n5;x\n');
    await page.getByText('Line 3, column 2 (force): not a number.').waitFor();
    expect(await page.getByRole('button', { name: 'Run study' }).isDisabled()).toBe(true);
    await page.getByLabel('Or paste the log').fill(LOG);
    await page.getByText('24 readings read.').waitFor();
    await page.getByRole('button', { name: 'Run study' }).click();
    const table = page.getByRole('table', { name: 'Fitted friction coefficient' });
    await table.waitFor({ timeout: 60_000 });
    const cof = Number(await page.getByTestId('fitted-cof').textContent());
    expect(cof).toBeGreaterThanOrEqual(0.01);
    expect(cof).toBeLessThanOrEqual(1);
    await page.getByRole('figure', { name: 'Logged and fitted force along the installed length' }).waitFor();
    await expect.poll(() => page.locator('[data-testid="calibration-chart"] .scatterlayer .trace').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    expect(await page.locator('main').textContent()).not.toMatch(/NaN|Infinity/);
    const violations = (await runAxe(page)).filter((v) => AXE_RULES.includes(v.id));
    expect(violations).toEqual([]);
    await page.getByRole('button', { name: /^Use this COF \(/ }).click();
    await page.getByText('Every stretch of this section now has the fitted COF. Save the section to keep it.').waitFor();
    expect(pageErrors).toEqual([]);
  }, 150_000);
});
