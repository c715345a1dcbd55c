// The PDF report of the demo sections read back as a reader reads it (pdf.js): its Info dictionary, and each page's
// text with its place, in the four languages and both unit families: nothing runs off the page (a long heading
// wraps), the bill of materials is titled once, a table carried on to a page goes on under its title, and no page but
// the last is left mostly empty.
import { demoProjectSections, toSimulationRequest, type SectionData, type UnitSystem } from '@cla/domain';
import { instantiateEngine } from '@cla/engine/core';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { buildReport, REPORT_PARTS, type ReportModel, type ReportOptions } from '../src/features/section/report/report-model.ts';
import { metadataText, writeReportPdf } from '../src/features/section/report/report-pdf.ts';
import { createLocaleIntl, LOCALES, type Locale } from '../src/lib/intl.tsx';
import { STUDIES } from './report-studies-fixture.ts';

const engine = await instantiateEngine(await WebAssembly.compile(readFileSync(resolve(import.meta.dirname, '../../engine-as/build/release.wasm'))));
const MM = 72 / 25.4;
const PAGE_H = 297 * MM;

interface Line {
  text: string;
  /** left and right edges and baseline from the page's top, in mm */
  left: number;
  right: number;
  top: number;
}
interface ReadPdf {
  title: string;
  pages: Line[][];
  /** per page, the vertical axis labels (turned a quarter): their text, left edge, upper and lower ends from the page's top, in mm */
  vertical: { text: string; left: number; upper: number; lower: number }[][];
}

/** The PDF as pdf.js reads it: the Info dictionary's Title (decoded as a reader decodes it) and each page's upright text. */
async function readPdf(blob: Blob): Promise<ReadPdf> {
  const pdf = await getDocument({ data: new Uint8Array(await blob.arrayBuffer()), verbosity: 0 }).promise;
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  const pages: Line[][] = [];
  const vertical: ReadPdf['vertical'] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const lines: Line[] = [];
    const turned: ReadPdf['vertical'][number] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [a, b, , , x, y] = item.transform as number[];
      // a chart's vertical axis label is turned a quarter: its width runs up the page
      if (Math.abs(b!) > 1e-6 || a! <= 0) turned.push({ text: item.str, left: x! / MM, lower: (PAGE_H - y!) / MM, upper: (PAGE_H - y! - item.width) / MM });
      else lines.push({ text: item.str, left: x! / MM, right: (x! + item.width) / MM, top: (PAGE_H - y!) / MM });
    }
    pages.push(lines);
    vertical.push(turned);
  }
  await pdf.destroy();
  return { title: info.Title ?? '', pages, vertical };
}

const demo = (locale: Locale, method: string): SectionData => demoProjectSections([], 'expert', locale).find((s) => s.general.layingMethod === method)!;

async function report(data: SectionData, locale: Locale, system: UnitSystem): Promise<{ model: ReportModel; read: ReadPdf }> {
  const { intl } = await createLocaleIntl(locale);
  const request = toSimulationRequest(data, { context: {}, findMaxDistance: true });
  const response = engine.calculate(request);
  const route = engine.solveTrajectory({ trajectory: request.data.trajectory, stretches: request.data.stretches }).route;
  const options: ReportOptions = {
    parts: [...REPORT_PARTS], system, engineer: 'Ada Lovelace', project: 'Demo', version: '1.0.0', date: new Date('2026-11-22T10:00:00Z'),
    machineNames: {}, route, studies: STUDIES,
  };
  const model = buildReport(data, response, intl, options);
  return { model, read: await readPdf(writeReportPdf(model, options)) };
}

/** The text of a page joined as a reader reads it, every space a plain one. */
const plain = (text: string): string => text.replace(/[\u00a0\u2009\u202f]/g, ' ').replace(/\u2212/g, '-').replace(/→/g, '->');

describe('the PDF report read back', () => {
  // a demo section per language, each with its own tables, some carried on to a next page
  const METHOD: Readonly<Record<Locale, string>> = { en: 'freefloating', fr: 'jetting', de: 'pull', it: 'waterpushpull' };
  for (const locale of LOCALES) {
    for (const system of ['si', 'us'] as const) {
      it(`${locale}, ${system}, ${METHOD[locale]}: the Title as written, nothing off the page, headings whole and once, pages filled`, async () => {
        const { model, read } = await report(demo(locale, METHOD[locale]), locale, system);
        expect(read.title).toBe(plain(model.title));
        const lines = read.pages.flat();
        // every upright text within the page's 15 mm margins (1 mm for the rounding of a chart's tick centred on its edge)
        const outside = lines.filter((line) => line.left < 14 || line.right > 196 || line.top > 297 - 6);
        expect(outside.map((line) => line.text)).toEqual([]);
        // a vertical axis label stays beside its chart: it reaches no line written from the margin (the chart's title)
        read.vertical.forEach((labels, index) => {
          for (const label of labels) {
            const crossed = read.pages[index]!.filter((line) => line.left < 20 && line.top > label.upper - 1 && line.top < label.lower + 1);
            expect(crossed.map((line) => line.text), `"${label.text}" on page ${index + 1}`).toEqual([]);
          }
        });
        // a heading too long for one line wraps: each study's title reads whole across its lines
        const all = plain(lines.map((line) => line.text).join(' '));
        for (const table of model.studies) expect(all).toContain(plain(table.title));
        // the bill of materials is titled once
        expect(lines.filter((line) => plain(line.text) === plain(model.headings.bom))).toHaveLength(1);
        // no page but the last mostly empty: its lowest text (the page number aside) in its lower half; and no page
        // ends on a part's heading (kept with what follows it)
        const headings = new Set(Object.values(model.headings).map(plain));
        read.pages.slice(0, -1).forEach((page, index) => {
          const body = page.filter((line) => line.top < 297 - 10).sort((a, b) => a.top - b.top);
          expect(body.at(-1)!.top, `page ${index + 1}`).toBeGreaterThan(297 / 2);
          expect(headings.has(plain(body.at(-1)!.text)), `page ${index + 1} ends with "${body.at(-1)!.text}"`).toBe(false);
        });
        // a page goes on under a title (a part's, a table's, "… (continued)", a chart's), never with a table's bare head row
        const tables = [...model.parameters, model.trajectory, model.results?.assumptions, model.results?.bends, model.bom, ...model.studies];
        const heads = new Set(tables.flatMap((table) => table?.head ?? []).map(plain));
        read.pages.slice(1).forEach((page, index) => {
          const first = [...page].sort((a, b) => a.top - b.top || a.left - b.left)[0]!;
          expect(heads.has(plain(first.text)), `page ${index + 2} starts with "${first.text}"`).toBe(false);
        });
        // each page numbered, under the title
        read.pages.forEach((page, index) => expect(page.some((line) => line.text.endsWith(` — ${index + 1}/${read.pages.length}`))).toBe(true));
      });
    }
  }

  it('writes a no-break space of the Title as a plain space, not as the euro sign a reader decodes 0xA0 to', async () => {
    const data = demo('en', 'jetting');
    data.general.sectionName = 'Jetting 1.2\u00a0km, duct 25\u202fmm';
    const { read } = await report(data, 'en', 'si');
    expect(read.title).toBe('Cable laying report: Jetting 1.2 km, duct 25 mm');
    // one beyond Latin-1 is written as UTF-16 and reads as it is
    data.general.sectionName = 'Einblasen 1,2\u00a0km → Schacht 3';
    expect((await report(data, 'de', 'si')).read.title).toBe('Kabelverlegebericht: Einblasen 1,2 km → Schacht 3');
    expect(metadataText('a\u00a0b\u2009c\u0085d')).toBe('a b cd');
  });
});
