// Browser end-to-end harness: starts the real built server on a free port with a throwaway data folder, and
// Debian's Chromium through playwright-core. `npm test` builds the server and the web app first.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const ROOT = join(import.meta.dirname, '..', '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM);

/** Launch flags for Chromium as root (no sandbox) on a machine without network access (no first-run, no updates). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function rootVersion(): string {
  return (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  /** What the server wrote so far (stdout and stderr), e.g. the links of the e-mails the log mailer wrote. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts `node server/dist/main.js` and waits until it answers. */
export async function startServer(): Promise<RunningServer> {
  const main = join(ROOT, 'server', 'dist', 'main.js');
  if (!existsSync(main)) throw new Error('server/dist/main.js is missing: run `npm run build` first');
  if (!existsSync(join(ROOT, 'web', 'dist', 'index.html'))) throw new Error('web/dist is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cla-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.REDIS_URL; // one process: its counters in memory (CI sets REDIS_URL for the server tests that share them)
  const child: ChildProcess = spawn(process.execPath, [main], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/api/application-version`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The browsers launched by this test file and still open (screenshot-on-failure.ts photographs their pages). */
export const openBrowsers = new Set<Browser>();

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

/** A real server, a browser and a page on it: what a browser test file opens before its tests. */
export interface AppSession {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly page: Page;
}

/**
 * Starts the server and the browser and opens a page in a new context with `context` (none: the browser's defaults);
 * the page's uncaught errors go to `pageErrors`, for the tests to assert empty.
 */
export async function openApp(pageErrors: string[], context?: BrowserContextOptions): Promise<AppSession> {
  const server = await startServer();
  try {
    const browser = await launchBrowser();
    const page = context === undefined ? await browser.newPage() : await (await browser.newContext(context)).newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    return { server, browser, page };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Closes the browser and stops the server of a test file (either is missing when starting them failed). */
export async function closeApp(browser: Browser | undefined, server: RunningServer | undefined): Promise<void> {
  await browser?.close();
  await server?.stop();
}

/** Where failed tests leave their screenshots (gitignored). */
export const SCREENSHOT_DIR = join(ROOT, 'web', 'e2e', 'screenshots');

/** The password of the accounts the browser tests register. */
export const TEST_PASSWORD = 'correct horse battery';

/** Registers `username` on the register page of `url`; the app then shows the projects page. */
export async function register(page: Page, url: string, username: string, email = `${username}@example.com`): Promise<void> {
  await page.goto(`${url}/register`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Repeat the password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create the account' }).click();
}

/** On the projects page: creates a project named `name` (the app opens it). */
export async function createProject(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
}

/** On a project page: creates a section named `name` from a template, then opens it. */
export async function createSection(page: Page, name: string, template: string): Promise<void> {
  await page.getByRole('button', { name: 'New section' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(name);
  await page.getByRole('dialog').getByLabel('Start from').selectOption(template);
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await page.getByRole('link', { name }).click();
}

/** A real server and a browser page signed in as a new user, on a new section of a new project, in one of its tabs. */
export interface SectionSession {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly page: Page;
  /** uncaught errors of the page, to assert empty */
  readonly pageErrors: string[];
  close(): Promise<void>;
}

/** The Studies tab's axe rules held at zero: names of controls and progress bars, contrast, nesting, tables. */
export const STUDIES_AXE_RULES = ['button-name', 'select-name', 'label', 'link-name', 'label-content-name-mismatch', 'aria-progressbar-name', 'color-contrast', 'nested-interactive', 'th-has-data-cells', 'empty-table-header'];

/** Starts a server and a browser (1280 × 1400, en-GB), registers `username`, creates the project and the section, opens `tab`. */
export async function openNewSection(options: {
  username: string; project: string; section: string; template: string; tab: string;
  /** the cores the page reports (navigator.hardwareConcurrency): the Studies tab runs a COF study on one worker per core left */
  cores?: number;
}): Promise<SectionSession> {
  const pageErrors: string[] = [];
  const { server, browser, page } = await openApp(pageErrors, { locale: 'en-GB', bypassCSP: true, viewport: { width: 1280, height: 1400 } });
  if (options.cores !== undefined) {
    await page.addInitScript((cores) => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => cores }), options.cores);
  }
  await register(page, server.url, options.username);
  await createProject(page, options.project);
  await page.getByRole('button', { name: 'New section' }).waitFor();
  await createSection(page, options.section, options.template);
  await page.getByRole('navigation', { name: 'Section tabs' }).getByRole('link', { name: options.tab }).click();
  return {
    server,
    browser,
    page,
    pageErrors,
    close: () => closeApp(browser, server),
  };
}

/**
 * On a section or legacy project page: opens Share, creates a link and returns it once the dialog shows it (the
 * dialog stays open). `kind` is the path segment of the share page.
 */
export async function createShareLink(page: Page, kind: 'section' | 'legacy-projects' = 'section'): Promise<string> {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create a share link' }).click();
  const field = dialog.getByLabel('Share link');
  const pattern = new RegExp(`/${kind}/share/[A-Za-z0-9_-]{43}$`);
  await expect.poll(() => field.inputValue()).toMatch(pattern);
  return field.inputValue();
}
