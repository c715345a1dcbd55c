import { afterAll, beforeAll, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer, register } from './harness.ts';
let server: RunningServer; let browser: Browser; let page: Page;
beforeAll(async () => {
  server = await startServer(); browser = await launchBrowser();
  page = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 1400 } })).newPage();
  await register(page, server.url, 'ada');
}, 90_000);
afterAll(async () => { await browser?.close(); await server?.stop(); });
it('looks', async () => {
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/ua/projects.png' });
  await page.getByRole('link', { name: /^Demo: one section/ }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/ua/demo.png', fullPage: true });
  const project = page.url();
  const sections = await page.getByRole('link').allTextContents();
  console.log(sections.join(' | '));
  for (let i = 1; i < 7; i++) {
    await page.goto(project); await page.waitForTimeout(800);
    const links = page.getByRole('main').getByRole('link', { name: /^(Floating|Free-floating|Jetting|Pull|Push-pull|Push|Water push-pull):/ });
    const n = await links.count(); console.log('links', n);
    const link = links.nth(i); const name = await link.textContent(); await link.click();
    await page.waitForTimeout(1500);
    const tabs = page.getByRole('navigation', { name: 'Section tabs' });
    await tabs.getByRole('link', { name: /^Results/ }).click();
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `/tmp/ua/results-${i}.png`, fullPage: true });
    console.log('REPORTTAB', await tabs.getByRole('link', { name: /^Report/ }).getAttribute('aria-label'), await tabs.getByRole('link', { name: /^Report/ }).innerHTML());
    await tabs.getByRole('link', { name: /^Report/ }).click();
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `/tmp/ua/report-${i}.png`, fullPage: false });
    console.log(i, name, (await tabs.textContent()), (await page.getByRole('main').textContent())?.slice(0, 900));
    break;
  }
}, 120_000);
