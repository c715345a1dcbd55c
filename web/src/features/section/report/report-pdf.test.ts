import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createLocaleIntl } from '../../../lib/intl.tsx';
import { REPORT_PARTS, type ReportModel, type ReportOptions } from './report-model.ts';
import { writeReportPdf } from './report-pdf.ts';

/** The text strings of an uncompressed jsPDF document, in order. */
async function pdfStrings(blob: Blob): Promise<string[]> {
  const raw = new TextDecoder('latin1').decode(await blob.arrayBuffer());
  return [...raw.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'));
}

const OPTIONS: ReportOptions = { parts: ['charts'], system: 'si', engineer: '', project: '', version: '0', date: new Date(0), machineNames: {} };

async function chartModel(locale: 'en' | 'de'): Promise<ReportModel> {
  const { intl } = await createLocaleIntl(locale);
  return {
    title: 'T',
    subtitle: 'S',
    titleBlock: [],
    parameters: [],
    charts: [
      // the free-floating demo's cable force in kN (−0.68 to 0.59): a zero tick by adding 0.2 from −0.6 came out as -5.55112e-17
      { title: 'Cable force', xLabel: 'Position (m)', yLabel: 'kN', x: [0, 300, 748, 1027.93], y: [0, -0.0963, -0.68026, 0.58585] },
    ],
    studies: [],
    headings: Object.fromEntries(REPORT_PARTS.map((p) => [p, p])) as ReportModel['headings'],
    formatTick: (value) => intl.formatNumber(value, { maximumSignificantDigits: 6 }),
    continued: (title) => `${title} (continued)`,
  };
}

/** A PNG data URL of a white image `width` × `height` pixels (8-bit grey). */
function png(width: number, height: number): string {
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, 255);
  for (let row = 0; row < height; row++) rows[row * (width + 1)] = 0;
  const bytes = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

describe('the PDF report', () => {
  it('fits the company logo in its 40 × 16 mm box with its proportions kept', async () => {
    const model = { ...(await chartModel('en')), charts: [] };
    const mm = 72 / 25.4;
    for (const [width, height, w, h] of [[100, 20, 40, 8], [20, 100, 3.2, 16], [50, 20, 40, 16]] as const) {
      const raw = await writeReportPdf(model, { ...OPTIONS, logo: png(width, height) }).text();
      const [, drawnW, drawnH] = /([\d.]+) 0 0 ([\d.]+) [\d.]+ [\d.]+ cm\s*\/I\d+ Do/.exec(raw) ?? [];
      expect(Number(drawnW) / mm, `${width} × ${height}`).toBeCloseTo(w, 1);
      expect(Number(drawnH) / mm, `${width} × ${height}`).toBeCloseTo(h, 1);
    }
  });

  it("writes a chart's ticks as round numbers in the report's language", async () => {
    const de = await pdfStrings(writeReportPdf(await chartModel('de'), OPTIONS));
    expect(de.filter((s) => /e-\d/.test(s))).toEqual([]);
    for (const tick of ['-0,6', '-0,4', '-0,2', '0', '0,2', '0,4', '0,6', '1.000']) expect(de).toContain(tick);
    const en = await pdfStrings(writeReportPdf(await chartModel('en'), OPTIONS));
    for (const tick of ['-0.2', '0', '0.2', '1,000']) expect(en).toContain(tick);
  });

  it("keeps a number and its unit on one line in a narrow table cell (fr's thousands groups too)", async () => {
    const { intl } = await createLocaleIntl('fr');
    const value = `${intl.formatNumber(1125.85, { minimumFractionDigits: 2 })} m`;
    const model: ReportModel = {
      ...(await chartModel('en')),
      charts: [],
      studies: [{ title: 'Méthodes', head: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'], rows: [[value, value, value, value, value, value, value, value]] }],
    };
    const strings = await pdfStrings(writeReportPdf(model, { ...OPTIONS, parts: ['studies'] }));
    // one string per cell: "1 125,85 m" with no-break spaces (latin-1 0xA0), never "1 125,85" then "m"
    expect(strings.filter((s) => s === '1\u00a0125,85\u00a0m')).toHaveLength(8);
    expect(strings).not.toContain('m');
  });

  it("writes the sign convention's minus sign as '-', which the PDF's fonts have (U+2212 is not in WinAnsi)", async () => {
    const model = await chartModel('en');
    const strings = await pdfStrings(
      writeReportPdf({ ...model, charts: [{ ...model.charts[0]!, title: 'Cable force along the route (+ tension, \u2212 compression)' }] }, OPTIONS),
    );
    expect(strings).toContain('Cable force along the route (+ tension, - compression)');
    expect(strings.some((s) => s.includes('\u2212'))).toBe(false);
  });
});
