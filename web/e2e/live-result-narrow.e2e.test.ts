// The live result beside the inputs at every width, the active tab and the trajectory's columns on a phone, and readable chart titles (issue #37, points 1 and 2).
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { runAxe } from './axe.ts';
import { HAS_CHROMIUM, openNewSection, SCREENSHOT_DIR, type SectionSession } from './harness.ts';
import { overflow } from './page-fit.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/** A phone, a tablet, a laptop: below 1200 px the result is a bar at the bottom of the screen, from 1200 px an aside. */
const SCREENS = [
  { width: 390, height: 844, bar: true },
  { width: 768, height: 1024, bar: true },
  { width: 1440, height: 900, bar: false },
] as const;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.skipIf(!HAS_CHROMIUM)('the live result, the tabs and the charts on a phone, a tablet and a laptop', () => {
  let session: SectionSession;
  let page: Page;
  let sectionUrl = '';
  let radius = '';

  const result = () => page.getByRole('complementary', { name: 'Result' });
  /** The status the result shows (the headline's; the drawer, when open, has its own before it). */
  const status = () => result().getByText('Status', { exact: true }).last().locator('xpath=following-sibling::dd');
  const tabs = () => page.getByRole('navigation', { name: 'Section tabs' });
  const radiusField = () => page.getByLabel(/^Minimum bending radius/);

  /** Whether the whole of `locator` is on the screen. */
  const inView = async (locator: Locator): Promise<boolean> => {
    const box = await locator.boundingBox();
    const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
    return box !== null && box.x >= -1 && box.y >= -1 && box.x + box.width <= width + 1 && box.y + box.height <= height + 1;
  };

  const noSidewaysScroll = async (what: string) => {
    await page.waitForTimeout(300); // let the layout settle (charts size themselves after mount)
    const { excess, culprits } = await overflow(page);
    expect(excess, `${what} scrolls sideways by ${excess} px: ${culprits.join('; ')}`).toBeLessThanOrEqual(1);
  };

  const axeClean = async (what: string) => {
    const serious = (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious, what).toEqual([]);
  };

  /** Checks that each chart's title is whole in its figure and clear of the mode bar; how many charts there are. */
  const titlesClear = async (where: string): Promise<number> => {
    const charts = page.locator('.js-plotly-plot');
    const count = await charts.count();
    for (let i = 0; i < count; i++) {
      const chart = charts.nth(i);
      const title = chart.locator('.gtitle');
      if ((await title.count()) === 0) continue;
      const figure = await chart.boundingBox();
      const text = await title.boundingBox();
      const modeBar = await chart.locator('.modebar').boundingBox();
      expect(figure && text && modeBar, `${where}: chart ${i} drawn`).toBeTruthy();
      if (!figure || !text || !modeBar) continue;
      const name = await title.textContent();
      expect(overlaps(text, modeBar), `${where}: chart ${i} (${name}): title ${JSON.stringify(text)}, mode bar ${JSON.stringify(modeBar)}`).toBe(false);
      expect(text.x >= figure.x - 1 && text.x + text.width <= figure.x + figure.width + 1, `${where}: chart ${i} (${name}) title whole in its figure`).toBe(true);
    }
    return count;
  };

  beforeAll(async () => {
    session = await openNewSection({ username: 'lena', project: 'Narrow screens', section: 'Pull on a phone', template: 'pulling', tab: 'Cable' });
    page = session.page;
    radius = await radiusField().inputValue();
    sectionUrl = page.url().replace(/\/[a-z]+$/, '');
  });

  afterAll(async () => {
    await session?.close();
  });

  for (const screen of SCREENS) {
    it(`${screen.width} px: the Trajectory tab in view in its strip, its angle and radius columns reachable, the result in view`, async () => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      // a fresh load: the strip of tabs starts scrolled to its left end
      await page.goto(`${sectionUrl}/trajectory`);
      const active = tabs().getByRole('link', { name: 'Trajectory' });
      await expect.poll(() => active.getAttribute('aria-current')).toBe('page');
      const strip = await tabs().boundingBox();
      const tab = await active.boundingBox();
      expect(tab && strip && tab.x >= strip.x - 1 && tab.x + tab.width <= strip.x + strip.width + 1, 'the active tab is whole in its strip').toBe(true);

      await expect.poll(() => status().textContent(), { timeout: 30_000 }).toBe('calculated');
      expect(await inView(status()), 'the result is on the screen').toBe(true);
      // scrolled down the route rows, the result stays on the screen (a bar at the bottom, or the aside beside)
      await page.getByLabel('Row 4: Angle').scrollIntoViewIfNeeded();
      await page.waitForTimeout(200);
      expect(await inView(status()), 'the result stays on the screen as the page scrolls').toBe(true);

      // the table scrolls in its own box, not the page: each angle and radius field can be brought on the screen
      for (const name of ['Row 2: Angle', 'Row 2: Radius', 'Row 4: Radius']) {
        const field = page.getByLabel(name);
        await field.scrollIntoViewIfNeeded();
        expect(await inView(field), `${name} reachable`).toBe(true);
        expect(await page.evaluate(() => window.scrollX), 'the page did not scroll sideways').toBe(0);
      }
      // the plan and the profile of the route
      await page.locator('.js-plotly-plot').nth(1).waitFor({ timeout: 30_000 });
      await page.waitForTimeout(300); // the charts redraw at their width
      expect(await titlesClear('the Trajectory tab')).toBe(2);
      await noSidewaysScroll(`the Trajectory tab at ${screen.width} px`);
      await axeClean(`the Trajectory tab at ${screen.width} px`);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `live-result-trajectory-${screen.width}.png`) });
    });

    it(`${screen.width} px: on the Cable tab the result follows an input (amber past a limit) and opens in full`, async () => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await tabs().getByRole('link', { name: 'Cable', exact: true }).click();
      await expect.poll(() => status().textContent(), { timeout: 30_000 }).toBe('calculated');
      expect(await inView(status())).toBe(true);

      // a curve of 10 m for a cable of 15 m minimum: the cable reaches the end past a limit
      await radiusField().fill('15');
      await radiusField().blur();
      await expect.poll(() => status().textContent(), { timeout: 20_000 }).toBe('limit exceeded');
      expect(await status().locator('xpath=..').getAttribute('data-status')).toBe('exceeded');
      const limit = result().getByText('Limits exceeded', { exact: true }).last().locator('xpath=following-sibling::dd');
      expect(await limit.textContent()).toMatch(/^Bend radius 10(\.00)? m at 100(\.00)? m/);
      expect(await inView(status())).toBe(true);
      await axeClean(`the Cable tab past a limit at ${screen.width} px`);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `live-result-cable-exceeded-${screen.width}.png`) });

      const allResults = result().getByRole('link', { name: 'All results and charts' });
      if (screen.bar) {
        // the bar opens into the whole result pane, by keyboard, and Escape closes it
        const toggle = result().getByRole('button', { name: 'Full result' });
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        expect(await allResults.isVisible()).toBe(false);
        await toggle.focus();
        await page.keyboard.press('Enter');
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        const drawer = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
        await drawer.getByText('Max distance, route continued straight', { exact: true }).waitFor();
        await drawer.getByText('Laying time', { exact: true }).waitFor();
        expect(await inView(drawer), 'the open pane is on the screen').toBe(true);
        await axeClean(`the open result pane at ${screen.width} px`);
        await page.screenshot({ path: join(SCREENSHOT_DIR, `live-result-open-${screen.width}.png`) });
        await page.keyboard.press('Escape');
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        expect(await toggle.evaluate((element) => element === document.activeElement), 'the focus is back on the button').toBe(true);
        await toggle.click();
      }
      await allResults.click();
      await page.waitForURL(/\/simulation$/);
      // the Results tab has everything: no bar there (the aside stays beside it from 1200 px)
      await page.getByRole('region', { name: 'Live result' }).waitFor();
      expect(await result().count()).toBe(screen.bar ? 0 : 1);

      // back to the inputs: the first value again, calculated again
      await tabs().getByRole('link', { name: 'Cable', exact: true }).click();
      await radiusField().fill(radius);
      await radiusField().blur();
      await expect.poll(() => status().textContent(), { timeout: 20_000 }).toBe('calculated');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('All changes saved').waitFor();
      await noSidewaysScroll(`the Cable tab at ${screen.width} px`);
    });

    it(`${screen.width} px: the charts' titles are whole and clear of the mode bar`, async () => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await page.goto(`${sectionUrl}/simulation`);
      await page.locator('.js-plotly-plot').first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(500); // the charts redraw at their width
      expect(await titlesClear('the Results tab')).toBeGreaterThanOrEqual(4);
      await noSidewaysScroll(`the Results tab at ${screen.width} px`);
      await axeClean(`the Results tab at ${screen.width} px`);
      if (screen.width === 390) {
        await page.locator('.js-plotly-plot').first().hover();
        await page.screenshot({ path: join(SCREENSHOT_DIR, `live-result-chart-${screen.width}.png`) });
      }
      expect(session.pageErrors).toEqual([]);
    }, 90_000);
  }
});
