import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HAS_CHROMIUM, launchBrowser, ROOT, startServer, type RunningServer, register, createProject, createSection, createShareLink } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/** The section editor's journeys: a demo section, errors, methods, KML import, simulation. */
describe.skipIf(!HAS_CHROMIUM)('the section editor in Chromium against the real server', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const tab = (name: string) => page.getByRole('navigation', { name: 'Section tabs' }).getByRole('link', { name: new RegExp(`^${name}`) });

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await browser.newContext({ locale: 'en-GB', acceptDownloads: true })).newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await register(page, server.url, 'grace');
    await createProject(page, 'Demo');
    await createSection(page, 'Pull demo', 'pulling');
    await tab('Equipment').click();
    await page.getByLabel('Pulling machine').selectOption({ label: 'Capstan winch 10 kN' });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const figure = (name: string) => page.getByRole('region', { name: 'Live result' }).getByText(name, { exact: true }).locator('xpath=following-sibling::dd');

  it('computes the demo section live, simulates it on the server with the same result, and draws the charts', async () => {
    await tab('Results').click();
    await expect.poll(() => figure('Distance reached on this route').textContent(), { timeout: 20_000 }).toMatch(/^\d[\d,]*(\.\d+)? m$/);
    const live = await figure('Distance reached on this route').textContent();
    const liveMax = await figure('Max distance, route continued straight').textContent();
    await page.getByRole('button', { name: 'Simulate on the server' }).click();
    const saved = page.getByRole('region', { name: 'Saved result (server)' });
    await saved.waitFor({ timeout: 20_000 });
    expect(await saved.getByText('Distance reached on this route', { exact: true }).locator('xpath=following-sibling::dd').textContent()).toBe(live);
    expect(await saved.getByText('Max distance, route continued straight', { exact: true }).locator('xpath=following-sibling::dd').textContent()).toBe(liveMax);
    // the winch chosen above is an unsaved edit: the server's result is the draft's, saved only with Save
    await saved.getByText('Draft, not saved', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Section saved').first().waitFor();
    await expect.poll(() => saved.getAttribute('data-state')).toBe('saved');
    await page.getByRole('figure', { name: 'Cable force along the route' }).locator('.main-svg').first().waitFor({ timeout: 20_000 });
    expect(pageErrors).toEqual([]);
  });

  it('refuses a cable wider than the duct', async () => {
    await tab('Cable').click();
    await page.getByLabel('Outer diameter (mm)').fill('100');
    await page.getByText(/The cable does not fit: .*\(94 mm\)/).waitFor();
    await tab('Cable, 1 error').waitFor();
    await page.getByLabel('Outer diameter (mm)').fill('40');
    await expect.poll(() => page.getByText(/The cable does not fit/).count()).toBe(0);
  });

  it('refuses a coefficient of friction above 1 on the field: no result is computed from it', async () => {
    await tab('Stretches').click();
    const cof = page.getByRole('textbox', { name: 'Coefficient of friction', exact: true });
    const before = await cof.inputValue();
    await cof.fill('1e20');
    await page.getByText('The coefficient of friction can be at most 1: no cable and duct reach it, even without lubricant.').waitFor();
    await tab('Results').click();
    // it gave a force profile of 1e12 N; now the editor names the field to correct (an engine refusal would name it too)
    await page.getByText('The section has errors: correct the fields marked in the tabs to see a result.').waitFor();
    await page.getByText('To correct: Coefficient of friction of row 1 (Stretches tab).').waitFor();
    await tab('Stretches').click();
    await cof.fill(before);
    await expect.poll(() => page.getByText(/can be at most 1/).count()).toBe(0);
  });

  it('shows the compressor when the method becomes jetting, and goes back', async () => {
    await tab('General').click();
    await page.getByLabel('Laying method').selectOption({ label: 'Jetting' });
    await tab('Equipment').click();
    await page.getByLabel('Maximum air flow (l/min)').waitFor();
    await tab('General').click();
    await page.getByLabel('Laying method').selectOption({ label: 'Pulling' });
  });

  it('imports a KML route into rows', async () => {
    await tab('Trajectory').click();
    await page.getByRole('button', { name: 'Import a route' }).click();
    await page.getByRole('dialog').getByLabel('File').setInputFiles(join(ROOT, 'fixtures', 'routes', 'trench-zurich-west.kml'));
    await page.getByRole('dialog').getByRole('button', { name: 'Import' }).click();
    await page.getByLabel('Row 7: Length').waitFor();
    expect(await page.getByLabel('Row 8: Length').count()).toBe(0);
    await page.getByText(/^Total 1,\d{3} m/).waitFor();
    // the altitude profile's axis spans the route's altitudes (402–406 m), not from 0
    const profile = page.getByRole('figure', { name: 'Altitude profile' }).locator('.js-plotly-plot');
    await profile.waitFor({ timeout: 20_000 });
    const range = await profile.evaluate((plot) => (plot as unknown as { _fullLayout: { yaxis: { range: number[] } } })._fullLayout.yaxis.range);
    expect(range[0]).toBeGreaterThan(390);
    expect(range[1]).toBeLessThan(420);
    expect(pageErrors).toEqual([]);
  });

  it('creates the PDF report from the server’s calculation, with real text', async () => {
    await tab('Results').click();
    await expect.poll(() => figure('Distance reached on this route').textContent(), { timeout: 20_000 }).toMatch(/ m$/);
    const distance = await figure('Distance reached on this route').textContent();
    await page.getByRole('navigation', { name: 'Section tabs' }).getByRole('link', { name: 'Report' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Calculate and create the PDF' }).click(),
    ]);
    const path = await download.path();
    // the no-break spaces that keep a number with its unit (latin-1 0xA0) read as spaces, as a viewer's search does
    const pdf = readFileSync(path, 'latin1').replace(/\u00a0/g, ' ');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(Cable laying report: Pull demo)');
    expect(pdf).toContain('(Capstan winch 10 kN)');
    expect(pdf).toContain('(Straight)');
    expect(pdf).toContain(`(${distance})`);
    // the route's plan view (solved by the engine in this browser), the speed chart and the assumptions
    expect(pdf).toContain('(Plan view)');
    expect(pdf).toContain('(East \\(m\\))');
    expect(pdf).toContain('(Speed against the installed length)');
    expect(pdf).toContain('(Assumptions behind this result)');
    expect(pageErrors).toEqual([]);
  });

  it('overlays two scenarios on one chart in their colours', async () => {
    const keep = async (name: string): Promise<void> => {
      await page.getByLabel('Name of the new scenario').fill(name);
      await page.getByRole('button', { name: 'Keep as a scenario' }).click();
    };
    await tab('Results').click();
    await keep('Data sheet');
    await tab('Cable').click();
    await page.getByLabel('Maximum pulling force (N)').fill('4000');
    await tab('Results').click();
    await keep('Weak cable');
    const chart = page.getByRole('figure', { name: 'Cable force along the route, by scenario' });
    await expect.poll(() => chart.locator('.scatterlayer .trace').count(), { timeout: 20_000 }).toBe(2);
    const colours = await chart.locator('.scatterlayer .trace path.js-line').evaluateAll((paths) => paths.map((path) => getComputedStyle(path).stroke));
    expect(colours).toEqual(['rgb(0, 65, 207)', 'rgb(209, 6, 0)']);
  });

  it('shares the section: read-only for a visitor, copied into their project after sign-in', async () => {
    await page.getByRole('button', { name: 'Save' }).click().catch(() => undefined);
    const link = await createShareLink(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    const visitor = await (await browser.newContext({ locale: 'en-GB', acceptDownloads: true })).newPage();
    await visitor.goto(`${link}/cable`);
    await visitor.getByText('Shared section, read-only').waitFor();
    expect(await visitor.getByLabel('Outer diameter (mm)').isDisabled()).toBe(true);
    // exporting is reading: the visitor downloads the trajectory, but cannot import one
    await visitor.goto(`${link}/trajectory`);
    await visitor.getByText('Shared section, read-only').waitFor();
    expect(await visitor.getByRole('button', { name: 'Import a route' }).isDisabled()).toBe(true);
    const [csv] = await Promise.all([visitor.waitForEvent('download'), visitor.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    expect(readFileSync(await csv.path(), 'utf8').split('\n')[0]).toMatch(/^type/);
    await visitor.getByRole('link', { name: 'Copy into my projects' }).click();
    await visitor.getByLabel('E-mail or username').fill('grace@example.com');
    await visitor.getByLabel('Password').fill('correct horse battery');
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await visitor.getByRole('button', { name: 'Copy the section' }).click();
    await visitor.getByRole('button', { name: 'Save' }).waitFor();
    expect(new URL(visitor.url()).pathname).toMatch(/^\/section\/[0-9a-f-]{36}\/general$/);

    // reopened, the dialog reads the link back; the owner stops sharing: the link opens nothing any more
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect.poll(() => page.getByRole('dialog').getByLabel('Share link').inputValue()).toBe(link);
    await page.getByRole('dialog').getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByText('The link no longer opens this section.').waitFor();
    await visitor.goto(`${link}/cable`);
    await visitor.getByText('This share link is not valid').waitFor();
    await visitor.context().close();
  });

  it('answers in the flow calculator', async () => {
    await page.goto(`${server.url}/additional/flow-calculator`);
    const results = page.getByRole('region', { name: 'Result' });
    await expect.poll(() => results.getByText('Flow', { exact: true }).locator('xpath=following-sibling::dd').textContent(), { timeout: 20_000 }).toMatch(/ l\/min$/);
    await page.getByRole('figure', { name: 'Pressure along the duct' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
