import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HAS_CHROMIUM, launchBrowser, startServer, type RunningServer, register, createProject, createSection } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/** Screenshot of the editor with its Result region, for a person to look at (not compared). */
const SCREENSHOT = process.env.CLA_E2E_SCREENSHOT;

/**
 * The section editor keeps the result beside the inputs (1280 px wide), never loses work (leaving asks, a
 * reload offers the draft back) and never shows a raw server error, against the real server in Chromium.
 */
describe.skipIf(!HAS_CHROMIUM)('the section editor keeps the result in view and the work safe', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const tab = (name: string) => page.getByRole('navigation', { name: 'Section tabs' }).getByRole('link', { name: new RegExp(`^${name}`) });
  const result = () => page.getByRole('complementary', { name: 'Result' });
  const figure = (name: string) => result().getByText(name, { exact: true }).locator('xpath=following-sibling::dd');

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } })).newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await register(page, server.url, 'hedy');
    await createProject(page, 'Safety');
    await createSection(page, 'Pull safety', 'pulling');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the live result beside the Equipment tab at 1280 px, and updates it as the inputs change', async () => {
    await tab('Equipment').click();
    // the pulling template is complete (its winch comes from the demo catalogue): a result without any input
    // (the missing-inputs sentence is covered by the component tests)
    await expect.poll(() => figure('Distance reached on this route').textContent(), { timeout: 20_000 }).toMatch(/^\d[\d,]*(\.\d+)? m$/);
    expect(await figure('Max distance, route continued straight').textContent()).toMatch(/^\d[\d,]*(\.\d+)? m$/);
    expect(await figure('Limited by').textContent()).not.toBe('');
    const force = await figure('Peak cable force').textContent();
    expect(force).toMatch(/^\d[\d,]*(\.\d+)? N$/);
    expect(await result().textContent()).not.toMatch(/NaN|undefined/);

    // beside the tab, not below it
    const aside = await result().boundingBox();
    const fields = await page.getByLabel('Pulling machine').boundingBox();
    expect(aside && fields && aside.x > fields.x + fields.width).toBe(true);
    expect(aside && fields && aside.y < fields.y + fields.height).toBe(true);

    // another lubricant changes the friction, so the force changes as soon as the engine answers
    const lubricant = page.getByLabel('Lubricant');
    await lubricant.selectOption((await lubricant.inputValue()) === '0' ? '1' : '0');
    await expect.poll(() => figure('Peak cable force').textContent(), { timeout: 20_000 }).not.toBe(force);
    if (SCREENSHOT) await page.screenshot({ path: SCREENSHOT, fullPage: false });

    // narrower than 1200 px the pane beside the tab folds into the compact bar at the bottom (its status, distance and
    // limit, and a "Full result" button: live-result-narrow.e2e.test.ts), the figures hidden until it opens
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect.poll(() => figure('Peak cable force').isVisible()).toBe(false);
    await expect.poll(() => result().getByRole('button', { name: 'Full result' }).isVisible()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => figure('Peak cable force').isVisible()).toBe(true);
    expect(await result().getByRole('button', { name: 'Full result' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Section saved').first().waitFor();
  });

  it('clears what a new method refuses, so that saving works: rollers under jetting, a sonic head under pulling', async () => {
    const patch = () => page.waitForResponse((response) => response.request().method() === 'PATCH' && /\/api\/section\//.test(response.url()));
    const sentData = (response: Awaited<ReturnType<typeof patch>>) =>
      (response.request().postDataJSON() as { data: { equipment: { cableEnd: unknown }; trajectory: { rows: { type: string; radius?: number }[] } } }).data;
    await tab('Trajectory').click();
    await page.getByLabel('Row 2: Type').selectOption({ label: 'Curve on rollers' });
    const radius = await page.getByLabel('Row 2: Radius').inputValue();
    await tab('General').click();
    await page.getByLabel('Laying method').selectOption({ label: 'Jetting' });
    await tab('Equipment').click();
    await page.getByLabel('Cable end').selectOption({ label: 'Sonic head' });
    let saved = patch();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    expect(sentData(await saved).trajectory.rows[1]).toMatchObject({ type: 'curve', radius: Number(radius) });
    expect(sentData(await saved).equipment.cableEnd).toBe('sonic');
    await page.getByText('All changes saved').waitFor();

    await tab('General').click();
    await page.getByLabel('Laying method').selectOption({ label: 'Pulling' });
    saved = patch();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    expect(sentData(await saved).equipment.cableEnd).toBeNull();
    await page.getByText('All changes saved').waitFor();
  });

  it('shows the whole trajectory table beside the result at 1280 px (derived values and row actions without scrolling)', async () => {
    await tab('Trajectory').click();
    const table = page.getByRole('table').first();
    await page.getByRole('button', { name: 'Delete row 1' }).waitFor();
    const overflow = await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('offers to undo a deleted trajectory row (by its button or Ctrl+Delete)', async () => {
    await tab('Trajectory').click();
    const total = () => page.getByText(/^Total .* m, altitude at the end/).textContent();
    const before = await total();
    const second = await page.getByLabel('Row 2: Type').inputValue();
    await page.getByLabel('Row 2: Type').focus();
    await page.keyboard.press('Control+Delete');
    await expect.poll(total).not.toBe(before);
    const undo = (row: number) => page.getByRole('status').filter({ hasText: `Row ${row} deleted` }).getByRole('button', { name: 'Undo' });
    await undo(2).click();
    await expect.poll(total).toBe(before);
    expect(await page.getByLabel('Row 2: Type').inputValue()).toBe(second);
    await page.getByRole('button', { name: 'Delete row 1' }).click();
    await expect.poll(total).not.toBe(before);
    await undo(1).click();
    await expect.poll(total).toBe(before);
  });

  it('asks before leaving with unsaved changes, and offers them back after a reload', async () => {
    await tab('General').click();
    await page.getByLabel('Section name').fill('Pull safety, kept');
    await tab('Cable').click(); // a tab of the editor is not leaving
    await page.getByLabel('Outer diameter (mm)').waitFor();
    await page.getByRole('link', { name: /^← Project/ }).click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Stay' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toMatch(/\/cable$/);

    await page.waitForTimeout(800); // the draft is written half a second after the last change
    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);
    const offer = page.getByRole('dialog', { name: /^Restore unsaved changes from .+\?$/ });
    await offer.waitFor();
    await offer.getByRole('button', { name: 'Restore' }).click();
    await tab('General').click();
    expect(await page.getByLabel('Section name').inputValue()).toBe('Pull safety, kept');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved').waitFor();
    await page.reload();
    await page.getByLabel('Section name').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByLabel('Section name').inputValue()).toBe('Pull safety, kept');
  });

  it('translates the server’s refusal (422) by field and rule', async () => {
    await tab('Cable').click();
    await page.getByLabel('Outer diameter (mm)').fill('100');
    const refused = page.waitForResponse((response) => response.request().method() === 'PATCH' && /\/api\/section\//.test(response.url()));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await refused).status()).toBe(422);
    await page.getByText(/^The server refused the section: .*Outer diameter \(Cable tab\): The cable does not fit: .*\(94 mm\)\.$/).first().waitFor();
    expect(await page.locator('body').textContent()).not.toMatch(/section\.cable\.|The section breaks/);
    await page.getByLabel('Outer diameter (mm)').fill('40');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
