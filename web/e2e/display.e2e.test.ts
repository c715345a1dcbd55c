import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, openNewSection, ROOT, type SectionSession } from './harness.ts';

if (!HAS_CHROMIUM) console.log('skipped: chromium not found');

/**
 * "A result an engineer can sign" (points 4, 6, 8), in English and in French, on a 1440 px wide screen: inputs show
 * what was entered, results the digits the model is good to, arrow keys step on the shown unit's grid; the COF
 * field says it expects the lubricated value and links its help, the Results tab lists the COF each stretch was
 * computed with; the method comparison and the scenarios show every column without scrolling. With E2E_ARTIFACTS
 * set, each step leaves a screenshot there.
 */
const LANGUAGES = ['en', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];

function catalogue(language: Language): (id: string) => string {
  const messages = JSON.parse(readFileSync(join(ROOT, 'web', 'src', 'i18n', `${language}.json`), 'utf8')) as Record<string, string>;
  return (id) => {
    const text = messages[id];
    if (text === undefined) throw new Error(`no message ${id}`);
    return text;
  };
}

/**
 * The significant digits a shown quantity carries beyond its integer part ("12,000 N" → 0 decimals, so fine;
 * "0.998 N/m" → 3), or undefined for text that is no single number: `decimal` is the language's decimal mark.
 */
function digitsOf(text: string, decimal: string): { integer: string; fraction: string } | undefined {
  const match = /^-?([\d\s\u202f\u00a0.,’']+)\s*[^\d\s]+$/.exec(text.trim());
  if (!match) return undefined;
  const [integer = '', fraction = ''] = match[1]!.replace(new RegExp(`[^\\d${decimal === ',' ? ',' : '.'}]`, 'g'), '').split(decimal);
  return { integer, fraction };
}

/** A result reads to 3 significant digits at most unless its integer part needs more (969 m, 12 000 N, 0.141 kN). */
function expectResultDigits(text: string, decimal: string): void {
  const digits = digitsOf(text, decimal);
  if (!digits) return;
  const integer = digits.integer.replace(/^0+/, '');
  const significant = integer.length > 0 ? integer.length + digits.fraction.length : digits.fraction.replace(/^0+/, '').length;
  if (digits.fraction.length > 0) expect(significant, text).toBeLessThanOrEqual(3);
}

/** The accessible name of a unit input: its label, then its unit in parentheses ("Weight (kg/m)"). */
function withUnit(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`);
}

/** The table has no horizontal scroll inside its box and every header lies within the viewport. */
async function expectWhole(page: Page, table: Locator): Promise<void> {
  const overflow = await table.evaluate((el) => {
    const box = el.parentElement!;
    return { scroll: box.scrollWidth, client: box.clientWidth, right: el.getBoundingClientRect().right, viewport: window.innerWidth };
  });
  expect(overflow.scroll, JSON.stringify(overflow)).toBeLessThanOrEqual(overflow.client + 1);
  expect(overflow.right).toBeLessThanOrEqual(overflow.viewport);
  for (const header of await table.getByRole('columnheader').all()) {
    const box = await header.boundingBox();
    expect(box !== null && box.x + box.width <= overflow.viewport + 1, (await header.textContent()) ?? '').toBe(true);
  }
}

describe.skipIf(!HAS_CHROMIUM).each(LANGUAGES)('a result an engineer can sign (%s, 1440 px)', (language) => {
  const m = catalogue(language);
  const decimal = language === 'fr' ? ',' : '.';
  const artifacts = process.env.E2E_ARTIFACTS;
  let session: SectionSession;
  let page: Page;
  const tab = (name: string): Promise<void> => page.getByRole('navigation', { name: m('section.tabs') }).getByRole('link', { name }).click();
  const shot = async (name: string): Promise<void> => {
    if (artifacts) await page.screenshot({ path: `${artifacts}/display-${language}-${name}.png`, fullPage: true });
  };

  beforeAll(async () => {
    session = await openNewSection({ username: `signer${language}`, project: 'Signed', section: 'Pull 1', template: 'pulling', tab: 'Stretches' });
    page = session.page;
    await page.setViewportSize({ width: 1440, height: 1000 });
    if (language !== 'en') {
      await page.getByRole('combobox', { name: 'Language' }).first().selectOption(language);
      await page.getByRole('navigation', { name: m('section.tabs') }).waitFor();
    }
  }, 120_000);

  afterAll(async () => {
    await session?.close();
  });

  it('says the COF field expects the lubricated value, links its help and lists the effective COF per stretch', async () => {
    await tab(m('section.tab.stretches'));
    const cof = page.getByRole('textbox', { name: m('field.stretches.rows.cof'), exact: true });
    expect(await cof.inputValue()).toBe('0.2');
    const described = await cof.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '');
    expect(described).toContain(m('section.stretches.cofHint').split('{none}')[0]!);
    expect(described).toContain(`× ${language === 'fr' ? '1,75' : '1.75'}`);
    const help = page.getByRole('link', { name: m('section.stretches.cofHelp') });
    expect(await help.getAttribute('href')).toBe('/help/cof#help-meaning');
    await shot('stretches');

    await tab(m('section.tab.equipment'));
    await page.getByLabel(m('field.equipment.lubricant'), { exact: true }).selectOption({ label: m('option.lubricant.no') });
    await tab(m('section.tab.results'));
    const friction = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: m('section.results.friction.effective') }) });
    await friction.waitFor({ timeout: 30_000 });
    const row = friction.getByRole('row').nth(1);
    expect(await row.getByRole('cell').allTextContents()).toEqual(language === 'fr' ? ['0,2', '× 1,75', '0,35'] : ['0.2', '× 1.75', '0.35']);
    await friction.scrollIntoViewIfNeeded();
    await shot('friction');
    await tab(m('section.tab.equipment'));
    await page.getByLabel(m('field.equipment.lubricant'), { exact: true }).selectOption({ label: m('option.lubricant.yes') });
  });

  it('shows an input as entered and results to the digits the model is good to', async () => {
    await tab(m('section.tab.cable'));
    const weight = page.getByRole('textbox', { name: withUnit(m('field.cable.weight')) });
    await weight.fill('0.024');
    await weight.press('Tab');
    expect(await weight.inputValue()).toBe('0.024');
    await weight.fill('1.75');
    await weight.press('Tab');

    await tab(m('section.tab.results'));
    const figures = page.locator('#live-title').locator('xpath=..').locator('..').locator('dd');
    await figures.first().waitFor({ timeout: 30_000 });
    const texts = [...(await figures.allTextContents()), ...(await page.getByRole('table').locator('td').allTextContents())];
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) {
      expect(text).not.toMatch(/[.,]00\b/);
      expectResultDigits(text, decimal);
    }
    expect(await page.locator('main').textContent()).not.toMatch(/NaN|Infinity/);
    await shot('results');
  });

  it('steps a length in feet on the foot grid, keeping the entered decimals', async () => {
    const section = page.url();
    await page.goto(new URL('/profile', section).toString());
    await page.getByLabel(m('account.profile.units')).selectOption('us');
    await page.goto(section);
    // the earlier tests' edits were left unsaved: the editor offers them back (kept in this browser); take them
    const restore = page.getByRole('dialog').getByRole('button', { name: m('section.draft.restore') });
    await restore.waitFor({ timeout: 10_000 }).then(
      () => restore.click(),
      () => undefined,
    );
    await tab(m('section.tab.settings'));
    const length = page.getByRole('textbox', { name: withUnit(m('field.settings.maxDistance')) });
    await length.fill('757.87');
    await length.press('ArrowUp');
    expect(await length.inputValue()).toBe('758.87');
    await length.press('ArrowDown');
    await length.press('ArrowDown');
    expect(await length.inputValue()).toBe('756.87');
    await length.press('Tab');
    expect(await length.inputValue()).toBe('756.87');
    await shot('feet');
  });

  it('shows every column of the method comparison at 1440 px', async () => {
    await tab(m('section.tab.studies'));
    await page.getByRole('button', { name: m('studies.run') }).click();
    const table = page.getByRole('table', { name: m('studies.methods.table') });
    await table.waitFor({ timeout: 60_000 });
    await table.getByRole('columnheader', { name: m('studies.methods.limitedBy') }).waitFor();
    await expectWhole(page, table);
    const use = table.getByRole('button').first();
    const box = await use.boundingBox();
    expect(box && box.x + box.width <= 1440).toBe(true);
    for (const text of await table.locator('td').allTextContents()) expectResultDigits(text, decimal);
    await table.scrollIntoViewIfNeeded();
    await shot('methods');
  });

  it('shows every column of the scenarios at 1440 px', async () => {
    await tab(m('section.tab.results'));
    for (const name of ['Lubricated', 'Dry duct']) {
      await page.getByLabel(m('section.scenarios.nameLabel')).fill(name);
      await page.getByRole('button', { name: m('section.scenarios.keep') }).click();
    }
    const table = page.getByRole('table', { name: m('section.scenarios.table') });
    await table.getByRole('rowheader').nth(1).waitFor();
    await expect.poll(() => table.getByText('…', { exact: true }).count(), { timeout: 30_000 }).toBe(0);
    await expectWhole(page, table);
    for (const button of await table.getByRole('button', { name: new RegExp(`^${m('section.scenarios.load')}|^${m('dialog.delete')}`) }).all()) {
      const box = await button.boundingBox();
      expect(box && box.x + box.width <= 1440).toBe(true);
    }
    await table.scrollIntoViewIfNeeded();
    await shot('scenarios');
    // narrower, the table scrolls in its own box, which stays within the screen
    await page.setViewportSize({ width: 1024, height: 1000 });
    expect(await table.evaluate((el) => el.parentElement!.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1440, height: 1000 });
    expect(session.pageErrors).toEqual([]);
  });
});
