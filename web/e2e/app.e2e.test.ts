import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HAS_CHROMIUM, ROOT, rootVersion, type RunningServer, openApp, closeApp } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

describe.skipIf(!HAS_CHROMIUM)('the app in Chromium against the real server', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ server, browser, page } = await openApp(pageErrors));
  });

  afterAll(() => closeApp(browser, server));

  it('loads the home page and shows the application version in the footer', async () => {
    await page.goto(server.url);
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.textContent(), { timeout: 15_000 }).toContain(rootVersion());
    // the browser title says the footer's version
    expect(await page.title()).toBe(`Cable Laying Analyzer — state-of-the-art underground cable laying analyzer, version ${rootVersion()}`);
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

    // The simulator is for signed-in users: register over HTTP, then send the cookies and the CSRF header back.
    const session = await registerOverHttp(server.url);
    const res = await fetch(`${server.url}/simulator/calculate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-xsrf-token': session.xsrf },
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

/** Registers a fresh user with `POST /api/register` and answers its `cla_session` and `XSRF-TOKEN` cookies. */
async function registerOverHttp(url: string): Promise<{ cookie: string; xsrf: string }> {
  const name = `e2e-${Date.now().toString(36)}`;
  const res = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: name, email: `${name}@example.com`, password: 'correct horse battery' }),
  });
  expect(res.status).toBe(201);
  const cookies = Object.fromEntries(
    res.headers.getSetCookie().map((line) => {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
  const session = cookies['cla_session'];
  const xsrf = cookies['XSRF-TOKEN'];
  expect(session).toBeTruthy();
  expect(xsrf).toBeTruthy();
  return { cookie: `cla_session=${session}; XSRF-TOKEN=${xsrf}`, xsrf: decodeURIComponent(xsrf ?? '') };
}
