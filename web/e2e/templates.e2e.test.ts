import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HAS_CHROMIUM, launchBrowser, startServer, type RunningServer, register, createProject, createSection } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/**
 * A new user's first sections: each template, as created from the project page, shows a result without any
 * validation error; the Results tab labels both distances, explains them and lists the assumptions; the report
 * preview and the PDF carry them too. Screenshots and the PDF go to E2E_ARTIFACTS when set (for a look).
 */
describe.skipIf(!HAS_CHROMIUM)('templates in Chromium against the real server', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const artifacts = process.env.E2E_ARTIFACTS;
  const tabs = () => page.getByRole('navigation', { name: 'Section tabs' });
  const tab = (name: string) => tabs().getByRole('link', { name: new RegExp(`^${name}`) });
  const figure = (name: string) => page.getByRole('region', { name: 'Live result' }).getByText(name, { exact: true }).locator('xpath=following-sibling::dd');

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await browser.newContext({ locale: 'en-GB', acceptDownloads: true, viewport: { width: 1280, height: 1400 } })).newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await register(page, server.url, 'ada');
    await createProject(page, 'Templates');
    await page.getByRole('button', { name: 'New section' }).waitFor();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each([
    ['pulling', 'Pull from template'],
    ['jetting', 'Jet from template'],
    ['watucab', 'Water from template'],
  ])('a section from the %s template shows a result with no validation error', async (template, name) => {
    const project = page.url();
    await createSection(page, name, template);
    await tab('Results').click();
    await expect.poll(() => figure('Distance reached on this route').textContent(), { timeout: 30_000 }).toMatch(/^\d[\d,]*(\.\d+)? m$/);
    expect(await figure('Status').textContent()).toBe('calculated');
    expect(await figure('Max distance, route continued straight').textContent()).toMatch(/^\d[\d,]*(\.\d+)? m$/);
    // no tab reports an error (a tab with errors is named "Cable, 1 error")
    expect(await tabs().getByRole('link', { name: /error/ }).count()).toBe(0);
    await page.getByText(/^Distance reached: how far the cable gets on this section’s route/).waitFor();
    const assumptions = page.getByRole('region', { name: 'Assumptions behind this result' });
    expect(await assumptions.getByRole('row').count()).toBeGreaterThan(2);
    await assumptions.getByRole('rowheader', { name: /^Duct undulation amplitude — / }).waitFor();
    if (template === 'jetting') expect(await assumptions.getByText(/bar \(gauge\)$/).count()).toBeGreaterThan(0);
    if (artifacts) await page.screenshot({ path: `${artifacts}/results-${template}.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
    await page.goto(project);
  }, 90_000);

  it('the report preview and the PDF label both distances, explain them and list the assumptions', async () => {
    await page.getByRole('link', { name: 'Pull from template' }).click();
    await tabs().getByRole('link', { name: 'Report' }).click();
    const preview = page.getByRole('article', { name: 'Cable laying report: Pull from template' });
    await preview.getByText('Distance reached on this route', { exact: true }).waitFor({ timeout: 30_000 });
    await preview.getByText('Max distance, route continued straight', { exact: true }).waitFor();
    await preview.getByText(/^Distance reached: how far the cable gets/).waitFor();
    await preview.getByRole('table', { name: 'Assumptions behind this result' }).getByText('Bending stiffness ignored at bends (pulling: string model)').waitFor();
    if (artifacts) await page.screenshot({ path: `${artifacts}/report-preview.png`, fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Calculate and create the PDF' }).click(),
    ]);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const pdf = readFileSync(path);
    if (artifacts) writeFileSync(`${artifacts}/report.pdf`, pdf);
    const text = pdf.toString('latin1');
    expect(text).toContain('(Distance reached on this route)');
    expect(text).toContain('(Assumptions behind this result)');
    expect(pageErrors).toEqual([]);
  }, 90_000);
});
