import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { runAxe } from './axe.ts';
import { HAS_CHROMIUM, launchBrowser, startServer, type RunningServer, register, createProject, createSection } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/** A crew without an account receives a share link and makes the section's PDF report from it. */
describe.skipIf(!HAS_CHROMIUM)('the report of a shared section, for a visitor', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: Page;
  let visitor: Page;
  const pageErrors: string[] = [];
  let link = '';
  let ownerDistance = '';

  const tabs = (page: Page) => page.getByRole('navigation', { name: 'Section tabs' });
  const figure = (page: Page, name: string) => page.getByRole('region', { name: 'Live result' }).getByText(name, { exact: true }).locator('xpath=following-sibling::dd');

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    owner = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    owner.on('pageerror', (e) => pageErrors.push(e.message));
    await register(owner, server.url, 'sharer');
    // a visitor: another browser context, no session
    visitor = await (await browser.newContext({ locale: 'en-GB', acceptDownloads: true, bypassCSP: true })).newPage();
    visitor.on('pageerror', (e) => pageErrors.push(e.message));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the owner shares a section pulled by a catalogue winch', async () => {
    await createProject(owner, 'Harbour');
    await createSection(owner, 'Quay pull', 'pulling');
    await tabs(owner).getByRole('link', { name: /^Equipment/ }).click();
    await owner.getByLabel('Pulling machine').selectOption({ label: 'Capstan winch 10 kN' });
    await owner.getByRole('button', { name: 'Save', exact: true }).click();
    await owner.getByText('Section saved').first().waitFor();
    await tabs(owner).getByRole('link', { name: /^Results/ }).click();
    await expect.poll(() => figure(owner, 'Distance reached on this route').textContent(), { timeout: 20_000 }).toMatch(/^\d[\d,]*(\.\d+)? m$/);
    ownerDistance = (await figure(owner, 'Distance reached on this route').textContent()) ?? '';
    await owner.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = owner.getByRole('dialog', { name: 'Share' });
    await dialog.getByRole('button', { name: 'Create a share link' }).click();
    await expect.poll(() => dialog.getByLabel('Share link').inputValue()).toMatch(/\/section\/share\/[A-Za-z0-9_-]{43}$/);
    link = await dialog.getByLabel('Share link').inputValue();
  });

  it('opens the link, opens Report, and makes the PDF from the result computed in the browser, the owner’s', async () => {
    await visitor.goto(link);
    await visitor.getByText('Shared section, read-only').waitFor();
    await tabs(visitor).getByRole('link', { name: 'Report' }).click();
    await visitor.getByText('From a share link: the report is made in this browser').waitFor();
    // the report's options are the reader's to choose: not disabled like the section's fields
    const language = visitor.getByLabel('Language of the report');
    expect(await language.isEnabled()).toBe(true);
    // every control of the shared report has its name (no serious or critical axe finding)
    await visitor.waitForTimeout(300); // let the lazy chunks and the preview's charts settle
    const serious = (await runAxe(visitor)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id} at ${v.targets.slice(0, 3).join(', ')}`)).toEqual([]);
    await visitor.getByLabel('Engineer').fill('Crew 7');
    const create = visitor.getByRole('button', { name: 'Create the PDF' });
    await expect.poll(() => create.isEnabled(), { timeout: 20_000 }).toBe(true);
    const [download] = await Promise.all([visitor.waitForEvent('download', { timeout: 30_000 }), create.click()]);
    // the no-break spaces that keep a number with its unit (latin-1 0xA0) read as spaces, as a viewer's search does
    const pdf = readFileSync(await download.path(), 'latin1').replace(/\u00a0/g, ' ');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(Cable laying report: Quay pull)');
    expect(pdf).toContain('(Crew 7)');
    // the link carries no version of the section: the report claims none (it read "version 0, as saved")
    expect(pdf).not.toContain('(Section data)');
    expect(pdf).not.toMatch(/\(version \d+, as saved\)/);
    // the machine the link carries, by its name, and the owner's distance (its limits included)
    expect(pdf).toContain('(Capstan winch 10 kN)');
    expect(pdf).toContain(`(${ownerDistance})`);
    // no server calculation: a visitor has no session to run one
    expect(pageErrors).toEqual([]);
  });

  it('leaves the section itself read-only on the other tabs', async () => {
    await tabs(visitor).getByRole('link', { name: /^Cable/ }).click();
    expect(await visitor.getByLabel('Outer diameter (mm)').isDisabled()).toBe(true);
  });
});
