// Writes a section's report as an A4 PDF: the parts the user chose, tables and vector charts, in their language.
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { ReportModel, ReportOptions, ReportSeries, ReportTable } from './report-model.ts';
import { axisRange, axisTicks, niceStep } from '../../../lib/chart-axes.ts';

export { axisRange, niceStep };

const MARGIN = 15;
const PAGE_W = 210;
const PAGE_H = 297;
/** The height of the plan view and of a chart (mm): the plan and two charts fill a page, then three charts a page. */
const PLAN_H = 90;
const PLAN_MIN_H = 60;
/** The box the company logo fits in, top left of the first page (mm). */
const LOGO_W = 40;
const LOGO_H = 16;
const CHART_H = 66;
const ACCENT: [number, number, number] = [0, 65, 207];
/** The fills of the results' status and limit rows, as the editor's cards: green, amber, red. */
const TONE_FILL: Readonly<Record<'success' | 'exceeded' | 'failed', [number, number, number]>> = {
  success: [238, 250, 241],
  exceeded: [255, 236, 189],
  failed: [255, 225, 225],
};

type Doc = jsPDF & { lastAutoTable?: { finalY: number } };

/**
 * Writes the report as an A4 PDF with real (searchable) text: a title block, then the chosen parts one after the
 * other (parameters, trajectory, results, bill of materials, charts drawn as vectors: the plan view of the route,
 * then the forces, speed, pressure and altitude; then the section's latest finished studies). A part does not start
 * a page of its own: a heading is kept with the start of what follows it (a new page only when they do not fit
 * together), so that no page is left mostly empty; a heading or a table's title too long for the line wraps.
 * Standard PDF fonts cover the four languages' letters (WinAnsi); arrows are written as '->', a minus sign (not in
 * WinAnsi) as '-', and a number is kept on one line with its unit.
 */
export function writeReportPdf(model: ReportModel, options: ReportOptions): Blob {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' }) as Doc;
  doc.setProperties({ title: metadataText(model.title), subject: metadataText(model.subtitle), creator: 'Cable Laying Analyzer' });
  const width = PAGE_W - 2 * MARGIN;
  // the last line text may use, above the page number
  const bottom = PAGE_H - MARGIN - 4;

  let y = MARGIN;
  /** Starts a new page unless `height` more millimetres fit below `y`. */
  const keep = (height: number): void => {
    if (y + height > bottom) {
      doc.addPage();
      y = MARGIN;
    }
  };
  /** Writes `text` wrapped to the page's width (never clipped), `lineHeight` mm a line, keeping `withNext` mm of what follows with it. */
  const lines = (text: string, lineHeight: number, withNext = 0): void => {
    const wrapped = doc.splitTextToSize(clean(text), width) as string[];
    keep(wrapped.length * lineHeight + withNext);
    doc.text(wrapped, MARGIN, y + lineHeight * 0.75, { lineHeightFactor: lineHeight / (doc.getFontSize() * 0.3528) });
    y += wrapped.length * lineHeight;
  };

  // title block
  if (options.logo) {
    try {
      // within 40 × 16 mm, its proportions kept (a logo squeezed into the box reads as a mistake)
      const { width: w, height: h } = doc.getImageProperties(options.logo);
      const scale = Math.min(LOGO_W / w, LOGO_H / h);
      doc.addImage(options.logo, MARGIN, y, w * scale, h * scale, undefined, 'FAST');
    } catch {
      // an unreadable image is left out rather than failing the report
    }
  }
  doc.setFont('helvetica', 'bold').setFontSize(18).setTextColor(...ACCENT);
  doc.text(clean(model.subtitle), PAGE_W - MARGIN, y + 6, { align: 'right' });
  y += 22;
  doc.setTextColor(20, 20, 20).setFontSize(20);
  lines(model.title, 8.5);
  if (model.titleBlock.length > 0) {
    autoTable(doc, {
      startY: y + 2,
      theme: 'plain',
      body: model.titleBlock.map(([key, value]) => [clean(key), clean(value)]),
      columnStyles: { 0: { fontStyle: 'bold', cellWidth: 45 } },
      styles: { fontSize: 11 },
      margin: { left: MARGIN, right: MARGIN },
    });
    y = (doc.lastAutoTable?.finalY ?? y) + 4;
  }

  /**
   * How much of a table to keep with what comes before it (its title, a part's heading): a table of up to 8 rows
   * whole, a longer one its head and first four rows, at most 60 mm; each row as high as its cell of most lines (at the
   * table's 9 pt, the columns taken as equal).
   */
  const tableStart = (t: ReportTable): number => {
    doc.setFont('helvetica', 'normal').setFontSize(9);
    const heights = [t.head, ...t.rows].map((row) => 3 + 3.9 * Math.max(1, ...row.map((cell) => (doc.splitTextToSize(clean(cell), width / row.length - 3) as string[]).length)));
    const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
    return 7 + Math.min(sum(t.rows.length <= 8 ? heights : heights.slice(0, 5)), 60);
  };
  /** A part's heading, kept with the first `withNext` mm of the part. */
  const part = (title: string, withNext = 30): void => {
    y += 6;
    doc.setFont('helvetica', 'bold').setFontSize(15).setTextColor(...ACCENT);
    lines(title, 6.5, withNext);
    doc.setTextColor(20, 20, 20);
    y += 2;
  };
  /**
   * A table under its title (none when the part's heading already says it: `shown` is then that heading), the title
   * kept with the table or its first rows; rows carried on to the next page go under "<title> (continued)".
   */
  const table = (t: ReportTable, titled = true, shown = t.title): void => {
    const start = tableStart(t);
    doc.setFont('helvetica', 'bold').setFontSize(11).setTextColor(20, 20, 20);
    if (titled) lines(t.title, 5, start);
    else keep(start);
    autoTable(doc, {
      startY: y + 1,
      head: [t.head.map(clean)],
      body: t.rows.map((row) => row.map(clean)),
      styles: { fontSize: 9, cellPadding: 1.5 },
      headStyles: { fillColor: ACCENT },
      // the field and value tables one under the other share their column line (widths by content zigzag)
      columnStyles: t.head.length === 2 ? { 0: { cellWidth: width * 0.45 } } : {},
      rowPageBreak: 'avoid',
      margin: { left: MARGIN, right: MARGIN, top: MARGIN + 7, bottom: PAGE_H - bottom },
      willDrawPage: (hook) => {
        if (hook.pageNumber === 1) return;
        doc.setFont('helvetica', 'bold').setFontSize(11).setTextColor(20, 20, 20);
        doc.text(oneLine(doc, clean(model.continued(shown)), width), MARGIN, MARGIN + 4);
      },
    });
    y = (doc.lastAutoTable?.finalY ?? y) + 6;
  };

  if (options.parts.includes('parameters')) {
    part(model.headings.parameters, model.parameters[0] ? tableStart(model.parameters[0]) : 30);
    for (const t of model.parameters) table(t);
  }
  if (options.parts.includes('trajectory') && model.trajectory) {
    part(model.headings.trajectory, tableStart(model.trajectory));
    table(model.trajectory);
  }
  if (options.parts.includes('results') && model.results) {
    // the status, figures and limit rows (about 8 mm each, a label of two lines more) kept together with the heading
    part(model.headings.results, Math.min((model.results.figures.length + 2) * 9, 100));
    autoTable(doc, {
      startY: y,
      theme: 'grid',
      body: [...model.results.figures, ...(model.results.limitedBy ? [model.results.limitedBy] : [])].map((row) => row.map(clean)),
      columnStyles: { 0: { fontStyle: 'bold', cellWidth: 60 } },
      styles: { fontSize: 10 },
      rowPageBreak: 'avoid',
      margin: { left: MARGIN, right: MARGIN, top: MARGIN, bottom: PAGE_H - bottom },
      // the status and the limit rows green, amber or red as in the editor
      didParseCell: (cell) => {
        const tone = model.results?.tone;
        const last = model.results?.limitedBy ? model.results.figures.length : -1;
        if (tone && (cell.row.index === 0 || cell.row.index === last)) cell.cell.styles.fillColor = TONE_FILL[tone];
      },
    });
    y = (doc.lastAutoTable?.finalY ?? y) + 4;
    doc.setFont('helvetica', 'italic').setFontSize(9);
    lines(model.results.explanation, 4);
    y += 3;
    doc.setFont('helvetica', 'normal').setFontSize(9);
    for (const message of model.results.messages) {
      lines(`• ${message}`, 4);
      y += 1;
    }
    y += 2;
    table(model.results.assumptions);
    table(model.results.friction);
    if (model.results.bends) table(model.results.bends);
  }
  // the part's heading names the bill of materials: its table is not titled again
  if (options.parts.includes('bom') && model.bom) {
    part(model.headings.bom, tableStart(model.bom));
    table(model.bom, false, model.headings.bom);
  }
  if (options.parts.includes('charts') && (model.charts.length > 0 || model.plan)) {
    // the plan view takes what is left of the page down to 60 mm (a route reads at that size), else a page's PLAN_H
    part(model.headings.charts, model.plan ? PLAN_MIN_H : CHART_H);
    if (model.plan) {
      const height = Math.min(PLAN_H, Math.max(PLAN_MIN_H, bottom - y));
      keep(height);
      drawPlan(doc, model.plan, MARGIN, y, width, height, clean, model.formatTick);
      y += height + 6;
    }
    for (const series of model.charts) {
      keep(CHART_H);
      drawChart(doc, series, MARGIN, y, width, CHART_H, clean, model.formatTick);
      y += CHART_H + 6;
    }
  }
  if (options.parts.includes('studies') && model.studies.length > 0) {
    part(model.headings.studies, tableStart(model.studies[0]!));
    for (const t of model.studies) table(t);
  }

  // page numbers, under the title shortened to one line
  const pages = doc.getNumberOfPages();
  doc.setFont('helvetica', 'normal').setFontSize(8);
  const number = (page: number): string => ` — ${page}/${pages}`;
  const footer = oneLine(doc, clean(model.title), width - doc.getTextWidth(number(pages)) - 4);
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc.setFont('helvetica', 'normal').setFontSize(8).setTextColor(120, 120, 120);
    doc.text(`${footer}${number(page)}`, PAGE_W / 2, PAGE_H - 8, { align: 'center' });
  }
  return doc.output('blob');
}

/**
 * A vertical axis label turned a quarter, centred on the axis from `top` down `height` mm: a label longer than the
 * axis is set smaller until it fits (never below 5 pt), so that it does not run into the chart's title.
 */
function verticalLabel(doc: jsPDF, text: string, x: number, top: number, height: number): void {
  const size = doc.getFontSize();
  let fitted = size;
  while (fitted > 5 && (doc.getStringUnitWidth(text) * fitted * 25.4) / 72 > height) fitted -= 0.5;
  doc.setFontSize(fitted);
  const length = (doc.getStringUnitWidth(text) * fitted * 25.4) / 72;
  doc.text(text, x, top + height / 2 + Math.min(length, height) / 2, { angle: 90 });
  doc.setFontSize(size);
}

/** `text` on one line of `maxWidth` mm in the document's current font: its first line and '…' when it is longer. */
function oneLine(doc: jsPDF, text: string, maxWidth: number): string {
  const wrapped = doc.splitTextToSize(text, maxWidth) as string[];
  return wrapped.length > 1 ? `${wrapped[0]!.replace(/\s*$/, '')}…` : (wrapped[0] ?? '');
}

/**
 * jsPDF breaks lines at plain spaces only: a number keeps its thousands groups (fr, it: thin spaces) and its unit
 * on one line as no-break spaces (WinAnsi has them), so a narrow table cell never reads "1 125,85" above "m"; the
 * characters the standard fonts lack are written as their ASCII look-alikes.
 */
function clean(text: string): string {
  return text.replace(/→/g, '->').replace(/\u2212/g, '-').replace(/[≤]/g, '<=').replace(/[≥]/g, '>=').replace(/[\u2009\u202f]/g, '\u00a0').replace(/(\d) (?=[^\s\d])/g, '$1\u00a0');
}

/**
 * A string of the document's Info dictionary (Title, Subject). jsPDF writes one of Latin-1 letters only as bytes,
 * which a reader decodes as PDFDocEncoding: there 0xA0 is the euro sign ("1.2€km"), and 0x80–0x9F and 0xAD are
 * other or no characters. The spaces become plain spaces and the control characters go; a string with any other
 * letter beyond Latin-1 is written as UTF-16 and reads as it is.
 */
export function metadataText(text: string): string {
  return text.replace(/[\u00a0\u2007\u2009\u202f]/g, ' ').replace(/[\u0080-\u009f\u00ad]/g, '');
}

/** Writes a figure's title in the box (x, y, w, h) and answers the plot area under it, room left for the ticks and labels. */
function titledFrame(doc: jsPDF, title: string, x: number, y: number, w: number, h: number): { left: number; top: number; width: number; height: number } {
  doc.setFont('helvetica', 'bold').setFontSize(10).setTextColor(20, 20, 20);
  doc.text(title, x, y + 4);
  return { left: x + 16, top: y + 8, width: w - 18, height: h - 18 };
}

/** A line chart drawn with vector strokes: frame, ticks with values, axis labels and the series. */
function drawChart(doc: jsPDF, series: ReportSeries, x: number, y: number, w: number, h: number, clean: (text: string) => string, tick: (value: number) => string): void {
  const { left, top, width, height } = titledFrame(doc, clean(series.title), x, y, w, h);
  const xs = series.x;
  const ys = series.y;
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs);
  const [yMin, yMax] = axisRange(ys);
  const px = (v: number): number => left + ((v - xMin) / (xMax - xMin || 1)) * width;
  const py = (v: number): number => top + height - ((v - yMin) / (yMax - yMin || 1)) * height;
  doc.setDrawColor(180, 180, 180).setLineWidth(0.2);
  doc.rect(left, top, width, height);
  doc.setFont('helvetica', 'normal').setFontSize(7).setTextColor(90, 90, 90);
  for (const v of axisTicks(xMin, xMax)) {
    doc.line(px(v), top + height, px(v), top + height + 1);
    doc.text(clean(tick(v)), px(v), top + height + 4, { align: 'center' });
  }
  for (const v of axisTicks(yMin, yMax)) {
    doc.setDrawColor(230, 230, 230);
    doc.line(left, py(v), left + width, py(v));
    doc.text(clean(tick(v)), left - 1.5, py(v) + 1, { align: 'right' });
  }
  doc.text(clean(series.xLabel), left + width / 2, top + height + 9, { align: 'center' });
  verticalLabel(doc, clean(series.yLabel), x + 1, top, height);
  doc.setDrawColor(...ACCENT).setLineWidth(0.5);
  for (let i = 1; i < xs.length; i++) doc.line(px(xs[i - 1]!), py(ys[i - 1]!), px(xs[i]!), py(ys[i]!));
}

/**
 * The plan view of the route: east against north on one scale (a bend looks like the bend), with ticks, the
 * axis labels and the start (filled) and end (open) of the route marked.
 */
function drawPlan(doc: jsPDF, plan: ReportSeries, x: number, y: number, w: number, h: number, clean: (text: string) => string, tick: (value: number) => string): void {
  const { left, top, width, height } = titledFrame(doc, clean(plan.title), x, y, w, h);
  const [xMin, xMax] = axisRange(plan.x);
  const [yMin, yMax] = axisRange(plan.y);
  // one scale on both axes: the larger span fills its side, the other is centred
  const scale = Math.min(width / (xMax - xMin || 1), height / (yMax - yMin || 1));
  const xMid = (xMin + xMax) / 2;
  const yMid = (yMin + yMax) / 2;
  const px = (v: number): number => left + width / 2 + (v - xMid) * scale;
  const py = (v: number): number => top + height / 2 - (v - yMid) * scale;
  const xFrom = xMid - width / 2 / scale;
  const xTo = xMid + width / 2 / scale;
  const yFrom = yMid - height / 2 / scale;
  const yTo = yMid + height / 2 / scale;
  doc.setDrawColor(180, 180, 180).setLineWidth(0.2);
  doc.rect(left, top, width, height);
  doc.setFont('helvetica', 'normal').setFontSize(7).setTextColor(90, 90, 90);
  const step = niceStep(Math.max(xTo - xFrom, yTo - yFrom));
  doc.setDrawColor(230, 230, 230);
  for (const v of axisTicks(xFrom, xTo, step)) {
    doc.line(px(v), top, px(v), top + height);
    doc.text(clean(tick(v)), px(v), top + height + 4, { align: 'center' });
  }
  for (const v of axisTicks(yFrom, yTo, step)) {
    doc.line(left, py(v), left + width, py(v));
    doc.text(clean(tick(v)), left - 1.5, py(v) + 1, { align: 'right' });
  }
  doc.text(clean(plan.xLabel), left + width / 2, top + height + 9, { align: 'center' });
  verticalLabel(doc, clean(plan.yLabel), x + 1, top, height);
  doc.setDrawColor(...ACCENT).setLineWidth(0.6);
  for (let i = 1; i < plan.x.length; i++) doc.line(px(plan.x[i - 1]!), py(plan.y[i - 1]!), px(plan.x[i]!), py(plan.y[i]!));
  doc.setFillColor(...ACCENT);
  doc.circle(px(plan.x[0]!), py(plan.y[0]!), 1.2, 'F');
  doc.circle(px(plan.x.at(-1)!), py(plan.y.at(-1)!), 1.2, 'S');
}
