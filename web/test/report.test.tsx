import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import type { CalculateResponse } from '@cla/engine';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import { buildReport, REPORT_PARTS, type ReportOptions } from '../src/features/section/report/report-model.ts';
import { niceStep, writeReportPdf } from '../src/features/section/report/report-pdf.ts';

const response: CalculateResponse = {
  status: 'success', distance: 473.57, duration: 36.43, forceAtEnd: 6454.56, maxDistance: 531.86, waterFlow: 0, waterQuantity: 0, airFlow: 0,
  limitedBy: null, messages: [{ code: 'W_SIDEWALL', level: 'warning', title: 'Sidewall', message: '', params: {} }],
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
    const equipment = model.parameters.find((table) => table.title === 'Equipment');
    expect(equipment?.rows).toContainEqual(['Pulling machine', 'Capstan winch 10 kN']);
    expect(model.parameters.find((table) => table.title === 'Cable')?.rows).toContainEqual(['Outer diameter', '40.00 mm']);
    // the template's data sheet gives it; the stiffness is automatic
    expect(model.parameters.find((table) => table.title === 'Cable')?.rows).toContainEqual(['Minimum bending radius', '0.60 m']);
    expect(model.trajectory?.rows).toHaveLength(5);
    expect(model.results?.figures).toContainEqual(['Distance reached on this route', '473.57 m']);
    // whose force it is, by method (the winch's for a pull)
    expect(model.results?.figures).toContainEqual(['Winch force at the end', '6,454.56 N']);
    expect(model.results?.figures.map(([label]) => label)).toContain('Max distance, route continued straight');
    expect(model.results?.explanation).toMatch(/^Distance reached: how far the cable gets on this section’s route/);
    // the assumptions, with values in the user's units and where they come from
    expect(model.results?.assumptions.rows).toContainEqual(['Duct undulation amplitude — 110/94', '55.00 mm', 'automatic, from Duct outer diameter']);
    expect(model.results?.assumptions.rows).toContainEqual(['Bending stiffness ignored at bends (pulling: string model)', '—', 'engine assumption']);
    expect(model.results?.messages).toEqual(['Radial force above the cable’s limit']);
    expect(model.bom?.rows.map((row) => row[0])).toEqual(['Cable (with reserve)', 'Duct', 'Pulling machine', 'Lubricant']);
    expect(model.charts.map((chart) => chart.title)).toEqual(['Cable force along the route', 'Machine forces against the installed length', 'Altitude along the route']);
  });

  it('speaks the chosen language and units', () => {
    const model = buildReport(data, response, createIntl({ locale: 'fr', messages: fr }), options({ system: 'us' }));
    expect(model.title).toBe('Rapport de pose de câble : Pulling');
    expect(model.results?.figures).toContainEqual(['Distance atteinte sur ce tracé', '1 553,71 ft'.replace(' ', '\u202f')]);
    // 55 mm = 2.17 in
    expect(model.results?.assumptions.rows).toContainEqual(['Amplitude d’ondulation du fourreau — 110/94', '2,17 in', 'automatique, d’après Diamètre extérieur du fourreau']);
    expect(model.bom?.rows.find((row) => row[0] === 'Lubrifiant')?.[2]).toMatch(/ gal$/);
    expect(model.charts[0]?.yLabel).toBe('Effort dans le câble (lbf)');
  });

  it('writes a PDF whose text is real text', async () => {
    const model = buildReport(data, response, createIntl({ locale: 'en', messages: en }), options());
    const pdf = writeReportPdf(model, options());
    const text = await pdf.text();
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(Cable laying report: Pulling)');
    expect(text).toContain('(Capstan winch 10 kN)');
    expect(text).toContain('(Bill of materials)');
    expect(text).toContain('(Assumptions behind this result)');
    expect(text).toContain('(Distance reached on this route)');
    // one page for the title, then one per part
    expect((text.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThanOrEqual(6);
  });

  it('chooses round chart ticks', () => {
    expect(niceStep(473)).toBe(100);
    expect(niceStep(6454)).toBe(1000);
    expect(niceStep(0.8)).toBe(0.2);
    expect(niceStep(0)).toBe(1);
  });
});
