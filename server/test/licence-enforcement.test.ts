import { JETTING_TEMPLATE, PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addDays, todayIso } from '../src/modules/companies/licence-rules.js';
import { straightRequest } from './support/requests.js';
import { availableDatabases } from './support/test-databases.js';
import { startWorld, type World } from './support/world.js';

/** The licence is enforced on the server: POST /simulator/calculate and section saves answer 403 E_LICENCE. */
describe.each(availableDatabases())('licence enforcement on $name', (kind) => {
  let w: World;
  let licenceId: string;
  let project: string;

  beforeAll(async () => {
    w = await startWorld(kind);
    const ownerId = (await w.owner.get('/api/whoami').expect(200)).body.id as string;
    licenceId = (await w.admin.post('/api/admin/licences', { name: 'No air', allowedLayingMethods: ['pull', 'push', 'pushpull'], seats: 5, validFrom: '2026-01-01', validUntil: '2099-12-31' }).expect(201)).body.id;
    const companyId = (await w.admin.post('/api/admin/companies', { name: 'Ground Crew', licence: licenceId }).expect(201)).body.id;
    await w.admin.patch(`/api/admin/users/${ownerId}`, { company: companyId, companyRole: 'ordinary' }).expect(200);
    project = (await w.owner.post('/api/project2', { name: 'P' }).expect(201)).body.id;
  });

  afterAll(async () => {
    await w?.close();
  });

  it('calculates an allowed method and refuses another with 403 E_LICENCE naming it', async () => {
    expect((await w.owner.post('/simulator/calculate', straightRequest('pull')).expect(200)).body.status).toBe('success');
    const refused = await w.owner.post('/simulator/calculate', straightRequest('jetting')).expect(403);
    expect(refused.body).toMatchObject({ statusCode: 403, code: 'E_LICENCE', details: { method: 'jetting', reason: 'method', allowedLayingMethods: ['push', 'pull', 'pushpull'] } });
    expect(refused.body.message).toContain('"jetting"');
    // Somebody else's personal licence is untouched.
    await w.other.post('/simulator/calculate', straightRequest('jetting')).expect(200);
  });

  it('refuses to save a section with a method outside the licence (create and patch)', async () => {
    const refused = await w.owner.post('/api/section', { project, data: sectionFromTemplate(JETTING_TEMPLATE) }).expect(403);
    expect(refused.body).toMatchObject({ code: 'E_LICENCE', details: { method: 'jetting' } });
    const section = (await w.owner.post('/api/section', { project, data: sectionFromTemplate(PULLING_TEMPLATE) }).expect(201)).body;
    await w.owner.patch(`/api/section/${section.id}`, { version: section.version, data: sectionFromTemplate(JETTING_TEMPLATE) }).expect(403);
    expect((await w.owner.get(`/api/section/${section.id}`).expect(200)).body.version).toBe(section.version);
  });

  it('refuses a scenario or favourite holding a method outside the licence wherever section data is stored', async () => {
    const scenario = (name: string, data = sectionFromTemplate(JETTING_TEMPLATE)) => ({ name, primaryColor: '#123456', secondaryColor: '#abcdef', kind: 'scenario', data });
    const created = await w.owner.post('/api/section', { project, data: sectionFromTemplate(PULLING_TEMPLATE), favorites: [scenario('Blown')] }).expect(403);
    expect(created.body).toMatchObject({ code: 'E_LICENCE', details: { method: 'jetting' } });
    const section = (await w.owner.post('/api/section', { project, data: sectionFromTemplate(PULLING_TEMPLATE), favorites: [scenario('Pulled', sectionFromTemplate(PULLING_TEMPLATE))] }).expect(201)).body;
    const patched = await w.owner.patch(`/api/section/${section.id}`, { version: section.version, favorites: [scenario('Blown')] }).expect(403);
    expect(patched.body).toMatchObject({ code: 'E_LICENCE', details: { method: 'jetting' } });
    const stored = (await w.owner.get(`/api/section/${section.id}`).expect(200)).body;
    expect(stored.version).toBe(section.version);
    expect(stored.favorites.map((favourite: { name: string }) => favourite.name)).toEqual(['Pulled']);

    // A copy of a shared section brings its scenarios under the copier's licence.
    const other = (await w.other.post('/api/project2', { name: 'Theirs' }).expect(201)).body.id as string;
    const theirs = (await w.other.post('/api/section', { project: other, data: sectionFromTemplate(PULLING_TEMPLATE), favorites: [scenario('Blown')] }).expect(201)).body;
    const { shareToken } = (await w.other.patch(`/api/section/create-share-token/${theirs.id as string}`).expect(200)).body as { shareToken: string };
    expect((await w.owner.post(`/api/section/share/${shareToken}/copy`, { project }).expect(403)).body.code).toBe('E_LICENCE');
  });

  it('refuses everything, saying "expired", once the licence has expired; and before it starts', async () => {
    const yesterday = addDays(todayIso(), -1);
    await w.admin.patch(`/api/admin/licences/${licenceId}`, { validFrom: '2025-01-01', validUntil: yesterday }).expect(200);
    const calc = await w.owner.post('/simulator/calculate', straightRequest('pull')).expect(403);
    expect(calc.body).toMatchObject({ code: 'E_LICENCE', details: { method: 'pull', reason: 'expired', validUntil: yesterday, allowedLayingMethods: [] } });
    expect(calc.body.message).toContain('expired');
    const save = await w.owner.post('/api/section', { project, data: sectionFromTemplate(PULLING_TEMPLATE) }).expect(403);
    expect(save.body.message).toContain('expired');
    expect((await w.owner.get('/api/whoami').expect(200)).body.licence).toMatchObject({ status: 'expired', allowedLayingMethods: [], licensedLayingMethods: ['push', 'pull', 'pushpull'] });

    const tomorrow = addDays(todayIso(), 1);
    await w.admin.patch(`/api/admin/licences/${licenceId}`, { validFrom: tomorrow, validUntil: '2099-12-31' }).expect(200);
    expect((await w.owner.post('/simulator/calculate', straightRequest('pull')).expect(403)).body.details.reason).toBe('notYetValid');

    await w.admin.patch(`/api/admin/licences/${licenceId}`, { validFrom: todayIso() }).expect(200);
    await w.owner.post('/simulator/calculate', straightRequest('pull')).expect(200);
  });
});
