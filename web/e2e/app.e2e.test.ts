import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HAS_CHROMIUM, launchBrowser, ROOT, rootVersion, startServer, type RunningServer } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

describe.skipIf(!HAS_CHROMIUM)('the app in Chromium against the real server', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('loads the home page and shows the application version in the footer', async () => {
    await page.goto(server.url);
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.textContent(), { timeout: 15_000 }).toContain(rootVersion());
    expect(await page.title()).toContain('Cable Laying Analyzer');
    expect(pageErrors).toEqual([]);
  });

  it('answers an unknown route with the 404 page', async () => {
    await page.goto(`${server.url}/no/such/page`);
    await expect.poll(() => page.getByRole('main').textContent()).toContain('This page could not be found');
  });

  it('runs the engine in a Web Worker as the engineer types', async () => {
    await page.goto(`${server.url}/test/charts`);
    await expect.poll(() => page.getByRole('main').textContent(), { timeout: 15_000 }).toContain('Success');
    expect(pageErrors).toEqual([]);
  });

  it('the browser and the server give the same calculate result from the same wasm', async () => {
    const fixture = readFileSync(join(ROOT, 'fixtures', 'requests', 'push-1750m-8-bends-max.json'), 'utf8');
    const request = JSON.parse(fixture) as unknown;
    const wasmInDist = readFileSync(join(ROOT, 'engine-as', 'build', 'release.wasm'));
    await page.goto(`${server.url}/test/engine`);
    await page.getByRole('textbox', { name: 'Simulation request (JSON)' }).fill(JSON.stringify(request));
    await page.getByRole('button', { name: 'Calculate in the browser' }).click();
    const output = page.getByTestId('engine-response');
    await output.waitFor({ timeout: 20_000 });
    const browserResult = JSON.parse((await output.textContent()) ?? 'null') as unknown;

    const res = await fetch(`${server.url}/simulator/calculate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    expect(res.status).toBe(200);
    const serverResult = (await res.json()) as { status: string; maxDistance: number };
    expect(['success', 'failed']).toContain(serverResult.status);
    expect(serverResult.maxDistance).toBeGreaterThan(0);
    expect(browserResult).toEqual(serverResult);

    // the web app serves the very bytes the server loads
    const assets = readdirSync(join(ROOT, 'web', 'dist', 'assets')).filter((f) => f.endsWith('.wasm'));
    expect(assets).toHaveLength(1);
    const wasmRes = await fetch(`${server.url}/assets/${assets[0]}`);
    expect(wasmRes.headers.get('content-type')).toBe('application/wasm');
    expect(Buffer.from(await wasmRes.arrayBuffer()).equals(wasmInDist)).toBe(true);
  });
});
