import type { FieldLogPoint, MachinePreset, PresetLike, SectionData } from '@cla/domain';
import type { Preset, Section } from '@cla/domain/api';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Client } from './support/accounts-client.js';
import { asJson, demoSections, direct, settled, type StudyAnswer } from './support/studies.js';
import { availableDatabases } from './support/test-databases.js';
import { startWorld, type World } from './support/world.js';

const WINCH = { maxPullingForce: 20_000, maxPullingSpeed: 25 };

/**
 * Equipment sizing and COF calibration as jobs in the server process: each answer is the domain's own
 * (`sizeEquipment` on the owner's and the global presets, `calibrateCof` on the log), bad options are 400s naming the
 * field, a section that cannot have the study is a 422, and a shared link shows the latest finished study of each kind.
 */
describe.each(availableDatabases())('equipment and calibration studies on $name', (kind) => {
  let w: World;
  let app: NestExpressApplication;
  let owner: Client;
  let other: Client;
  let sections: Record<string, Section>;
  let machines: Record<string, MachinePreset>;
  const data = (method: string): SectionData => sections[method]!.data as unknown as SectionData;

  beforeAll(async () => {
    w = await startWorld(kind, { DEMO_PROJECT: 'true', SIMULATOR_WORKERS: '1' });
    ({ app, owner, other } = w);
    ({ sections, machines } = await demoSections(owner));
  });

  afterAll(() => w?.close());

  const ask = async (body: object, status = 202): Promise<StudyAnswer> => (await owner.post('/api/studies', body).expect(status)).body as StudyAnswer;
  const issues = async (body: object): Promise<{ field: string; message: string }[]> => {
    const response = await owner.post('/api/studies', body).expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    return response.body.details.issues as { field: string; message: string }[];
  };
  const presetsOf = async (client: Client, type: string): Promise<PresetLike[]> => (await client.get(`/api/presets?type=${type}`).expect(200)).body as Preset[];

  it('sizes the winches among the owner’s and the global presets (not another user’s): the answer of sizeEquipment', async () => {
    const own = (await owner.post('/api/presets', { name: 'My winch 20 kN', type: 'pullingMachine', data: WINCH }).expect(201)).body as Preset;
    await other.post('/api/presets', { name: 'Their winch 30 kN', type: 'pullingMachine', data: { ...WINCH, maxPullingForce: 30_000 } }).expect(201);
    const queued = await ask({ section: sections['pull']!.id, kind: 'equipment', options: { margin: 0.2 } });
    expect(queued.options).toEqual({ margin: 0.2 });
    const done = await settled(owner, queued.id);
    expect(done).toMatchObject({ status: 'done', progress: 1, error: null });
    const presets = await presetsOf(owner, 'pullingMachine');
    const expected = await direct.equipment(data('pull'), machines, presets, { margin: 0.2 });
    expect(done.result).toEqual(asJson(expected));
    const result = done.result as { kinds: string[]; choices: { preset: string; name: string }[] };
    expect(result.kinds).toEqual(['pullingMachine']);
    expect(result.choices.map((c) => c.preset)).toContain(own.id);
    expect(result.choices.map((c) => c.name)).not.toContain('Their winch 30 kN');
    expect(done.runs).toBe(result.choices.length);
    // the presets are fixed when the study is asked for: the answer does not change when the owner's presets do
    await owner.delete(`/api/presets/${own.id}`).expect(204);
    expect((await owner.get(`/api/studies/${done.id}`).expect(200)).body.result).toEqual(done.result);
  });

  it('sizes only the kinds asked for (the compressors of a jetting section), margin 10 % by default', async () => {
    const done = await settled(owner, (await ask({ section: sections['jetting']!.id, kind: 'equipment', options: { kinds: ['compressor'] } })).id);
    expect(done.status).toBe('done');
    expect(done.options).toEqual({ margin: 0.1, kinds: ['compressor'] });
    const expected = await direct.equipment(data('jetting'), machines, await presetsOf(owner, 'compressor'), { margin: 0.1, kinds: ['compressor'] });
    expect(done.result).toEqual(asJson(expected));
    expect((done.result as { kinds: string[] }).kinds).toEqual(['compressor']);
  });

  it('fits the COF to a field log given as rows: the answer of calibrateCof, per stretch by default', async () => {
    const log = await direct.fieldLog(data('pull'), machines, 'winch', 12);
    const done = await settled(owner, (await ask({ section: sections['pull']!.id, kind: 'calibration', options: { log } })).id);
    expect(done.status, done.error ?? '').toBe('done');
    expect(done.options).toEqual({ log, perStretch: true });
    const expected = await direct.calibration(data('pull'), machines, log, { perStretch: true });
    expect(done.result).toEqual(asJson(expected));
    const result = done.result as { machine: string; cof: number; rms: number; fit: unknown[] };
    expect(result.machine).toBe('winch');
    expect(result.fit).toHaveLength(log.length);
    expect(Number.isFinite(result.rms)).toBe(true);
    expect(done.runs).toBeGreaterThan(10);
  });

  it('reads a field log given as CSV text (units from its header) and fits a single COF when asked', async () => {
    const log = await direct.fieldLog(data('push'), machines, 'pusher', 8);
    const csv = ['# logged by the pusher', 'Distance [m];Force [kN]', ...log.map((p) => `${p.distance};${p.force / 1000}`.replace(/\./g, ','))].join('\n');
    const done = await settled(owner, (await ask({ section: sections['push']!.id, kind: 'calibration', options: { csv, perStretch: false, machine: 'pusher' } })).id);
    expect(done.status, done.error ?? '').toBe('done');
    const read = (done.options as { log: FieldLogPoint[] }).log;
    expect(read.map((p) => p.distance)).toEqual(log.map((p) => p.distance));
    read.forEach((p, i) => expect(p.force).toBeCloseTo(log[i]!.force, 6));
    expect(done.options).toEqual({ log: read, perStretch: false, machine: 'pusher' });
    expect(done.result).toEqual(asJson(await direct.calibration(data('push'), machines, read, { perStretch: false, machine: 'pusher' })));
    expect(done.result).not.toHaveProperty('perStretch');
  });

  it('refuses bad options with a 400 naming the field', async () => {
    const pull = sections['pull']!.id;
    expect((await issues({ section: pull, kind: 'equipment', options: { margin: -0.1 } }))[0]!.field).toBe('options.margin');
    expect((await issues({ section: pull, kind: 'equipment', options: { margin: 11 } }))[0]!.field).toBe('options.margin');
    expect((await issues({ section: pull, kind: 'equipment', options: { margin: '5' } }))[0]!.field).toBe('options.margin');
    expect((await issues({ section: pull, kind: 'equipment', options: { kinds: ['crane'] } }))[0]!.field).toBe('options.kinds[0]');
    expect((await issues({ section: pull, kind: 'equipment', options: { kinds: [] } }))[0]).toEqual({ field: 'options.kinds', message: 'must name at least one kind' });
    expect((await issues({ section: pull, kind: 'equipment', options: { spare: 1 } }))[0]).toEqual({ field: 'options.spare', message: 'is not a known field' });

    const log = [{ distance: 0, force: 100 }, { distance: 50, force: 400 }];
    expect(await issues({ section: pull, kind: 'calibration' })).toEqual([{ field: 'options.log', message: 'is required (or csv)' }]);
    expect(await issues({ section: pull, kind: 'calibration', options: { log, csv: '0,1\n2,3' } })).toEqual([{ field: 'options.csv', message: 'give log or csv, not both' }]);
    expect((await issues({ section: pull, kind: 'calibration', options: { log: log.slice(0, 1) } }))[0]).toEqual({ field: 'options.log', message: 'needs at least 2 readings' });
    expect((await issues({ section: pull, kind: 'calibration', options: { log: Array.from({ length: 5001 }, (_, i) => ({ distance: i, force: i })) } }))[0]!.field).toBe('options.log');
    expect((await issues({ section: pull, kind: 'calibration', options: { log: [log[0], { distance: 'far', force: 1 }] } }))[0]!.field).toBe('options.log[1].distance');
    expect((await issues({ section: pull, kind: 'calibration', options: { log: [log[0], { distance: -1, force: 1 }] } }))[0]!.field).toBe('options.log[1].distance');
    expect((await issues({ section: pull, kind: 'calibration', options: { log: [log[0], { distance: 1 }] } }))[0]).toEqual({ field: 'options.log[1].force', message: 'is required' });
    expect(await issues({ section: pull, kind: 'calibration', options: { csv: 'distance,force\n0,100\n10,lots\n20,300' } })).toEqual([
      { field: 'options.csv', message: 'line 3, column 2 (force): is not a number' },
    ]);
    expect(await issues({ section: pull, kind: 'calibration', options: { csv: '# nothing' } })).toEqual([{ field: 'options.csv', message: 'has no readings' }]);
    expect((await issues({ section: pull, kind: 'calibration', options: { csv: '0,1\n'.repeat(70_000) } }))[0]!.field).toBe('options.csv');
    expect((await issues({ section: pull, kind: 'calibration', options: { log, machine: 'crane' } }))[0]!.field).toBe('options.machine');
    expect(await issues({ section: pull, kind: 'calibration', options: { log, machine: 'pusher' } })).toEqual([{ field: 'options.machine', message: 'is not used by the laying method pull' }]);
    expect((await issues({ section: pull, kind: 'calibration', options: { log, perStretch: 'yes' } }))[0]!.field).toBe('options.perStretch');
  });

  it('answers 422 when the section cannot have the study', async () => {
    const log = [{ distance: 0, force: 100 }, { distance: 50, force: 400 }];
    const noMachine = await owner.post('/api/studies', { section: sections['freefloating']!.id, kind: 'calibration', options: { log } }).expect(422);
    expect(noMachine.body).toMatchObject({ code: 'UNPROCESSABLE', message: expect.stringContaining('freefloating') });
    const unused = await owner.post('/api/studies', { section: sections['pull']!.id, kind: 'equipment', options: { kinds: ['compressor'] } }).expect(422);
    expect(unused.body.message).toContain('compressor');
  });

  it('shows the latest finished study of each kind (results only) on the shared section', async () => {
    const section = sections['pushpull']!;
    const token = ((await owner.patch(`/api/section/create-share-token/${section.id}`, {}).expect(200)).body as { shareToken: string }).shareToken;
    const anonymous = request(app.getHttpServer());
    expect((await anonymous.get(`/api/section/share/${token}`).expect(200)).body.studies).toEqual([]);
    const first = await settled(owner, (await ask({ section: section.id, kind: 'equipment', options: { margin: 0 } })).id);
    const latest = await settled(owner, (await ask({ section: section.id, kind: 'equipment', options: { margin: 0.5 } })).id);
    const methods = await settled(owner, (await ask({ section: section.id, kind: 'methods' })).id);
    expect([first.status, latest.status, methods.status]).toEqual(['done', 'done', 'done']);
    // a queued or running study is not shown
    const pending = await ask({ section: section.id, kind: 'cof', options: { runs: 2000, cof: { min: 0.05, max: 0.5 } } });
    const shared = (await anonymous.get(`/api/section/share/${token}`).expect(200)).body as { studies: { kind: string; result: unknown; finishedAt: string }[] };
    expect(shared.studies.map((s) => s.kind)).toEqual(['methods', 'equipment']);
    expect(shared.studies[0]).toEqual({ kind: 'methods', result: methods.result, finishedAt: expect.any(String) });
    expect(shared.studies[1]).toEqual({ kind: 'equipment', result: latest.result, finishedAt: expect.any(String) });
    const text = JSON.stringify(shared.studies);
    for (const hidden of [latest.id, methods.id, pending.id, '"options"', '"ownerId"', '"owner"', '"input"', '"error"']) {
      expect(text).not.toContain(hidden);
    }
    await owner.delete(`/api/studies/${pending.id}`).expect(204);
  });
});
