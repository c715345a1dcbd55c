import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HAS_CHROMIUM, type RunningServer, register, createProject, createSection, TEST_PASSWORD, openApp, closeApp } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

interface Focused {
  role: string;
  name: string;
  tag: string;
  /** the focus is drawn: an outline or a box shadow wider than nothing */
  visible: boolean;
}

/** What has the focus: its tag, role, accessible name (as far as the page can tell) and whether the focus is drawn. */
async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const labelled = el.getAttribute('aria-labelledby');
    const byId = labelled ? labelled.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : '';
    const label = (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
    const name = (el.getAttribute('aria-label') ?? byId) || label || el.textContent || '';
    return { role: el.getAttribute('role') ?? '', name: name.trim().replace(/\s+/g, ' '), tag: el.tagName.toLowerCase(), visible: outline || shadow };
  });
}

/**
 * Presses Tab (Shift+Tab when `back`) until the focused element's name matches `name`, at most `max` times; every
 * element passed on the way must show its focus.
 */
async function tabTo(page: Page, name: RegExp, { max = 120, back = false } = {}): Promise<Focused> {
  const hidden: string[] = [];
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    passed.push(now ? `${now.tag} "${now.name}"` : 'nothing');
    if (now && !now.visible) hidden.push(`${now.tag} "${now.name}"`);
    if (now && name.test(now.name)) {
      expect(hidden, 'elements whose focus is not drawn').toEqual([]);
      return now;
    }
  }
  throw new Error(`no focusable element named ${name} within ${max} presses of Tab; passed: ${[...new Set(passed)].join(', ')}`);
}

/**
 * The main flow with the keyboard only — sign in, open a project and a section, edit it, simulate it on the
 * server and create the report — in Chromium against the real server. The account, project and section are
 * made beforehand (with the mouse, in another browser context).
 */
describe.skipIf(!HAS_CHROMIUM)('the main flow with the keyboard only', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ server, browser, page } = await openApp(pageErrors, { locale: 'en-GB', viewport: { width: 1280, height: 900 }, acceptDownloads: true }));
    const setup = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } })).newPage();
    await register(setup, server.url, 'katherine');
    await createProject(setup, 'Keyboard project');
    await createSection(setup, 'Keyboard section', 'pulling');
    await setup.getByRole('navigation', { name: 'Section tabs' }).getByRole('link', { name: /^Equipment/ }).click();
    await setup.getByLabel('Pulling machine').selectOption({ label: 'Capstan winch 10 kN' });
    await setup.getByRole('button', { name: 'Save', exact: true }).click();
    await setup.getByText('Section saved').first().waitFor();
    await setup.context().close();
  }, 120_000);

  afterAll(() => closeApp(browser, server));

  it('signs in, opens the project and the section, edits, simulates on the server and creates the report', async () => {
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    // sign in
    await tabTo(page, /^E-mail or username/);
    await page.keyboard.type('katherine');
    await tabTo(page, /^Password/);
    await page.keyboard.type(TEST_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: /Keyboard project/ }).first().waitFor();

    // the project, then the section
    await tabTo(page, /Keyboard project/);
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Keyboard section' }).waitFor();
    await tabTo(page, /^Keyboard section$/);
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Section tabs' }).waitFor();

    // edit: the Equipment tab's lubricant, chosen with the arrow keys
    await tabTo(page, /^Equipment/);
    await page.keyboard.press('Enter');
    const lubricant = page.getByLabel('Lubricant');
    await lubricant.waitFor();
    const before = await lubricant.inputValue();
    await tabTo(page, /^Lubricant/);
    await page.keyboard.press(before === '0' ? 'ArrowDown' : 'ArrowUp');
    await expect.poll(() => lubricant.inputValue()).not.toBe(before);
    await page.getByText('Unsaved changes').first().waitFor();

    // a dialog keeps the focus inside while open; Escape closes it and gives the focus back to its button
    const opener = await tabTo(page, /^New pulling machine/, { back: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      expect((await focused(page))?.visible).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await focused(page))?.name).toBe(opener.name);

    // simulate on the server from the Results tab (with the unsaved edit above: the draft's result, not saved)
    await tabTo(page, /^Results/, { back: true });
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Simulate on the server' }).waitFor();
    const simulated = page.waitForResponse((r) => r.url().endsWith('/simulator/calculate'), { timeout: 60_000 });
    await tabTo(page, /^Simulate on the server$/);
    await page.keyboard.press('Enter');
    expect((await simulated).status()).toBe(200);

    // the report: its tab, then the PDF
    await tabTo(page, /^Report(, |$)/, { back: true }); // 'Report, not checked yet' until first visited
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Calculate and create the PDF' }).waitFor();
    await tabTo(page, /^Calculate and create the PDF$/);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.keyboard.press('Enter')]);
    const pdf = readFileSync(await download.path(), 'latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('Keyboard section');
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
