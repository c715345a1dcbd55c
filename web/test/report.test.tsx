import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import type { CalculateResponse } from '@cla/engine';
import { render, screen, within } from '@testing-library/react';
import { createIntl, IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import { buildReport, REPORT_PARTS, type ReportOptions } from '../src/features/section/report/report-model.ts';
import { axisRange, niceStep, writeReportPdf } from '../src/features/section/report/report-pdf.ts';
import { ReportPreview } from '../src/features/section/report/report-preview.tsx';
import { FINISHED, STUDIES as studies } from './report-studies-fixture.ts';

const response: CalculateResponse = {
  status: 'success', started: true, distance: 473.57, duration: 36.43, forceAtEnd: 6454.56, maxDistance: 531.86, waterFlow: 0, waterQuantity: 0, airFlow: 0,
  limitedBy: null, exceeded: [], messages: [{ code: 'W_SIDEWALL', level: 'warning', title: 'Sidewall', message: '', params: {} }],
  progress: { length: [0, 100, 200], pushingForce: [0, 0, 0], pullingForce: [0, 1000, 2500], speed: [13, 13, 13], time: [0, 7, 15] },
  profile: { position: [0, 100, 200], force: [0, 1000, 2500], radialForce: [0, 0, 0], pressure: [0, 0, 0], altitude: [0, 0, 4] },
  bends: [], checks: {} as CalculateResponse['checks'],
};

const options = (overrides: Partial<ReportOptions> = {}): ReportOptions => ({
  parts: [...REPORT_PARTS], system: 'std', engineer: 'Ada Lovelace', project: 'Ring main', version: '0.1.0',
  date: new Date('2026-11-22T10:00:00Z'), machineNames: { pullingMachine: 'Capstan winch 10 kN' }, ...overrides,
});

describe('report', () => {
  const data = sectionFromTemplate(PULLING_TEMPLATE);
  data.equipment.pullingMachine = 'w1';

  it('holds the title block, the parameters with machine names, the trajectory, the results and the bill of materials', () => {
    const model = buildReport(data, response, createIntl({ locale: 'en', messages: en }), options());
    expect(model.title).toBe('Cable laying report: Pulling');
    expect(model.titleBlock).toContainEqual(['Engineer', 'Ada Lovelace']);
    expect(model.titleBlock).toContainEqual(['Units', 'Standard (m, mm, N, bar)']);
    // the section's data: as saved, or edits not saved (the crew's copy may differ from the project's)
    expect(model.titleBlock.some(([label]) => label === 'Section data')).toBe(false);
    const saved = buildReport(data, response, createIntl({ locale: 'en', messages: en }), options({ section: { version: 7, saved: true } }));
    expect(saved.titleBlock).toContainEqual(['Section data', 'version 7, as saved']);
    const edited = buildReport(data, response, createIntl({ locale: 'fr', messages: fr }), options({ section: { version: 7, saved: false } }));
    expect(edited.titleBlock).toContainEqual(['Données de la section', 'version 7 avec des modifications non enregistrées']);
    const equipment = model.parameters.find((table) => table.title === 'Equipment');
    expect(equipment?.rows).toContainEqual(['Pulling machine', 'Capstan winch 10 kN']);
    expect(model.parameters.find((table) => table.title === 'Cable')?.rows).toContainEqual(['Outer diameter', '40 mm']);
    // the template's data sheet gives it; the stiffness is automatic
    expect(model.parameters.find((table) => table.title === 'Cable')?.rows).toContainEqual(['Minimum bending radius', '0.6 m']);
    expect(model.trajectory?.rows).toHaveLength(5);
    expect(model.results?.figures).toContainEqual(['Distance reached on this route', '474 m']);
    // whose force it is, by method (the winch's for a pull)
    expect(model.results?.figures).toContainEqual(['Winch force at the end', '6,455 N']);
    expect(model.results?.figures.map(([label]) => label)).toContain('Max distance, route continued straight');
    expect(model.results?.explanation).toMatch(/^Distance reached: how far the cable gets on this section’s route/);
    // the assumptions, with values in the user's units and where they come from
    // (a pulled cable: no automatic undulation, docs/physics.md#automatic-values-and-their-sources, with its basis)
    const row = (what: string) => model.results?.assumptions.rows.find(([w]) => w === what);
    expect(row('Duct undulation amplitude — 110/94')?.slice(0, 2)).toEqual(['Duct undulation amplitude — 110/94', '0 mm']);
    expect(row('Duct undulation amplitude — 110/94')?.[2]).toMatch(/^automatic, from .*Duct outer diameter; basis: none for a pulled cable/);
    expect(row('Bending stiffness ignored at bends (pulling: string model)')?.slice(1)).toEqual(['—', 'engine assumption; basis: pulling formulas (IEEE 1185, CIGRE TB 194): the cable as a string']);
    expect(model.results?.messages).toEqual(['Radial force above the cable’s limit']);
    expect(model.bom?.rows.map((row) => row[0])).toEqual(['Cable (with reserve)', 'Duct', 'Pulling machine', 'Lubricant']);
    expect(model.charts.map((chart) => chart.title)).toEqual(['Cable force along the route (+ tension, − compression)', 'Pulling force against the installed length', 'Speed against the installed length', 'Altitude along the route']);
  });

  it('speaks the chosen language and units', () => {
    const model = buildReport(data, response, createIntl({ locale: 'fr', messages: fr }), options({ system: 'us' }));
    expect(model.title).toBe('Rapport de pose de câble\u00a0: Pulling');
    expect(model.results?.figures).toContainEqual(['Distance atteinte sur ce tracé', '1 554 ft'.replace(' ', '\u202f')]);
    // no automatic undulation for a pull, in inches
    const undulation = model.results?.assumptions.rows.find(([what]) => what === 'Amplitude d’ondulation du fourreau — 110/94');
    expect(undulation?.[1]).toBe('0 in');
    expect(undulation?.[2]).toMatch(/^automatique, d’après .*Diamètre extérieur du fourreau\u00a0; base\u00a0: aucune pour un câble tiré/);
    expect(model.bom?.rows.find((row) => row[0] === 'Lubrifiant')?.[2]).toMatch(/ gal$/);
    expect(model.charts[0]?.yLabel).toBe('Effort dans le câble (lbf)');
  });

  it('writes a PDF whose text is real text', async () => {
    const model = buildReport(data, response, createIntl({ locale: 'en', messages: en }), options());
    const pdf = writeReportPdf(model, options());
    const text = await pdf.text();
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(Cable laying report: Pulling)');
    // a number keeps its unit on its line: a no-break space (one WinAnsi byte, not UTF-8 text) joins them
    expect(text).toMatch(/\(Capstan winch 10[^ ]kN\)/);
    expect(text).toContain('(Bill of materials)');
    expect(text).toContain('(Assumptions behind this result)');
    expect(text).toContain('(Distance reached on this route)');
    // the parts follow one another (no page of its own for each): fewer pages than the title and the five parts
    const pages = (text.match(/\/Type \/Page\b/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThan(6);
  });

  it('chooses round chart ticks', () => {
    expect(niceStep(473)).toBe(100);
    expect(niceStep(6454)).toBe(1000);
    expect(niceStep(0.8)).toBe(0.2);
    expect(niceStep(0)).toBe(1);
  });

  /**
   * The PDF's text strings as written (standard fonts write WinAnsi bytes: '°' is one byte, read back as latin1), the
   * no-break spaces that keep a number with its unit read as spaces (as a PDF viewer's search does)
   */
  const pdfStrings = async (blob: Blob): Promise<string[]> =>
    [...Buffer.from(await blob.arrayBuffer()).toString('latin1').matchAll(/\(((?:[^()\\]|\\.)*)\) Tj/g)].map((m) => m[1]!.replace(/\u00a0/g, ' '));

  it('writes a degree value with its unit once (a KML route\'s heading and bend angles)', async () => {
    const kml = sectionFromTemplate(PULLING_TEMPLATE);
    kml.trajectory.initialHeading = 252.71;
    kml.trajectory.rows[1] = { ...kml.trajectory.rows[1]!, type: 'curve', angle: 252.71, radius: 10 };
    for (const messages of [en, fr]) {
      const model = buildReport(kml, response, createIntl({ locale: messages === en ? 'en' : 'fr', messages }), options());
      const cells = [model.trajectory!.title, ...model.trajectory!.rows.flat()].join(' | ');
      expect(cells).toMatch(/252[.,]71°/);
      expect(cells).not.toMatch(/°\s*°/);
      expect(cells).not.toMatch(/\d\s+°/);
      const strings = await pdfStrings(writeReportPdf(model, options()));
      expect(strings.some((text) => /252[.,]71\xb0/.test(text))).toBe(true);
      expect(strings.filter((text) => /\xb0\s*\xb0/.test(text))).toEqual([]);
    }
  });

  it('shows dimensionless factors as plain numbers, never with a unit', async () => {
    const noLube = sectionFromTemplate(PULLING_TEMPLATE);
    noLube.equipment.lubricant = 'no';
    const model = buildReport(noLube, response, createIntl({ locale: 'en', messages: en }), options());
    const factor = model.results?.assumptions.rows.find(([what]) => what?.startsWith('Friction coefficient × factor'));
    expect(factor?.[1]).toBe('× 1.75');
    // the friction coefficient of each stretch is a bare number too
    for (const table of model.parameters.filter((t) => t.title.startsWith('Stretches'))) {
      const cof = table.rows.find(([field]) => field === 'Friction coefficient');
      if (cof) expect(cof[1]).toMatch(/^\d+\.\d+( \(automatic\))?$/);
    }
    // the COF the engine used, per stretch: 0.2 entered, × 1.75 without lubricant, 0.35 (issue #34: friction you can read)
    expect(model.results?.friction).toEqual({ title: 'Friction used per stretch', head: ['Stretch', 'COF entered (lubricated)', 'Lubricant factor', 'Effective COF'], rows: [['110/94', '0.2', '× 1.75', '0.35']] });
    const french = buildReport(noLube, response, createIntl({ locale: 'fr', messages: fr }), options());
    expect(french.results?.friction.rows).toEqual([['110/94', '0,2', '× 1,75', '0,35']]);
    expect(await pdfStrings(writeReportPdf(model, options()))).toEqual(expect.arrayContaining(['Friction used per stretch', 'Effective COF', '0.35']));
    const everything = [...model.parameters, model.trajectory!, model.results!.assumptions].flatMap((t) => t.rows.map((row) => row.join(' | ')));
    expect(everything.filter((row) => /\d (mm|m|°) ×|×\s*$|× \d+[.,]\d+ (mm|m)\b/.test(row))).toEqual([]);
  });

  it('spans the chart\'s vertical axis over the data, with a small margin, not from 0', () => {
    expect(axisRange([40, 47, 55])).toEqual([39.25, 55.75]);
    expect(axisRange([-3, 5])).toEqual([-3.4, 5.4]);
    // a flat series still gets a visible band around its value
    expect(axisRange([50, 50])).toEqual([47.5, 52.5]);
    expect(axisRange([0, 0])).toEqual([-1, 1]);
    expect(axisRange([])).toEqual([0, 1]);
  });

  it('draws the altitude chart from the route\'s altitudes: its lowest tick is near 40 m, not 0', async () => {
    const hilly: CalculateResponse = { ...response, profile: { ...response.profile, altitude: [40, 47, 55] } };
    const model = buildReport(data, hilly, createIntl({ locale: 'en', messages: en }), options({ parts: ['charts'] }));
    const strings = await pdfStrings(writeReportPdf(model, options({ parts: ['charts'] })));
    const start = strings.indexOf('Altitude along the route');
    const ticks = strings.slice(start + 1, start + 10).map(Number);
    // x ticks 0…200 by 50, then y ticks over 39.25…55.75 m by 5 (drawn from 0 they were 0, 10, … 50)
    expect(ticks).toEqual([0, 50, 100, 150, 200, 40, 45, 50, 55]);
  });

  it('titles each machine’s force chart by its machine, and writes a pressure axis with the short gauge mark, once in parentheses', () => {
    const both: CalculateResponse = {
      ...response,
      progress: { ...response.progress, pushingForce: [2000, 1500, 1000] },
      profile: { ...response.profile, pressure: [4, 3.5, 3] },
    };
    const model = buildReport(data, both, createIntl({ locale: 'en', messages: en }), options());
    const titles = model.charts.map((chart) => chart.title);
    expect(titles).toContain('Pushing force against the installed length');
    expect(titles).toContain('Pulling force against the installed length');
    expect(new Set(titles).size).toBe(titles.length);
    expect(model.charts.find((chart) => chart.title === 'Pressure along the route')?.yLabel).toBe('Pressure (bar(g))');
    const french = buildReport(data, both, createIntl({ locale: 'fr', messages: fr }), options());
    expect(french.charts.map((chart) => chart.title)).toContain('Effort de poussée selon la longueur posée');
    expect(french.charts.find((chart) => chart.title === 'Pression le long du tracé')?.yLabel).toBe('Pression (bar rel.)');
  });

  it('says what limited the run under the label “Limited by”, and that nothing did when the cable reaches the end', async () => {
    const free = buildReport(data, response, createIntl({ locale: 'en', messages: en }), options());
    expect(free.results?.limitedBy).toEqual(['Limited by', 'Nothing: the cable reaches the end']);
    const stopped: CalculateResponse = { ...response, status: 'failed', limitedBy: { code: 'E_PULLING_FORCE', position: 104.02 } };
    const model = buildReport(data, stopped, createIntl({ locale: 'en', messages: en }), options());
    // the editor's words (limited-by.ts): the component and where
    expect(model.results?.limitedBy).toEqual(['Limited by', 'Pulling machine force reached at 104 m']);
    const strings = await pdfStrings(writeReportPdf(model, options()));
    expect(strings).toContain('Limited by');
    expect(strings.join(' ')).toMatch(/Pulling machine force reached .{1,8} 104 m/);
  });

  it('says what ends the max distance as the editor does: the component that binds and where, or the search cap', () => {
    const intl = createIntl({ locale: 'en', messages: en });
    const figure = (r: CalculateResponse) => buildReport(data, r, intl, options()).results?.figures.find(([label]) => label === 'Max distance ended by')?.[1];
    expect(figure({ ...response, maxDistance: 935.53, maxDistanceLimitedBy: { code: 'E_CABLE_PULLING_FORCE', position: 935.53 } })).toBe('Cable pulling force limit reached at 936 m');
    const capped = { ...response, maxDistance: 5000, maxDistanceLimitedBy: null, messages: [{ code: 'I_MAX_DISTANCE_CAPPED', level: 'info' as const, title: '', message: '', params: { maxDistance: 5000 } }] };
    expect(figure(capped)).toBe('the search limit (5,000 m): the cable would go further');
    // a result kept from before the engine said it: no such line
    expect(figure({ ...response, maxDistanceLimitedBy: undefined })).toBeUndefined();
    const french = buildReport(data, { ...response, maxDistance: 208.15, maxDistanceLimitedBy: { code: 'I_LOCK_UP', position: 208.15 } }, createIntl({ locale: 'fr', messages: fr }), options());
    expect(french.results?.figures.find(([label]) => label === 'Distance max. limitée par')?.[1]).toBe('Blocage du câble (flambage hélicoïdal) à 208 m');
  });

  it('writes a message as its title, the language’s colon, then its sentence', () => {
    const air = { code: 'I_AIR_CONSUMPTION', level: 'info' as const, title: 'Air consumption', message: 'The installation uses 45.01 m³ of free air.', params: { airQuantity: 45.01, maxAirFlow: 2265.92, endAirFlow: 1395.19 } };
    const withAir: CalculateResponse = { ...response, messages: [air] };
    expect(buildReport(data, withAir, createIntl({ locale: 'en', messages: en }), options()).results?.messages[0]).toMatch(/^Air consumption: The installation uses 45 m³/);
    // French typography: a space before the colon
    expect(buildReport(data, withAir, createIntl({ locale: 'fr', messages: fr }), options()).results?.messages[0]).toMatch(/^Consommation d’air\u00a0: La pose consomme 45 m³/);
  });

  it('lists the bends in the report\'s units, in the model and in the PDF', async () => {
    const bent: CalculateResponse = { ...response, bends: [{ row: 1, position: 100, totalAngle: 90, radius: 10, forceIn: 1000, forceOut: 2500, radialForce: 250 }] };
    const model = buildReport(data, bent, createIntl({ locale: 'en', messages: en }), options());
    expect(model.results?.bends?.head).toEqual(['Row', 'Position', 'Total angle', 'Radius', 'Force in', 'Force out', 'Radial force']);
    expect(model.results?.bends?.rows).toEqual([['2', '100 m', '90°', '10 m', '1,000 N', '2,500 N', '250 N/m']]);
    const strings = await pdfStrings(writeReportPdf(model, options()));
    expect(strings).toEqual(expect.arrayContaining(['Bends', '2,500 N', '250 N/m']));
    // 1000 N = 224.81 lbf in US units
    const us = buildReport(data, bent, createIntl({ locale: 'en', messages: en }), options({ system: 'us' }));
    expect(us.results?.bends?.rows[0]?.[4]).toBe('225 lbf');
    expect(buildReport(data, response, createIntl({ locale: 'en', messages: en }), options()).results?.bends).toBeUndefined();
  });

  it('writes every part into the PDF as text: parameters with automatic values, route, results with the assumptions, bill of materials, the plan view and the charts', async () => {
    // an L-shaped route: 100 m east, then 60 m north
    const route = { x: [0, 50, 100, 100, 100], y: [0, 0, 0, 30, 60] };
    const model = buildReport(data, response, createIntl({ locale: 'en', messages: en }), options({ route }));
    const strings = await pdfStrings(writeReportPdf(model, options({ route })));
    const text = strings.join('\n');
    for (const heading of ['Parameters', 'Trajectory', 'Results', 'Bill of materials', 'Charts']) expect(strings, heading).toContain(heading);
    // automatic values are marked where they are used, and the assumptions are listed with their sources
    expect(text).toMatch(/\\\(automatic\\\)/);
    expect(strings).toContain('Assumptions behind this result');
    expect(text).toContain('engine assumption');
    // the plan view (east against north) and the speed chart
    expect(strings).toContain('Plan view');
    expect(strings).toContain('East \\(m\\)');
    expect(strings).toContain('North \\(m\\)');
    expect(strings).toContain('Speed against the installed length');
    expect(strings).toContain('Speed \\(m/min\\)');
    // without a route there is no plan, and the rest is still there
    const noRoute = await pdfStrings(writeReportPdf(buildReport(data, response, createIntl({ locale: 'en', messages: en }), options()), options()));
    expect(noRoute).not.toContain('Plan view');
    expect(noRoute).toContain('Speed against the installed length');
  });

  it('draws the plan on one scale: its ticks on both axes step alike', async () => {
    const route = { x: [0, 400], y: [0, 20] };
    const model = buildReport(data, response, createIntl({ locale: 'en', messages: en }), options({ route, parts: ['charts'] }));
    expect(model.plan?.x).toEqual([0, 400]);
    const strings = await pdfStrings(writeReportPdf(model, options({ parts: ['charts'] })));
    const start = strings.indexOf('Plan view');
    const ticks = strings.slice(start + 1, strings.indexOf('East \\(m\\)')).map(Number);
    expect(ticks.every(Number.isFinite)).toBe(true);
    const steps = new Set(ticks.slice(1).map((v, i) => v - ticks[i]!).filter((d) => d > 0));
    // one step on both axes (100 m): the 20 m northing is not stretched over the height of the frame
    expect([...steps]).toEqual([100]);
  });

  it('the print view draws the charts and the plan view as SVG, in the report’s words', () => {
    const route = { x: [0, 100, 150], y: [0, 0, 50] };
    const model = buildReport(data, response, createIntl({ locale: 'en', messages: en }), options({ route }));
    render(
      <IntlProvider locale="en" messages={en}>
        <ReportPreview model={model} parts={REPORT_PARTS} />
      </IntlProvider>,
    );
    const charts = screen.getByRole('heading', { name: 'Charts' }).closest('section') as HTMLElement;
    const plots = within(charts).getAllByRole('img');
    // the plan view and the four series that have values
    expect(plots).toHaveLength(1 + model.charts.length);
    expect(model.charts.length).toBeGreaterThanOrEqual(4);
    expect(plots[1]?.getAttribute('aria-label')).toBe('Cable force along the route (+ tension, − compression): Cable force (N) against Position along the route (m)');
    for (const plot of plots) {
      expect(plot.tagName.toLowerCase()).toBe('svg');
      const line = plot.querySelector('polyline');
      expect(line?.getAttribute('points')?.split(' ').length).toBeGreaterThanOrEqual(2);
      expect(line?.getAttribute('points')).not.toMatch(/NaN|Infinity/);
    }
    // ticks are round values
    expect(within(charts).getAllByText('2,500').length).toBeGreaterThan(0);
  });

  it('the print view leaves the charts out when the part is not chosen', () => {
    const model = buildReport(data, response, createIntl({ locale: 'en', messages: en }), options());
    render(
      <IntlProvider locale="en" messages={en}>
        <ReportPreview model={model} parts={['parameters']} />
      </IntlProvider>,
    );
    expect(screen.queryByRole('heading', { name: 'Charts' })).toBeNull();
    expect(document.querySelector('svg polyline')).toBeNull();
  });

  it('the print view titles the bill of materials once: its table keeps the name for screen readers only', () => {
    const model = buildReport(data, response, createIntl({ locale: 'en', messages: en }), options());
    render(
      <IntlProvider locale="en" messages={en}>
        <ReportPreview model={model} parts={['bom']} />
      </IntlProvider>,
    );
    const table = screen.getByRole('table', { name: 'Bill of materials' });
    expect(table.querySelector('caption')?.className).toMatch(/hiddenCaption/);
    expect(screen.getByRole('heading', { name: 'Bill of materials' })).toBeTruthy();
    // the other tables keep their visible caption
    render(
      <IntlProvider locale="en" messages={en}>
        <ReportPreview model={model} parts={['parameters']} />
      </IntlProvider>,
    );
    expect(screen.getByRole('table', { name: 'Cable' }).querySelector('caption')?.className ?? '').not.toMatch(/hiddenCaption/);
  });

  describe('studies', () => {
    it('holds one table per finished study, in the report’s language and units', () => {
      const model = buildReport(data, response, createIntl({ locale: 'en', messages: en }), options({ studies }));
      expect(model.headings.studies).toBe('Studies');
      const date = createIntl({ locale: 'en', messages: en }).formatDate(FINISHED, { dateStyle: 'long', timeStyle: 'short' });
      expect(model.studies.map((t) => t.title)).toEqual([
        `Compare laying methods — ${date}`,
        `Intermediate pushers or pulling pits — ${date}: 1 machine along the route`,
        `Friction uncertainty (COF range) — ${date} (200 runs, Latin hypercube sampling, seed 1)`,
        `Equipment sizing — ${date} (Required margin (%): 10)`,
        `COF calibration from a field log — ${date}`,
      ]);
      const [methods, pits, cof, equipment, calibration] = model.studies;
      expect(methods?.rows[0]).toEqual(['Pulling', 'calculated', '474 m', '532 m', '—', '36.4 min', '6,455 N', '—']);
      // as the Studies tab: the compressor the run assumed, the air it used, a maximum distance the search capped
      expect(methods?.rows[2]).toEqual([
        'Jetting\nAssumed: compressor 5,000 l/min, 12 bar (gauge)', 'calculated', '474 m', '≥ 5,000 m (search limit)', '—', '8.1 min', '700 N', '57.5 m³',
      ]);
      expect(methods?.rows[1]?.slice(1, 5)).toEqual(['limit reached', '121 m', '121 m', 'Pushing machine force reached at 121 m']);
      expect(methods?.rows[3]?.slice(1, 4)).toEqual(['cannot start', 'none: the cable does not move (its head stays at its start, 0 m)', 'none']);
      expect(methods?.rows[3]?.[6]).toBe('—');
      expect(cof?.rows).toEqual([['P10 (pessimistic)', '301 m'], ['P50 (median)', '403 m'], ['P90 (optimistic)', '474 m'], ['Probability of reaching the end within every limit', '35%']]);
      expect(pits?.rows).toEqual([['Launch point', '—', '260 m'], ['1', '250 m', '224 m']]);
      expect(equipment?.rows).toEqual([['Winches', 'Capstan winch 10 kN', '10,000 N', '6,455 N', '54.9%', 'Suitable']]);
      expect(calibration?.rows).toEqual([['COF', '0.312'], ['RMS deviation of the force', '12.5 N'], ['Readings', '3']]);
      // in US units
      const us = buildReport(data, response, createIntl({ locale: 'fr', messages: fr }), options({ studies, system: 'us' }));
      expect(us.studies[2]?.rows[0]?.[1]).toMatch(/ft$/);
      expect(us.headings.studies).toBe('Études');
      // a machine of the sizing is named as the parameters name it, in the report's language (the machines by id)
      const named = buildReport(data, response, createIntl({ locale: 'fr', messages: fr }), options({ studies, context: { machines: { w1: { id: 'w1', name: 'Treuil cabestan 10 kN', maxPullingForce: 10000 } } } }));
      expect(named.studies[3]?.rows[0]?.[1]).toBe('Treuil cabestan 10 kN');
      // no study: no part
      expect(buildReport(data, response, createIntl({ locale: 'en', messages: en }), options()).studies).toEqual([]);
    });

    it('writes the studies part into the PDF as text, and leaves it out when there is none', async () => {
      const model = buildReport(data, response, createIntl({ locale: 'en', messages: en }), options({ studies }));
      const strings = await pdfStrings(writeReportPdf(model, options({ studies })));
      expect(strings).toContain('Studies');
      expect(strings).toEqual(expect.arrayContaining(['Laying method', 'Pulling', '532 m', 'Probability of reaching the end within every limit', '35%', 'Launch point', '224 m', 'Capstan winch 10 kN', '0.312']));
      const none = await pdfStrings(writeReportPdf(buildReport(data, response, createIntl({ locale: 'en', messages: en }), options()), options()));
      expect(none).not.toContain('Studies');
      expect(none).not.toContain('Probability of reaching the end within every limit');
    });

    it('the print view shows the studies part', () => {
      const model = buildReport(data, response, createIntl({ locale: 'en', messages: en }), options({ studies }));
      render(
        <IntlProvider locale="en" messages={en}>
          <ReportPreview model={model} parts={REPORT_PARTS} />
        </IntlProvider>,
      );
      const part = screen.getByRole('heading', { name: 'Studies' }).closest('section') as HTMLElement;
      expect(within(part).getAllByRole('table')).toHaveLength(5);
      expect(within(part).getByRole('table', { name: /^COF calibration from a field log/ }).textContent).toContain('0.312');
    });
  });
});
