import { PULLING_TEMPLATE, sectionFromTemplate, toSimulationRequest, WATUCAB_TEMPLATE, type SectionData } from '@cla/domain';
import type { Preset, Section } from '@cla/domain/api';
import type { CalculateResponse } from '@cla/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createIntl } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import { buildReport, REPORT_PARTS, type ReportOptions } from '../src/features/section/report/report-model.ts';
import { writeReportPdf } from '../src/features/section/report/report-pdf.ts';
import { createEngineClient, type EngineClient } from '../src/lib/engine-client.ts';
import { account, installFakeApi, licence } from './fake-api.ts';
import { renderApp } from './render-app.tsx';

// Installations that cannot start, through the real engine: the result says so, never a distance reached for a
// cable that did not move, and the machine force is labelled as the force needed to start.

const wasmBuilt = existsSync(resolve(import.meta.dirname, '../../engine-as/build/release.wasm'));
const at = '2026-11-28T10:00:00.000Z';
const winch: Preset = { id: 'w1', name: 'Capstan winch 10 kN', type: 'pullingMachine', group: null, owner: null, data: { maxPullingForce: 10000, maxPullingSpeed: 30 } };

/** Free floating with 1 bar: the water cannot move the cable from where it lies (front shuttle at 300 + 500 m). */
function freeFloating(): SectionData {
  const data = sectionFromTemplate(WATUCAB_TEMPLATE);
  data.general.layingMethod = 'freefloating';
  data.equipment.pushingMachine = null;
  data.equipment.pullingMachine = null;
  data.equipment.serieCount = null;
  data.cable.cableLength = 500;
  data.settings.xRearPig = 300;
  data.settings.waterPressure = 1;
  // a snaking duct (90 mm over 13.5 m, typed: a pulled cable's duct has no automatic undulation since issue #33) that
  // 1 bar cannot drive the cable through
  for (const row of data.stretches.rows) Object.assign(row, { undulationAmplitude: 90, undulationPeriod: 13.5 });
  return data;
}

/** A pull whose back tension (13 kN) exceeds its 10 kN winch before anything moves. */
function backTension(): SectionData {
  const data = sectionFromTemplate(PULLING_TEMPLATE);
  data.equipment.pullingMachine = 'w1';
  data.settings.lostForce = 13000;
  return data;
}

function section(data: SectionData): Section {
  return { id: 's1', project: 'p1', name: 'Stuck', data, results: null, shareToken: null, favorites: [], version: 1, warnings: [], incomplete: [], createdAt: at, updatedAt: at };
}

/** The value beside a label in a figures list. */
const valueOf = (scope: HTMLElement, label: string): string | null | undefined => within(scope).getByText(label).nextSibling?.textContent;

describe.skipIf(!wasmBuilt)('a cable that cannot start', () => {
  it('free floating: the result panel and the Results tab say it cannot start, the head at its start, never a distance reached', { timeout: 60_000 }, async () => {
    installFakeApi({ signedIn: account({ licence: licence(['freefloating']) }), sections: [section(freeFloating())], presets: [winch] });
    await renderApp({ path: '/section/s1/simulation', locale: 'en' });
    const panel = await screen.findByRole('complementary', { name: 'Result' });
    await waitFor(() => expect(valueOf(panel, 'Status')).toBe('cannot start'), { timeout: 40_000 });
    expect(valueOf(panel, 'Distance reached on this route')).toBe('none: the cable does not move (its head stays at its start, 800 m)');
    expect(valueOf(panel, 'Max distance, route continued straight')).toBe('none');
    expect(valueOf(panel, 'Pull of the front shuttle needed to start (not given)')).toMatch(/^[\d,]+ N$/);
    expect(within(panel).queryByText('Peak cable force')).toBeNull();
    // no figure of the panel reads as a distance the cable travelled
    expect(within(panel).getAllByRole('definition').map((dd) => dd.textContent)).not.toContain('800 m');

    const live = await screen.findByRole('region', { name: 'Live result' });
    await waitFor(() => expect(valueOf(live, 'Status')).toBe('cannot start'));
    expect(valueOf(live, 'Distance reached on this route')).toBe('none: the cable does not move (its head stays at its start, 800 m)');
    expect(valueOf(live, 'Pull of the front shuttle needed to start (not given)')).toMatch(/ N$/);
    expect(within(live).queryByText('Pull of the front shuttle at the end')).toBeNull();
    expect(within(live).getByText(/^The cable cannot start: it never leaves where it lies, so it travels 0 m\./)).toBeTruthy();
    const charts = await screen.findByRole('region', { name: 'Charts' });
    expect(within(charts).getByText(/^No curve against the installed length: the cable does not start/)).toBeTruthy();
  });

  it('a pull whose back tension exceeds the winch: cannot start, the winch force labelled as needed', { timeout: 60_000 }, async () => {
    installFakeApi({ signedIn: account(), sections: [section(backTension())], presets: [winch] });
    await renderApp({ path: '/section/s1/simulation', locale: 'en' });
    const live = await screen.findByRole('region', { name: 'Live result' });
    await waitFor(() => expect(valueOf(live, 'Status')).toBe('cannot start'), { timeout: 40_000 });
    expect(valueOf(live, 'Distance reached on this route')).toBe('none: the cable does not move (its head stays at its start, 0 m)');
    expect(valueOf(live, 'Winch force needed to start (not given)')).toBe('13,000 N');
    expect(within(live).queryByText('Winch force at the end')).toBeNull();
    const panel = screen.getByRole('complementary', { name: 'Result' });
    expect(valueOf(panel, 'Winch force needed to start (not given)')).toBe('13,000 N');
  });
});

describe.skipIf(!wasmBuilt)('the report of a cable that cannot start', () => {
  let client: EngineClient;
  beforeAll(() => {
    client = createEngineClient();
  });
  afterAll(() => client.dispose());

  const options = (overrides: Partial<ReportOptions> = {}): ReportOptions => ({
    parts: [...REPORT_PARTS], system: 'std', engineer: 'Ada Lovelace', project: 'Ring main', version: '0.1.0',
    date: new Date('2026-11-28T10:00:00Z'), machineNames: {}, ...overrides,
  });
  /** The PDF's text strings as written (standard fonts write WinAnsi bytes). */
  const pdfStrings = async (blob: Blob): Promise<string[]> =>
    [...Buffer.from(await blob.arrayBuffer()).toString('latin1').matchAll(/\(((?:[^()\\]|\\.)*)\) Tj/g)].map((m) => m[1]!);

  it('free floating: the figures, the explanation and the PDF say it cannot start; no curve against the installed length', async () => {
    const data = freeFloating();
    const response: CalculateResponse = await client.calculate(toSimulationRequest(data));
    expect(response).toMatchObject({ status: 'failed', started: false, distance: 800, limitedBy: { code: 'E_WATER_PRESSURE', position: 800 } });
    const model = buildReport(data, response, createIntl({ locale: 'en', messages: en }), options());
    const figures = new Map(model.results?.figures);
    expect(figures.get('Status')).toBe('cannot start');
    expect(figures.get('Distance reached on this route')).toBe('none: the cable does not move (its head stays at its start, 800 m)');
    expect(figures.get('Max distance, route continued straight')).toBe('none');
    expect(figures.has('Pull of the front shuttle at the end')).toBe(false);
    expect(figures.get('Pull of the front shuttle needed to start (not given)')).toMatch(/ N$/);
    expect(model.results?.explanation).toMatch(/^The cable cannot start: it never leaves where it lies/);
    expect(model.charts.map((chart) => chart.xLabel)).not.toContain('Installed length (m)');
    // (the PDF keeps a number and its unit on one line: a no-break space between them)
    const strings = (await pdfStrings(writeReportPdf(model, options()))).join(' ').replace(/\u00a0/g, ' ');
    expect(strings).toContain('cannot start');
    expect(strings).toContain('its head stays at its start, 800 m');
    expect(strings).toContain('Pull of the front shuttle needed to start');
    expect(strings).not.toContain('Pull of the front shuttle at the end');

    const french = new Map(buildReport(data, response, createIntl({ locale: 'fr', messages: fr }), options()).results?.figures);
    expect(french.get('Statut')).toBe('ne peut pas démarrer');
  });

  it('a pull whose back tension equals its pulling force, the cable’s limit: cannot start, the message says the cable would be pulled with more (report, en and fr)', async () => {
    const data = backTension();
    // (the request's pulling force is automatic: 12 kN, the cable's limit below the winch's, so the cable is named)
    const { data: request } = toSimulationRequest(data);
    expect(request.macMaxPullingForce).toBe(12000);
    expect(request.macMaxPullingForceSource).toBe('cable');
    data.settings.lostForce = request.macMaxPullingForce;
    const response = await client.calculate(toSimulationRequest(data));
    expect(response).toMatchObject({ status: 'failed', started: false, distance: 0, limitedBy: { code: 'E_CABLE_PULLING_FORCE', position: 0 } });
    // one progress point: the state at the launch point
    expect(response.progress.length).toEqual([0]);
    const model = buildReport(data, response, createIntl({ locale: 'en', messages: en }), options());
    expect(new Map(model.results?.figures).get('Status')).toBe('cannot start');
    expect(model.results?.messages).toContain(
      'Cable pulling force limit reached: The installation cannot start: the cable would be pulled with more than its maximum pulling force of 12,000 N at the launch point (0 m).',
    );
    expect(model.results?.messages.join(' ')).not.toMatch(/winch/);
    const french = buildReport(data, response, createIntl({ locale: 'fr', messages: fr }), options());
    expect(french.results?.messages.join(' ')).toMatch(/La pose ne peut pas commencer\s: le câble serait tiré avec plus que son effort de tirage maximal de 12\s000 N au point de lancement/);
    // the winch gives its rating: the force at the end is what it exerts, not a need
    expect(new Map(model.results?.figures).get('Winch force at the end')).toBe('12,000 N');
  });

  it('a floating whose pusher is below the seal’s force: the pusher force is the one needed, its chart left out', async () => {
    const data = sectionFromTemplate(WATUCAB_TEMPLATE);
    data.general.layingMethod = 'floating';
    data.equipment.pullingMachine = null;
    data.equipment.cableEnd = 'open';
    data.settings.pushingForce = 100;
    const response = await client.calculate(toSimulationRequest(data));
    expect(response).toMatchObject({ status: 'failed', started: false, distance: 0, limitedBy: { code: 'E_PUSHING_FORCE', position: 0 } });
    const model = buildReport(data, response, createIntl({ locale: 'en', messages: en }), options());
    const figures = new Map(model.results?.figures);
    expect(figures.get('Pusher force needed to start (not given)')).toBe(`${new Intl.NumberFormat('en', { maximumSignificantDigits: 3 }).format(response.forceAtEnd)} N`);
    expect(response.forceAtEnd).toBeGreaterThan(100);
    expect(model.charts.map((chart) => chart.title)).not.toContain('Pushing force against the installed length');
  });
});
