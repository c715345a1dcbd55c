import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runAxe } from './axe.ts';
import { HAS_CHROMIUM, openNewSection, type SectionSession, STUDIES_AXE_RULES } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/** The axe rules held at zero on the Studies panel: names of controls, contrast, nesting. */
const AXE_RULES = STUDIES_AXE_RULES;

/**
 * The Studies tab on the jetting template: the method comparison fills its table (one row per method the licence
 * allows) and "use this method" switches the section; the COF study shows its percentiles and draws the force
 * bands (its batches on three engine workers of a four-core page) and follows its inputs once shown (the band and P50 change with the COF range, Run study not pressed again); no
 * NaN anywhere; axe finds no unnamed control on the panel.
 */
describe.skipIf(!HAS_CHROMIUM)('studies in Chromium against the real server', () => {
  let session: SectionSession;
  let page: Page;
  let pageErrors: string[];
  const tabs = () => page.getByRole('navigation', { name: 'Section tabs' });

  beforeAll(async () => {
    // a four-core machine: the COF study runs on three engine workers at once (web use-study.ts)
    session = await openNewSection({ username: 'grace', project: 'Studies', section: 'Jet studies', template: 'jetting', tab: 'Studies', cores: 4 });
    ({ page, pageErrors } = session);
  }, 90_000);

  afterAll(async () => {
    await session?.close();
  });

  it('compares the laying methods and switches the section to one of them', async () => {
    await page.getByRole('button', { name: 'Run study' }).click();
    const table = page.getByRole('table', { name: 'Laying methods compared' });
    await table.waitFor({ timeout: 60_000 });
    expect(await table.getByRole('row').count()).toBeGreaterThan(2);
    await table.getByRole('rowheader', { name: /^Jetting/ }).waitFor();
    await table.getByText('Current method').waitFor();
    await page.getByRole('figure', { name: 'Distance by laying method' }).waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/NaN|Infinity/);
    const violations = (await runAxe(page)).filter((v) => AXE_RULES.includes(v.id));
    expect(violations).toEqual([]);
    await table.getByRole('button', { name: 'Use this method: Pushing' }).click();
    await tabs().getByRole('link', { name: /^General/ }).click();
    const method = page.getByLabel('Laying method', { exact: true });
    expect(await method.locator('option:checked').textContent()).toBe('Pushing');
    await method.selectOption({ label: 'Jetting' });
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('runs the COF study and draws the force bands', async () => {
    await tabs().getByRole('link', { name: 'Studies' }).click();
    await page.getByLabel('Study', { exact: true }).selectOption('cof');
    await page.getByLabel('Lowest COF').fill('0.08');
    await page.getByLabel('Highest COF').fill('0.5');
    await page.getByRole('button', { name: 'Run study' }).click();
    const table = page.getByRole('table', { name: 'Distance reached over the COF range' });
    await table.waitFor({ timeout: 90_000 });
    await page.getByText('200 runs, Latin hypercube sampling, seed 1').waitFor();
    // its batches ran on three study workers beside the live result's (and the comparison's) workers
    expect(page.workers().length).toBeGreaterThanOrEqual(4);
    expect(await table.getByRole('cell').first().textContent()).toMatch(/^\d[\d,]*(\.\d+)? m$/);
    await page.getByRole('figure', { name: 'Cable force along the route, P10–P90 band' }).waitFor();
    // the plot's band: the P90 trace fills down to the P10 trace
    await expect.poll(() => page.locator('[data-testid="cof-bands"] .js-fill').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // the cable's force keeps its sign and the axis says which is which; negatives take a true minus sign (U+2212)
    const bands = page.locator('[data-testid="cof-bands"]');
    expect(await bands.locator('.ytitle').textContent()).toMatch(/^\S+ \(\+ tension, − compression\)$/);
    const ticks = await bands.locator('.ytick text').allTextContents();
    // the jetting template's cable is pushed in: its force is a compression, drawn below zero
    expect(ticks.some((t) => t.startsWith('\u2212'))).toBe(true);
    expect(ticks.filter((t) => t.includes('-'))).toEqual([]);
    // plotly's mode bar, without its button that uploads the chart to Plotly's cloud
    const buttons = await bands.locator('.modebar-btn').evaluateAll((els) => els.map((el) => el.getAttribute('data-title')));
    expect(buttons).toContain('Autoscale');
    expect(buttons.filter((title) => /share/i.test(title ?? ''))).toEqual([]);
    expect(await page.locator('main').textContent()).not.toMatch(/NaN|Infinity/);
    const violations = (await runAxe(page)).filter((v) => AXE_RULES.includes(v.id));
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 150_000);

  it('updates the shown COF study as an input changes, without Run study being pressed again', async () => {
    const table = page.getByRole('table', { name: 'Distance reached over the COF range' });
    const p50 = () => table.getByRole('row', { name: /^P50/ }).getByRole('cell').textContent();
    // the drawn bands: the paths of the plot's traces (P10, P90 and its fill, P50)
    const bands = () => page.locator('[data-testid="cof-bands"] .scatterlayer path.js-line').evaluateAll((els) => els.map((el) => el.getAttribute('d')).join(' '));
    const before = { p50: await p50(), bands: await bands() };
    expect(before.bands).not.toBe('');
    await page.getByLabel('Lowest COF').fill('0.3');
    // more friction over the whole range: the cable reaches less far, and the bands are drawn again
    await expect.poll(p50, { timeout: 60_000 }).not.toBe(before.p50);
    await expect.poll(bands, { timeout: 30_000 }).not.toBe(before.bands);
    // the result stayed on screen: no progress bar, the run button as it was
    expect(await page.getByRole('progressbar', { name: 'Study progress' }).count()).toBe(0);
    await page.getByText('Updating the study for the new inputs…').waitFor({ state: 'detached', timeout: 60_000 });
    const after = Number((await p50())!.replace(/[^\d.]/g, ''));
    expect(after).toBeLessThan(Number(before.p50!.replace(/[^\d.]/g, '')));
    expect(await page.locator('main').textContent()).not.toMatch(/NaN|Infinity/);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('shows the progress of a running study and stops it on Cancel', async () => {
    await page.getByLabel('Highest COF').fill('0.6');
    // the whole study takes about 0.1 s: Run study and Cancel study are pressed in one task of the page (React renders
    // a click's update in a microtask, the engine worker's answers come in later tasks), so the study cannot finish
    // between them, whatever the machine's speed
    const seen = await page.evaluate(async () => {
      const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name);
      button('Run study')?.click();
      await Promise.resolve();
      const progress = document.querySelector('[role="progressbar"], progress')?.getAttribute('aria-label') ?? null;
      const cancel = button('Cancel study');
      cancel?.click();
      return { progress, cancel: cancel !== undefined };
    });
    expect(seen).toEqual({ progress: 'Study progress', cancel: true });
    await page.getByText('The study was cancelled.').waitFor();
    expect(await page.getByRole('table', { name: 'Distance reached over the COF range' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Run study' }).waitFor();
    // and it stays cancelled: no answer of the cancelled runs shows up later
    await page.waitForTimeout(1000);
    expect(await page.getByText('The study was cancelled.').count()).toBe(1);
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
