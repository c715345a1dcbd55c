import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { runAxe, type AxeViolation } from './axe.ts';
import { HAS_CHROMIUM, launchBrowser, startServer, type RunningServer, register, createProject, createSection } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/** The axe rules this suite holds at zero violations on every page it visits. */
const HELD_RULES = ['color-contrast', 'label-content-name-mismatch', 'nested-interactive'];

/**
 * axe-core on the main pages in Chromium against the real server: the rules above must pass; any other
 * serious or critical violation is printed (for a person to look at), not failed on.
 */
describe.skipIf(!HAS_CHROMIUM)('accessibility (axe-core) of the main pages', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const others = new Map<string, AxeViolation[]>();
  const tab = (name: string) => page.getByRole('navigation', { name: 'Section tabs' }).getByRole('link', { name: new RegExp(`^${name}`) });

  /** Runs axe, remembers the other serious findings, returns the violations of the held rules. */
  const check = async (where: string): Promise<AxeViolation[]> => {
    const violations = await runAxe(page);
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const rest = serious.filter((v) => !HELD_RULES.includes(v.id));
    if (rest.length > 0) others.set(where, rest);
    return violations.filter((v) => HELD_RULES.includes(v.id));
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 }, bypassCSP: true })).newPage();
  });

  afterAll(async () => {
    if (others.size > 0) console.log('other serious axe violations:', JSON.stringify(Object.fromEntries(others), null, 2));
    await browser?.close();
    await server?.stop();
  });

  it('the sign-in page', async () => {
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect.soft(await check('sign-in')).toEqual([]);
  });

  it('the projects page (with the user menu and its avatar)', async () => {
    await register(page, server.url, 'ada', 'ada.lovelace@example.com');
    await page.getByRole('button', { name: 'New project' }).waitFor();
    expect.soft(await check('projects')).toEqual([]);
  });

  it('the section editor: General, Equipment, Cable, Settings, Trajectory and Results', async () => {
    await createProject(page, 'Audit');
    await createSection(page, 'Pull audit', 'pulling');
    await tab('General').click();
    await page.getByRole('heading', { level: 1, name: 'Pull audit' }).waitFor();
    expect.soft(await check('section: General')).toEqual([]);
    await tab('Equipment').click();
    await page.getByLabel('Pulling machine').waitFor();
    expect.soft(await check('section: Equipment')).toEqual([]);
    await page.getByLabel('Pulling machine').selectOption({ label: 'Capstan winch 10 kN' });
    // automatic values: read-only fields with 'enter manually', manual ones with 'reset to automatic'
    await tab('Cable').click();
    await page.getByRole('button', { name: 'enter manually: Bending stiffness' }).waitFor();
    expect.soft(await check('section: Cable')).toEqual([]);
    await tab('Settings').click();
    await page.getByRole('button', { name: /^enter manually: / }).first().waitFor();
    expect.soft(await check('section: Settings')).toEqual([]);
    await tab('Trajectory').click();
    await page.getByRole('table').first().waitFor();
    expect.soft(await check('section: Trajectory')).toEqual([]);
    await tab('Results').click();
    await page.getByRole('complementary', { name: 'Result' }).waitFor();
    await page.waitForTimeout(1000);
    expect.soft(await check('section: Results')).toEqual([]);
  }, 90_000);

  it('the flow calculator', async () => {
    await page.getByRole('button', { name: 'Calculators' }).click();
    await page.getByRole('link', { name: 'Flow calculator' }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(1000);
    expect.soft(await check('flow calculator')).toEqual([]);
  });
});
