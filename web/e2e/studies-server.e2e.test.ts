import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runAxe } from './axe.ts';
import { HAS_CHROMIUM, openNewSection, type SectionSession, STUDIES_AXE_RULES } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/** The axe rules held at zero on the server studies: names of controls and progress bars, contrast, tables. */
const AXE_RULES = [...STUDIES_AXE_RULES, 'aria-allowed-attr'];

/**
 * A study run on the real server from the Studies tab: asked with "Run on the server", listed with the section,
 * followed until done, opened in the tab's own result view; then the report's print view shows it.
 */
describe.skipIf(!HAS_CHROMIUM)('studies on the server, in Chromium against the real server', () => {
  let session: SectionSession;
  let page: Page;
  let pageErrors: string[];
  const tabs = () => page.getByRole('navigation', { name: 'Section tabs' });

  beforeAll(async () => {
    session = await openNewSection({ username: 'katherine', project: 'Server studies', section: 'Pull on the server', template: 'pulling', tab: 'Studies' });
    ({ page, pageErrors } = session);
  }, 90_000);

  afterAll(async () => {
    await session?.close();
  });

  it('runs the method comparison on the server, follows it to done and shows its result', async () => {
    const list = page.getByRole('table', { name: 'Studies stored with the section' });
    await page.getByText('No study of this section has run on the server yet.').waitFor({ timeout: 30_000 });
    const run = page.getByRole('button', { name: 'Run on the server' });
    await expect.poll(() => run.isEnabled(), { timeout: 30_000 }).toBe(true);
    await run.click();
    await list.waitFor({ timeout: 30_000 });
    const row = list.getByRole('row').nth(1);
    expect(await row.getByRole('rowheader').textContent()).toBe('Compare laying methods');
    await row.getByText('Done').waitFor({ timeout: 120_000 });
    await row.getByRole('button', { name: /^Open the result of Compare laying methods/ }).click();
    const result = page.getByRole('region', { name: 'Compare laying methods (run on the server)' });
    const methods = result.getByRole('table', { name: 'Laying methods compared' });
    await methods.waitFor();
    expect(await methods.getByRole('row').count()).toBeGreaterThan(2);
    await methods.getByRole('rowheader', { name: /^Pulling/ }).waitFor();
    expect(await methods.getByRole('rowheader', { name: /^Pulling/ }).locator('xpath=..').getByRole('cell').nth(1).textContent()).toMatch(/^\d[\d,]*(\.\d+)? m$/);
    expect(await page.locator('main').textContent()).not.toMatch(/NaN|Infinity/);
    const violations = (await runAxe(page)).filter((v) => AXE_RULES.includes(v.id));
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 180_000);

  it('puts the finished study into the report’s Studies part', async () => {
    // the page can stay busy for a while after axe's run on a page with charts (seen under load): wait it out
    await page.waitForFunction(() => true, undefined, { timeout: 90_000 });
    await tabs().getByRole('link', { name: 'Report' }).click({ timeout: 60_000 });
    const part = page.getByRole('heading', { level: 3, name: 'Studies' }).locator('xpath=..');
    await part.waitFor({ timeout: 30_000 });
    const table = part.getByRole('table').first();
    expect(await table.locator('caption').textContent()).toMatch(/^Compare laying methods — /);
    expect(await table.textContent()).toContain('Pulling');
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
