import { DEMO_TEMPLATES, sectionFromTemplate } from '@cla/domain';
import type { CalculateResponse } from '@cla/engine';
import { describe, expect, it } from 'vitest';
import { createLocaleIntl } from '../../../lib/intl.tsx';
import { buildReport } from './report-model.ts';

const length = [800, 900, 1000];
const response = {
  status: 'success', distance: 1000, maxDistance: 1000, duration: 10, forceAtEnd: 630, airFlow: 0, waterFlow: 300, waterQuantity: 3.5,
  limitedBy: null, messages: [], bends: [], checks: { fillRatio: 0, jamRatio: null, clearance: 0, bundleDiameter: 0 },
  progress: { length, pushingForce: [650, 640, 630], pullingForce: [650, 640, 630], speed: [20, 20, 20], time: [0, 5, 10] },
  profile: { position: [0, 500, 1000], force: [-680, 0, 580], radialForce: [0, 0, 0], pressure: [0.5, 0.3, 0.1], altitude: [0, -2, -4] },
} as unknown as CalculateResponse;

describe('the report model', () => {
  it("titles free-floating's progress charts after its pigs, not after machines it does not have", async () => {
    const { intl } = await createLocaleIntl('en');
    const data = sectionFromTemplate(DEMO_TEMPLATES.freefloating);
    const model = buildReport(data, response, intl, { parts: ['charts'], system: 'std', engineer: '', project: '', version: '0', date: new Date(0), machineNames: {} });
    const titles = model.charts.map((c) => c.title);
    // against the front shuttle's distance: the whole cable is in the duct from the start
    expect(titles).toContain('Push of the rear pig against the front shuttle’s distance');
    expect(titles).toContain('Pull of the front shuttle against its distance');
    expect(titles).toContain('Speed against the front shuttle’s distance');
    expect(titles.filter((t) => t.includes('installed length'))).toEqual([]);
    expect(new Set(model.charts.filter((c) => !c.title.includes('along the route')).map((c) => c.xLabel))).toEqual(
      new Set(['Distance of the front shuttle from the launch point (m)']),
    );
    expect(titles.filter((t) => /^(Pushing|Pulling) force/.test(t))).toEqual([]);
    expect(model.charts.find((c) => c.title.startsWith('Push of the rear pig'))?.yLabel).toBe('Push of the rear pig (N)');
  });

  it("says the sign of the cable's force in its chart's title: a pushed cable's compression is negative", async () => {
    const { intl } = await createLocaleIntl('fr');
    const data = sectionFromTemplate(DEMO_TEMPLATES.freefloating);
    const model = buildReport(data, response, intl, { parts: ['charts'], system: 'std', engineer: '', project: '', version: '0', date: new Date(0), machineNames: {} });
    const cable = model.charts.find((c) => c.title.startsWith('Effort dans le câble'));
    expect(cable?.title).toBe('Effort dans le câble le long du tracé (+ traction, − compression)');
    expect(cable?.y[0]).toBe(-680);
  });

  it('names a catalogue water pump in the report’s language, as it names the catalogue machines: a French report of an English section', async () => {
    const data = sectionFromTemplate(DEMO_TEMPLATES.freefloating);
    data.equipment.waterPump = { ...data.equipment.waterPump, name: 'Water pump 1500 l/min, 20 bar' };
    const options = { parts: ['parameters', 'bom'] as ('parameters' | 'bom')[], system: 'std' as const, engineer: '', project: '', version: '0', date: new Date(0), machineNames: {} };
    const fr = buildReport(data, response, (await createLocaleIntl('fr')).intl, options);
    const rows = fr.parameters.flatMap((table) => table.rows);
    expect(rows.find(([label]) => label === 'Pompe à eau')?.[1]).toBe('Pompe à eau 1500 l/min, 20 bar');
    expect(fr.bom?.rows.find(([item]) => item === 'Pompe à eau')?.[1]).toBe('Pompe à eau 1500 l/min, 20 bar');
    // a name the user typed stays as typed
    data.equipment.waterPump = { ...data.equipment.waterPump, name: 'Our own pump' };
    expect(buildReport(data, response, (await createLocaleIntl('de')).intl, options).bom?.rows.find(([item]) => item === 'Wasserpumpe')?.[1]).toBe('Our own pump');
  });

  it("writes the language's colon after a table's label: French puts a no-break space before it", async () => {
    const data = sectionFromTemplate(DEMO_TEMPLATES.freefloating);
    const options = { parts: ['parameters', 'trajectory'] as const, system: 'std' as const, engineer: '', project: '', version: '0', date: new Date(0), machineNames: {} };
    const fr = buildReport(data, response, (await createLocaleIntl('fr')).intl, { ...options, parts: [...options.parts] });
    const stretch = fr.parameters.at(-1)?.title;
    expect(stretch).toMatch(/^Tronçons\u00a0: \S/);
    expect(fr.trajectory?.title).toMatch(/^Tracé\u00a0: /);
    const en = buildReport(data, response, (await createLocaleIntl('en')).intl, { ...options, parts: [...options.parts] });
    expect(en.parameters.at(-1)?.title).toMatch(/^Stretches: \S/);
  });

  it('leaves the undulation period out of a stretch where the amplitude in use is 0 (no undulation): automatic or entered', async () => {
    const { intl } = await createLocaleIntl('en');
    const options = { parts: ['parameters'] as ('parameters')[], system: 'std' as const, engineer: '', project: '', version: '0', date: new Date(0), machineNames: {} };
    const undulation = (data: ReturnType<typeof sectionFromTemplate>) =>
      buildReport(data, response, intl, options).parameters.slice(4).map((table) => table.rows.filter(([label]) => label?.startsWith('Undulation')));
    // a pulled cable: the automatic amplitude is 0, the period (3 m from the 110 mm duct) changes nothing
    expect(undulation(sectionFromTemplate(DEMO_TEMPLATES.pull)).flat()).toEqual([['Undulation amplitude', '0 mm (automatic)']]);
    // a pushed cable undulates: both, the period automatic
    const push = sectionFromTemplate(DEMO_TEMPLATES.push);
    expect(undulation(push)[0]!.map(([label, value]) => [label, value?.endsWith('(automatic)')])).toEqual([['Undulation period', true], ['Undulation amplitude', true]]);
    // an amplitude entered as 0: no undulation, no period
    push.stretches.rows[0]!.undulationAmplitude = 0;
    expect(undulation(push)[0]!.map(([label]) => label)).toEqual(['Undulation amplitude']);
  });

  it('says a result past a limit as the editor does: "limit exceeded", amber, each limit named; never "nothing" limits it', async () => {
    const data = sectionFromTemplate(DEMO_TEMPLATES.freefloating);
    const options = { parts: ['results'] as ('results')[], system: 'std' as const, engineer: '', project: '', version: '0', date: new Date(0), machineNames: {} };
    const past = { ...response, status: 'exceeded', started: true, exceeded: [{ code: 'W_SIDEWALL', component: 'cable', quantity: 'radialForce', position: 300, value: 1184, limit: 500, unit: 'N/m' }] } as CalculateResponse;
    const en = buildReport(data, past, (await createLocaleIntl('en')).intl, options).results!;
    expect(en.figures[0]).toEqual(['Status', 'limit exceeded']);
    expect(en.limitedBy).toEqual(['Limits exceeded', 'Radial force on the cable 1,184 N/m at 300 m, above its limit of 500 N/m']);
    expect(en.tone).toBe('exceeded');
    const fr = buildReport(data, past, (await createLocaleIntl('fr')).intl, options).results!;
    expect(fr.figures[0]![1]).toBe('limite dépassée');
    expect(fr.limitedBy?.[1]).toMatch(/^Effort radial sur le câble de 1\s184\sN\/m à 300\sm, au-dessus de sa limite de 500\sN\/m$/);
    expect(buildReport(data, response, (await createLocaleIntl('en')).intl, options).results!.tone).toBe('success');
  });

  it('names the max distance of a jetting run that stopped on its route the longest duct that installs, and says why it lies beyond the stop', async () => {
    const data = sectionFromTemplate(DEMO_TEMPLATES.jetting);
    const options = { parts: ['results'] as ('results')[], system: 'std' as const, engineer: '', project: '', version: '0', date: new Date(0), machineNames: {} };
    // the jetting demo with a COF of 0.3 (engine answer): stopped by the pusher at 228.2 m, a duct cut at 794.8 m installs
    const stopped = { ...response, status: 'failed', started: true, distance: 228.2, maxDistance: 794.8, limitedBy: { code: 'E_PUSHING_FORCE', position: 228.2 } } as CalculateResponse;
    const en = buildReport(data, stopped, (await createLocaleIntl('en')).intl, options).results!;
    expect(en.figures[2]).toEqual(['Longest duct that installs (route cut there)', '795 m']);
    expect(en.explanation).toMatch(/^The cable stops at 228 m on this route, yet in a duct cut at 795 m it would install: /);
    // a run that reached its end keeps the reserve beyond it, the route continued straight
    const reached = buildReport(data, response, (await createLocaleIntl('en')).intl, options).results!;
    expect(reached.figures[2]![0]).toBe('Max distance, route continued straight');
    expect(reached.explanation).toMatch(/^Distance reached: /);
  });
});

