import { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AdminAuditSchema } from '../src/modules/admin-audit/admin-audit.entity.js';
import { availableDatabases } from './support/test-databases.js';
import { startWorld, UNKNOWN_ID, type World } from './support/world.js';

/** The admin's commercial catalogue: distributors, plans, licences, companies, grants and user changes, audited. */
describe.each(availableDatabases())('admin companies, licences, plans and distributors on $name', (kind) => {
  let w: World;
  let adminId: string;
  let ownerId: string;

  beforeAll(async () => {
    w = await startWorld(kind);
    adminId = (await w.admin.get('/api/whoami').expect(200)).body.id as string;
    ownerId = (await w.owner.get('/api/whoami').expect(200)).body.id as string;
  });

  afterAll(async () => {
    await w?.close();
  });

  const auditRows = () => w.app.get(MikroORM).em.fork().find(AdminAuditSchema, { targetType: { $ne: null } }, { orderBy: { createdAt: 'asc', id: 'asc' } });

  it('refuses every admin route to a non-admin (403) and to anonymous callers (401)', async () => {
    for (const plural of ['companies', 'licences', 'plans', 'distributors']) {
      expect((await w.owner.get(`/api/admin/${plural}`).expect(403)).body.code).toBe('FORBIDDEN');
      await w.owner.post(`/api/admin/${plural}`, { name: 'X' }).expect(403);
      await w.owner.patch(`/api/admin/${plural}/${UNKNOWN_ID}`, { name: 'X' }).expect(403);
      await w.owner.delete(`/api/admin/${plural}/${UNKNOWN_ID}`).expect(403);
      await w.http.get(`/api/admin/${plural}`).expect(401);
    }
    await w.owner.patch(`/api/admin/users/${ownerId}`, { role: 'admin' }).expect(403);
    await w.owner.post(`/api/admin/plans/${UNKNOWN_ID}/grant`, { company: UNKNOWN_ID }).expect(403);
    expect(await auditRows()).toEqual([]);
  });

  it('creates, reads, changes, lists and deletes, writing each change to the audit log', async () => {
    const distributor = (await w.admin.post('/api/admin/distributors', { name: 'Nordic Cables', contact: 'sales@nordic.example', country: 'SE' }).expect(201)).body;
    expect(distributor).toMatchObject({ name: 'Nordic Cables', contact: 'sales@nordic.example', country: 'SE', companies: [] });
    const plan = (await w.admin.post('/api/admin/plans', { name: 'Air', allowedLayingMethods: ['jetting', 'push'], seats: 3, durationDays: 365, price: 'EUR 4 800 / year' }).expect(201)).body;
    expect(plan).toMatchObject({ allowedLayingMethods: ['push', 'jetting'], seats: 3, durationDays: 365, price: 'EUR 4 800 / year' });
    const licence = (
      await w.admin.post('/api/admin/licences', { name: 'Trial', allowedLayingMethods: ['pull'], seats: 2, validFrom: '2026-01-01', validUntil: '2099-12-31' }).expect(201)
    ).body;
    expect(licence).toMatchObject({ name: 'Trial', allowedLayingMethods: ['pull'], seats: 2, seatsUsed: 0, status: 'valid', plan: null });
    const company = (
      await w.admin.post('/api/admin/companies', { name: 'Fibre Works', address: '1 Duct Road', country: 'CH', distributor: distributor.id, licence: licence.id }).expect(201)
    ).body;
    expect(company).toMatchObject({ name: 'Fibre Works', distributor: distributor.id, licence: licence.id, members: 0 });

    expect((await w.admin.get(`/api/admin/companies/${company.id}`).expect(200)).body).toEqual(company);
    expect((await w.admin.get(`/api/admin/distributors/${distributor.id}`).expect(200)).body.companies).toEqual([company.id]);
    const renamed = (await w.admin.patch(`/api/admin/companies/${company.id}`, { name: 'Fibre Works AG', ...{ id: company.id, members: 0 } }).expect(200)).body;
    expect(renamed).toMatchObject({ name: 'Fibre Works AG', address: '1 Duct Road', licence: licence.id });
    await w.admin.patch(`/api/admin/plans/${plan.id}`, { price: 'on request' }).expect(200);
    await w.admin.patch(`/api/admin/licences/${licence.id}`, { seats: 5 }).expect(200);
    await w.admin.patch(`/api/admin/distributors/${distributor.id}`, { contact: '+46 8 000 000' }).expect(200);
    expect((await w.admin.get('/api/admin/companies').expect(200)).body.map((row: { name: string }) => row.name)).toEqual(['Fibre Works AG']);
    expect((await w.admin.get('/api/admin/plans').expect(200)).body).toHaveLength(1);

    // Still referenced: 409 E_IN_USE naming what refers to it.
    const inUse = await w.admin.delete(`/api/admin/distributors/${distributor.id}`).expect(409);
    expect(inUse.body).toMatchObject({ code: 'E_IN_USE', details: { referencedBy: { companies: 1 } } });
    expect((await w.admin.delete(`/api/admin/licences/${licence.id}`).expect(409)).body.details.referencedBy).toEqual({ companies: 1 });

    // Granting the plan makes a licence of its methods and seats, valid durationDays days, and gives it to the company.
    const granted = (await w.admin.post(`/api/admin/plans/${plan.id}/grant`, { company: company.id, validFrom: '2026-03-01' }).expect(201)).body;
    expect(granted).toMatchObject({ name: 'Air', allowedLayingMethods: ['push', 'jetting'], seats: 3, validFrom: '2026-03-01', validUntil: '2027-02-28', plan: plan.id });
    expect((await w.admin.get(`/api/admin/companies/${company.id}`).expect(200)).body.licence).toBe(granted.id);
    expect((await w.admin.delete(`/api/admin/plans/${plan.id}`).expect(409)).body.details.referencedBy).toEqual({ licences: 1 });
    await w.admin.delete(`/api/admin/licences/${licence.id}`).expect(204);
    await w.admin.get(`/api/admin/licences/${licence.id}`).expect(404);

    await w.admin.patch(`/api/admin/companies/${company.id}`, { distributor: null }).expect(200);
    await w.admin.delete(`/api/admin/distributors/${distributor.id}`).expect(204);

    const rows = await auditRows();
    expect(rows.map((row) => row.action)).toEqual([
      'distributor-create',
      'plan-create',
      'licence-create',
      'company-create',
      'company-update',
      'plan-update',
      'licence-update',
      'distributor-update',
      'plan-grant',
      'licence-delete',
      'company-update',
      'distributor-delete',
    ]);
    expect(rows.every((row) => row.adminId === adminId && row.createdAt instanceof Date)).toBe(true);
    expect(rows[0]).toMatchObject({ targetType: 'distributor', targetId: distributor.id });
    expect(JSON.parse(rows[6]?.detail ?? '{}')).toEqual({ seats: 5 });
  });

  it('refuses bad bodies with 400 naming the fields, unknown ids with 404', async () => {
    const bad = await w.admin.post('/api/admin/licences', { name: '', allowedLayingMethods: ['pull', 'teleport'], seats: 0, validFrom: '2026-02-30', validUntil: 'soon' }).expect(400);
    expect(bad.body.details.issues.map((issue: { field: string }) => issue.field).sort()).toEqual(['allowedLayingMethods[1]', 'name', 'seats', 'validFrom', 'validUntil']);
    const backwards = await w.admin.post('/api/admin/licences', { name: 'L', allowedLayingMethods: [], seats: 1, validFrom: '2026-05-01', validUntil: '2026-04-30' }).expect(400);
    expect(backwards.body.details.issues).toEqual([{ field: 'validUntil', message: 'must not be before validFrom (2026-05-01)' }]);
    const unknownLinks = await w.admin.post('/api/admin/companies', { name: 'C', distributor: UNKNOWN_ID, licence: UNKNOWN_ID }).expect(400);
    expect(unknownLinks.body.details.issues.map((issue: { field: string }) => issue.field)).toEqual(['distributor', 'licence']);
    await w.admin.get(`/api/admin/plans/${UNKNOWN_ID}`).expect(404);
    await w.admin.patch(`/api/admin/distributors/${UNKNOWN_ID}`, { name: 'X' }).expect(404);
    await w.admin.post(`/api/admin/plans/${UNKNOWN_ID}/grant`, { company: UNKNOWN_ID }).expect(404);
    await w.admin.patch(`/api/admin/users/${UNKNOWN_ID}`, { active: false }).expect(404);
    await w.admin.patch(`/api/admin/users/${ownerId}`, {}).expect(400);
  });

  it('refuses licence dates outside 1970-01-01…9999-12-31 (400 naming the field), on create, change and grant, and keeps the bounds', async () => {
    const body = { name: 'Dated', allowedLayingMethods: ['pull'], seats: 1 };
    for (const [validFrom, validUntil, field] of [['0000-01-01', '2030-01-01', 'validFrom'], ['1969-12-31', '2030-01-01', 'validFrom'], ['2026-01-01', '+10000-01-01', 'validUntil']] as const) {
      const refused = await w.admin.post('/api/admin/licences', { ...body, validFrom, validUntil }).expect(400);
      expect(refused.body.details.issues.map((issue: { field: string }) => issue.field)).toEqual([field]);
    }
    const zero = await w.admin.post('/api/admin/licences', { ...body, validFrom: '0000-01-01', validUntil: '0000-12-31' }).expect(400);
    expect(zero.body.details.issues).toEqual([
      { field: 'validFrom', message: 'must be a date from 1970-01-01 to 9999-12-31' },
      { field: 'validUntil', message: 'must be a date from 1970-01-01 to 9999-12-31' },
    ]);
    const licence = (await w.admin.post('/api/admin/licences', { ...body, validFrom: '1970-01-01', validUntil: '9999-12-31' }).expect(201)).body as { id: string };
    const patched = await w.admin.patch(`/api/admin/licences/${licence.id}`, { validUntil: '0000-12-31' }).expect(400);
    expect(patched.body.details.issues.map((issue: { field: string }) => issue.field)).toEqual(['validUntil']);
    expect((await w.admin.get(`/api/admin/licences/${licence.id}`).expect(200)).body).toMatchObject({ validFrom: '1970-01-01', validUntil: '9999-12-31' });
    const plan = (await w.admin.post('/api/admin/plans', { name: 'Old', allowedLayingMethods: ['pull'], seats: 1, durationDays: 10 }).expect(201)).body.id as string;
    const company = (await w.admin.post('/api/admin/companies', { name: 'Ancient' }).expect(201)).body.id as string;
    const grant = await w.admin.post(`/api/admin/plans/${plan}/grant`, { company, validFrom: '0001-01-01' }).expect(400);
    expect(grant.body.details.issues.map((issue: { field: string }) => issue.field)).toEqual(['validFrom']);
  });

  it('refuses a grant whose licence would end after 9999-12-31 (400 naming validFrom), and grants one ending that day', async () => {
    const plan = (await w.admin.post('/api/admin/plans', { name: 'Decade', allowedLayingMethods: ['pull'], seats: 1, durationDays: 3660 }).expect(201)).body.id as string;
    const company = (await w.admin.post('/api/admin/companies', { name: 'Far Future' }).expect(201)).body.id as string;
    // 3660 days from 9999-12-31 end in the year 10010: the licence was stored with validUntil "+010010-01" before.
    const late = await w.admin.post(`/api/admin/plans/${plan}/grant`, { company, validFrom: '9999-12-31' }).expect(400);
    expect(late.body.details.issues).toEqual([{ field: 'validFrom', message: 'must be at most 9989-12-24' }]);
    await w.admin.post(`/api/admin/plans/${plan}/grant`, { company, validFrom: '9989-12-25' }).expect(400);
    const last = (await w.admin.post(`/api/admin/plans/${plan}/grant`, { company, validFrom: '9989-12-24' }).expect(201)).body;
    expect(last).toMatchObject({ validFrom: '9989-12-24', validUntil: '9999-12-31', status: 'notYetValid' });
    expect((await w.admin.get('/api/admin/companies').expect(200)).body.find((row: { id: string }) => row.id === company).licence).toBe(last.id);
  });

  it('changes a user’s company, company role, licence and active flag (audited); whoami follows', async () => {
    const licence = (await w.admin.post('/api/admin/licences', { name: 'Water', allowedLayingMethods: ['floating', 'freefloating'], seats: 1, validFrom: '2026-01-01', validUntil: '2099-01-01' }).expect(201)).body;
    const company = (await w.admin.post('/api/admin/companies', { name: 'Hydro', licence: licence.id }).expect(201)).body;
    const changed = (await w.admin.patch(`/api/admin/users/${ownerId}`, { company: company.id, companyRole: 'manager' }).expect(200)).body;
    expect(changed).toMatchObject({ id: ownerId, company: company.id, companyRole: 'manager', licence: null, active: true, role: 'ordinary' });
    const me = (await w.owner.get('/api/whoami').expect(200)).body;
    expect(me.company).toEqual({ id: company.id, name: 'Hydro', role: 'manager' });
    expect(me.licence).toMatchObject({ name: 'Water', source: 'company', status: 'valid', allowedLayingMethods: ['floating', 'freefloating'] });
    expect((await w.owner.get('/api/user-company').expect(200)).body.company).toMatchObject({ name: 'Hydro', role: 'manager', licence: { seats: 1, seatsUsed: 1 } });

    // The one seat is taken: another user cannot be put in.
    const otherId = (await w.other.get('/api/whoami').expect(200)).body.id as string;
    expect((await w.admin.patch(`/api/admin/users/${otherId}`, { company: company.id }).expect(409)).body).toMatchObject({ code: 'E_SEATS', details: { seats: 1, seatsUsed: 1 } });

    // An own licence comes before the company's.
    const own = (await w.admin.post('/api/admin/licences', { name: 'Personal pull', allowedLayingMethods: ['pull'], seats: 1, validFrom: '2026-01-01', validUntil: '2099-01-01' }).expect(201)).body;
    await w.admin.patch(`/api/admin/users/${ownerId}`, { licence: own.id }).expect(200);
    expect((await w.owner.get('/api/whoami').expect(200)).body.licence).toMatchObject({ name: 'Personal pull', source: 'user', allowedLayingMethods: ['pull'] });

    // Deactivated: the sessions end and signing in is refused.
    await w.admin.patch(`/api/admin/users/${otherId}`, { active: false }).expect(200);
    await w.other.get('/api/whoami').expect(401);
    const signIn = await w.http.post('/api/login').send({ email: 'other@example.com', password: 'correct horse battery' }).expect(403);
    expect(signIn.body.details).toEqual({ reason: 'deactivated' });
    await w.admin.patch(`/api/admin/users/${otherId}`, { active: true }).expect(200);
    await w.http.post('/api/login').send({ email: 'other@example.com', password: 'correct horse battery' }).expect(200);

    // An admin cannot demote or deactivate themselves.
    expect((await w.admin.patch(`/api/admin/users/${adminId}`, { role: 'ordinary' }).expect(403)).body).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'selfDemote' } });
    await w.admin.patch(`/api/admin/users/${adminId}`, { active: false }).expect(403);

    const rows = (await auditRows()).filter((row) => row.action === 'user-update');
    expect(rows.map((row) => row.userId)).toEqual([ownerId, ownerId, otherId, otherId]);
    expect(JSON.parse(rows[0]?.detail ?? '{}')).toEqual({ company: company.id, companyRole: 'manager' });
  });
});
