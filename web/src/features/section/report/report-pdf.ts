import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { ReportModel, ReportOptions, ReportSeries, ReportTable } from './report-model.ts';
import { axisRange, axisTicks, niceStep } from '../../../lib/chart-axes.ts';

export { axisRange, niceStep };

const MARGIN = 15;
const PAGE_W = 210;
const PAGE_H = 297;
const ACCENT: [number, number, number] = [0, 65, 207];
/** The fills of the results' status and limit rows, as the editor's cards: green, amber, red. */
const TONE_FILL: Readonly<Record<'success' | 'exceeded' | 'failed', [number, number, number]>> = {
  success: [238, 250, 241],
  exceeded: [255, 236, 189],
  failed: [255, 225, 225],
};

type Doc = jsPDF & { lastAutoTable?: { finalY: number } };

/**
 * Writes the report as an A4 PDF with real (searchable) text: a title block, then the chosen parts, each
 * starting on a new page (parameters, trajectory, results, bill of materials, charts drawn as vectors: the plan
 * view of the route, then the forces, speed, pressure and altitude; then the section's latest finished studies).
 * Standard PDF fonts cover the four languages' letters (WinAnsi); arrows are written as '->', a minus sign (not in
 * WinAnsi) as '-', and a number is kept on one line with its unit.
 */
export function writeReportPdf(model: ReportModel, options: ReportOptions): Blob {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' }) as Doc;
  // jsPDF breaks lines at plain spaces only: a number keeps its thousands groups (fr, it: thin spaces) and its
  // unit on one line as no-break spaces (WinAnsi has them), so a narrow table cell never reads "1 125,85" above "m"
  const clean = (text: string): string =>
    text.replace(/→/g, '->').replace(/\u2212/g, '-').replace(/[≤]/g, '<=').replace(/[≥]/g, '>=').replace(/[\u2009\u202f]/g, '\u00a0').replace(/(\d) (?=[^\s\d])/g, '$1\u00a0');
  doc.setProperties({ title: clean(model.title), subject: clean(model.subtitle), creator: 'Cable Laying Analyzer' });

  // title block
  let y = MARGIN;
  if (options.logo) {
    try {
      doc.addImage(options.logo, MARGIN, y, 40, 16, undefined, 'FAST');
    } catch {
      // an unreadable image is left out rather than failing the report
    }
  }
  doc.setFont('helvetica', 'bold').setFontSize(18).setTextColor(...ACCENT);
  doc.text(clean(model.subtitle), PAGE_W - MARGIN, y + 6, { align: 'right' });
  y += 26;
  doc.setTextColor(20, 20, 20).setFontSize(20);
  doc.text(doc.splitTextToSize(clean(model.title), PAGE_W - 2 * MARGIN) as string[], MARGIN, y);
  y += 10;
  autoTable(doc, {
    startY: y,
    theme: 'plain',
    body: model.titleBlock.map(([key, value]) => [clean(key), clean(value)]),
    columnStyles: { 0: { fontStyle: 'bold', cellWidth: 45 } },
    styles: { fontSize: 11 },
    margin: { left: MARGIN, right: MARGIN },
  });

  const part = (title: string): number => {
    doc.addPage();
    doc.setFont('helvetica', 'bold').setFontSize(15).setTextColor(...ACCENT);
    doc.text(clean(title), MARGIN, MARGIN + 5);
    doc.setTextColor(20, 20, 20);
    return MARGIN + 10;
  };
  const table = (t: ReportTable, startY: number): number => {
    doc.setFont('helvetica', 'bold').setFontSize(11);
    doc.text(clean(t.title), MARGIN, startY + 4);
    autoTable(doc, {
      startY: startY + 6,
      head: [t.head.map(clean)],
      body: t.rows.map((row) => row.map(clean)),
      styles: { fontSize: 9, cellPadding: 1.5 },
      headStyles: { fillColor: ACCENT },
      margin: { left: MARGIN, right: MARGIN },
    });
    return (doc.lastAutoTable?.finalY ?? startY) + 6;
  };

  if (options.parts.includes('parameters')) {
    let at = part(model.headings.parameters);
    for (const t of model.parameters) at = table(t, at);
  }
  if (options.parts.includes('trajectory') && model.trajectory) table(model.trajectory, part(model.headings.trajectory));
  if (options.parts.includes('results') && model.results) {
    const at = part(model.headings.results);
    autoTable(doc, {
      startY: at,
      theme: 'grid',
      body: [...model.results.figures, ...(model.results.limitedBy ? [model.results.limitedBy] : [])].map((row) => row.map(clean)),
      columnStyles: { 0: { fontStyle: 'bold', cellWidth: 60 } },
      styles: { fontSize: 10 },
      margin: { left: MARGIN, right: MARGIN },
      // the status and the limit rows green, amber or red as in the editor
      didParseCell: (cell) => {
        const tone = model.results?.tone;
        const last = model.results?.limitedBy ? model.results.figures.length : -1;
        if (tone && (cell.row.index === 0 || cell.row.index === last)) cell.cell.styles.fillColor = TONE_FILL[tone];
      },
    });
    let after = (doc.lastAutoTable?.finalY ?? at) + 6;
    doc.setFont('helvetica', 'italic').setFontSize(9);
    const explanation = doc.splitTextToSize(clean(model.results.explanation), PAGE_W - 2 * MARGIN) as string[];
    doc.text(explanation, MARGIN, after);
    after += explanation.length * 4 + 3;
    doc.setFont('helvetica', 'normal').setFontSize(9);
    for (const message of model.results.messages) {
      const lines = doc.splitTextToSize(`• ${clean(message)}`, PAGE_W - 2 * MARGIN) as string[];
      if (after + lines.length * 4 > PAGE_H - MARGIN) {
        doc.addPage();
        after = MARGIN;
      }
      doc.text(lines, MARGIN, after);
      after += lines.length * 4 + 1;
    }
    const end = table(model.results.friction, table(model.results.assumptions, after + 2));
    if (model.results.bends) table(model.results.bends, end);
  }
  if (options.parts.includes('bom') && model.bom) table(model.bom, part(model.headings.bom));
  if (options.parts.includes('charts') && (model.charts.length > 0 || model.plan)) {
    let at = part(model.headings.charts);
    if (model.plan) {
      drawPlan(doc, model.plan, MARGIN, at, PAGE_W - 2 * MARGIN, 110, clean, model.formatTick);
      at += 122;
    }
    for (const series of model.charts) {
      if (at + 80 > PAGE_H - MARGIN) {
        doc.addPage();
        at = MARGIN;
      }
      drawChart(doc, series, MARGIN, at, PAGE_W - 2 * MARGIN, 70, clean, model.formatTick);
      at += 82;
    }
  }

  if (options.parts.includes('studies') && model.studies.length > 0) {
    let at = part(model.headings.studies);
    for (const t of model.studies) {
      if (at + 30 > PAGE_H - MARGIN) {
        doc.addPage();
        at = MARGIN;
      }
      at = table(t, at);
    }
  }

  // page numbers
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc.setFont('helvetica', 'normal').setFontSize(8).setTextColor(120, 120, 120);
    doc.text(`${clean(model.title)} — ${page}/${pages}`, PAGE_W / 2, PAGE_H - 8, { align: 'center' });
  }
  return doc.output('blob');
}

/** A line chart drawn with vector strokes: frame, ticks with values, axis labels and the series. */
function drawChart(doc: jsPDF, series: ReportSeries, x: number, y: number, w: number, h: number, clean: (text: string) => string, tick: (value: number) => string): void {
  doc.setFont('helvetica', 'bold').setFontSize(10).setTextColor(20, 20, 20);
  doc.text(clean(series.title), x, y + 4);
  const left = x + 16;
  const top = y + 8;
  const width = w - 18;
  const height = h - 18;
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
  doc.text(clean(series.yLabel), x + 1, top + height / 2, { angle: 90 });
  doc.setDrawColor(...ACCENT).setLineWidth(0.5);
  for (let i = 1; i < xs.length; i++) doc.line(px(xs[i - 1]!), py(ys[i - 1]!), px(xs[i]!), py(ys[i]!));
}

/**
 * The plan view of the route: east against north on one scale (a bend looks like the bend), with ticks, the
 * axis labels and the start (filled) and end (open) of the route marked.
 */
function drawPlan(doc: jsPDF, plan: ReportSeries, x: number, y: number, w: number, h: number, clean: (text: string) => string, tick: (value: number) => string): void {
  doc.setFont('helvetica', 'bold').setFontSize(10).setTextColor(20, 20, 20);
  doc.text(clean(plan.title), x, y + 4);
  const left = x + 16;
  const top = y + 8;
  const width = w - 18;
  const height = h - 18;
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
  doc.text(clean(plan.yLabel), x + 1, top + height / 2, { angle: 90 });
  doc.setDrawColor(...ACCENT).setLineWidth(0.6);
  for (let i = 1; i < plan.x.length; i++) doc.line(px(plan.x[i - 1]!), py(plan.y[i - 1]!), px(plan.x[i]!), py(plan.y[i]!));
  doc.setFillColor(...ACCENT);
  doc.circle(px(plan.x[0]!), py(plan.y[0]!), 1.2, 'F');
  doc.circle(px(plan.x.at(-1)!), py(plan.y.at(-1)!), 1.2, 'S');
}
