import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HAS_CHROMIUM, launchBrowser, startServer, type RunningServer, register, createProject, createSection } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

type SentRow = { type: string; angle?: number; radius?: number; slope?: number; length?: number };
type SentData = { cable: { stiffness?: number | null; outerDiameter?: number }; trajectory: { rows: SentRow[] } };

/**
 * Automatic values fill their fields read-only and follow their source; a manual value is entered on request
 * and reset; a new row type keeps only its own fields — and the section saves, against the real server.
 */
describe.skipIf(!HAS_CHROMIUM)('automatic values and the fields a change clears', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const tab = (name: string) => page.getByRole('navigation', { name: 'Section tabs' }).getByRole('link', { name: new RegExp(`^${name}`) });
  const stiffness = () => page.getByLabel(/^Bending stiffness/);
  const save = async (): Promise<SentData> => {
    const sent = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/api\/section\//.test(r.url()));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const response = await sent;
    expect(response.status()).toBe(200);
    return (response.request().postDataJSON() as { data: SentData }).data;
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } })).newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await register(page, server.url, 'grace');
    await createProject(page, 'Automatic');
    await createSection(page, 'Pull automatic', 'pulling');
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows an automatic value read-only, follows the source, and empties while the source is missing', async () => {
    await tab('Cable').click();
    await expect.poll(() => stiffness().inputValue()).toMatch(/^\d/);
    expect(await stiffness().getAttribute('readonly')).not.toBeNull();
    const first = await stiffness().inputValue();
    await stiffness().press('ArrowUp');
    expect(await stiffness().inputValue()).toBe(first);

    await page.getByLabel('Outer diameter (mm)').fill('50');
    await expect.poll(() => stiffness().inputValue()).not.toBe(first);
    await page.getByLabel('Outer diameter (mm)').fill('');
    await expect.poll(() => stiffness().inputValue()).toBe('');
    expect(await stiffness().getAttribute('placeholder')).toBe('inputs missing');
    await page.getByLabel('Outer diameter (mm)').fill('40');
    await expect.poll(() => stiffness().inputValue()).toBe(first);
    // still automatic: nothing is stored in the field
    expect((await save()).cable.stiffness ?? null).toBeNull();
  });

  it('enters a manual value from the keyboard, saves it, and resets it to automatic', async () => {
    const enter = page.getByRole('button', { name: 'enter manually: Bending stiffness' });
    await enter.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => stiffness().evaluate((el) => el === document.activeElement && !(el as HTMLInputElement).readOnly)).toBe(true);
    await page.keyboard.type('4.25');
    await page.keyboard.press('Tab');
    expect((await save()).cable.stiffness).toBe(4.25);

    await page.getByRole('button', { name: 'reset to automatic: Bending stiffness' }).click();
    await expect.poll(() => stiffness().getAttribute('readonly')).not.toBeNull();
    expect((await save()).cable.stiffness ?? null).toBeNull();
  });

  it('a curve turned into a straight keeps no angle or radius, and the section saves', async () => {
    await tab('Trajectory').click();
    const types = page.getByLabel(/^Row \d+: Type$/);
    // The tab renders after the click: wait for its rows before counting them.
    await types.first().waitFor();
    const count = await types.count();
    let curve = -1;
    for (let i = 0; i < count && curve < 0; i++) {
      if ((await types.nth(i).evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent)) === 'Curve') curve = i;
    }
    expect(curve).toBeGreaterThanOrEqual(0);
    await page.getByLabel(`Row ${curve + 1}: Type`).selectOption({ label: 'Straight' });
    await expect.poll(() => page.getByLabel(`Row ${curve + 1}: Radius`).count()).toBe(0);
    const row = (await save()).trajectory.rows[curve]!;
    expect(row.type).toBe('straight');
    expect(row.angle).toBeUndefined();
    expect(row.radius).toBeUndefined();
    expect(row.length).toBeGreaterThanOrEqual(0);
    expect(pageErrors).toEqual([]);
  });
});
