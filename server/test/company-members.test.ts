import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MailOutbox } from '../src/modules/mail/mail-outbox.service.js';
import { LogMailer, Mailer } from '../src/modules/mail/mailer.js';
import { type Client, registerClient } from './support/accounts-client.js';
import { availableDatabases } from './support/test-databases.js';
import { startWorld, UNKNOWN_ID, type World } from './support/world.js';

const JOIN_LINK = /\/join\/([A-Za-z0-9_-]{43})(?=\s|$)/;

/** A company's members and invitations, managed by its managers, within its licence's seats; joining by the link. */
describe.each(availableDatabases())('company members and invitations on $name', (kind) => {
  let w: World;
  let mailer: LogMailer;
  let companyId: string;
  let licenceId: string;
  let ids: Record<'owner' | 'other', string>;

  beforeAll(async () => {
    w = await startWorld(kind);
    mailer = w.app.get(Mailer) as LogMailer;
    ids = {
      owner: (await w.owner.get('/api/whoami').expect(200)).body.id as string,
      other: (await w.other.get('/api/whoami').expect(200)).body.id as string,
    };
    licenceId = (await w.admin.post('/api/admin/licences', { name: 'Pull team', allowedLayingMethods: ['pull', 'push'], seats: 3, validFrom: '2026-01-01', validUntil: '2099-12-31' }).expect(201)).body.id;
    companyId = (await w.admin.post('/api/admin/companies', { name: 'Ductworks', licence: licenceId }).expect(201)).body.id;
    await w.admin.patch(`/api/admin/users/${ids.owner}`, { company: companyId, companyRole: 'manager' }).expect(200);
  });

  afterAll(async () => {
    await w?.close();
  });

  /** The token of the last join link mailed to `to`, once the outbox has sent what was enqueued. */
  async function lastJoinToken(to: string): Promise<string> {
    await w.app.get(MailOutbox).idle();
    const message = [...mailer.sent].reverse().find((candidate) => candidate.to === to);
    const match = message === undefined ? null : JOIN_LINK.exec(message.text);
    if (match === null) {
      throw new Error(`no join link mailed to ${to}`);
    }
    return match[1] as string;
  }

  it('refuses the company routes to users who do not manage a company (403)', async () => {
    for (const client of [w.other, w.admin]) {
      expect((await client.get('/api/company/users').expect(403)).body.code).toBe('FORBIDDEN');
      await client.post('/api/company/users', { email: 'x@example.com', role: 'ordinary' }).expect(403);
      await client.get('/api/company/invitations').expect(403);
      await client.patch(`/api/company/users/${ids.owner}`, { role: 'ordinary' }).expect(403);
      await client.delete(`/api/company/users/${ids.owner}`).expect(403);
      await client.post(`/api/company/invitations/${UNKNOWN_ID}/resend`).expect(403);
      await client.delete(`/api/company/invitations/${UNKNOWN_ID}`).expect(403);
    }
    await w.http.get('/api/company/users').expect(401);
    expect((await w.other.get('/api/user-company').expect(200)).body).toEqual({ company: null });
  });

  it('lets a manager invite within the seats; resend replaces the link; revoke frees the seat', async () => {
    expect((await w.owner.get('/api/company/users').expect(200)).body).toEqual([{ id: ids.owner, username: 'owner', email: 'owner@example.com', role: 'manager', active: true }]);
    const first = (await w.owner.post('/api/company/users', { email: 'Other@Example.com', role: 'ordinary' }).expect(201)).body;
    expect(first).toMatchObject({ email: 'other@example.com', role: 'ordinary', expired: false });
    const oldToken = await lastJoinToken('other@example.com');
    expect((await w.http.get(`/api/company-invitation/${oldToken}`).expect(200)).body).toMatchObject({ company: 'Ductworks', email: 'other@example.com', role: 'ordinary' });
    const invited = await w.owner.post('/api/company/users', { email: 'other@example.com', role: 'manager' }).expect(409);
    expect(invited.body).toMatchObject({ code: 'CONFLICT', details: { fields: ['email'], reason: 'alreadyInvited' } });
    const member = await w.owner.post('/api/company/users', { email: 'owner@example.com', role: 'ordinary' }).expect(409);
    expect(member.body).toMatchObject({ code: 'CONFLICT', details: { fields: ['email'], reason: 'alreadyMember' } });

    const second = (await w.owner.post('/api/company/users', { email: 'new.person@example.com', role: 'manager' }).expect(201)).body;
    // owner + two invitations = 3 seats of 3.
    const full = await w.owner.post('/api/company/users', { email: 'third@example.com', role: 'ordinary' }).expect(409);
    expect(full.body).toMatchObject({ code: 'E_SEATS', details: { seats: 3, seatsUsed: 3 } });
    expect((await w.owner.get('/api/user-company').expect(200)).body.company.licence).toMatchObject({ seats: 3, seatsUsed: 3 });
    expect((await w.owner.get('/api/company/invitations').expect(200)).body.map((row: { email: string }) => row.email)).toEqual(['other@example.com', 'new.person@example.com']);

    await w.owner.post(`/api/company/invitations/${first.id}/resend`).expect(200);
    const newToken = await lastJoinToken('other@example.com');
    expect(newToken).not.toBe(oldToken);
    await w.http.get(`/api/company-invitation/${oldToken}`).expect(404);

    await w.owner.delete(`/api/company/invitations/${second.id}`).expect(204);
    await w.owner.delete(`/api/company/invitations/${second.id}`).expect(404);
    await w.http.get(`/api/company-invitation/${await lastJoinToken('new.person@example.com')}`).expect(404);
    await w.owner.post('/api/company/users', { email: 'third@example.com', role: 'ordinary' }).expect(201);
  });

  it('makes the person who opens the link join: an existing user, and one who registers', async () => {
    const token = await lastJoinToken('other@example.com');
    const joined = (await w.other.post(`/api/company-invitation/${token}/accept`).expect(200)).body;
    expect(joined.company).toMatchObject({ id: companyId, name: 'Ductworks', role: 'ordinary', licence: { name: 'Pull team', seats: 3, seatsUsed: 3 } });
    expect((await w.other.get('/api/whoami').expect(200)).body).toMatchObject({ company: { id: companyId, role: 'ordinary' }, licence: { source: 'company', allowedLayingMethods: ['push', 'pull'] } });
    // Used: the link works once.
    await w.other.post(`/api/company-invitation/${token}/accept`).expect(404);
    // An ordinary member does not manage the company.
    await w.other.get('/api/company/users').expect(403);

    const newcomer: Client = await registerClient(w.http, 'third');
    await newcomer.post(`/api/company-invitation/${await lastJoinToken('third@example.com')}/accept`).expect(200);
    expect((await w.owner.get('/api/company/users').expect(200)).body.map((row: { username: string }) => row.username)).toEqual(['other', 'owner', 'third']);
    expect((await w.owner.get('/api/company/invitations').expect(200)).body).toEqual([]);
  });

  it('changes roles and removes members, always keeping a manager', async () => {
    const last = await w.owner.patch(`/api/company/users/${ids.owner}`, { role: 'ordinary' }).expect(409);
    expect(last.body.details).toEqual({ reason: 'lastManager' });
    expect((await w.owner.patch(`/api/company/users/${ids.other}`, { role: 'manager' }).expect(200)).body).toMatchObject({ id: ids.other, role: 'manager' });
    // The new manager manages at once (no stale session).
    expect((await w.other.get('/api/company/users').expect(200)).body).toHaveLength(3);
    await w.other.patch(`/api/company/users/${ids.owner}`, { role: 'ordinary' }).expect(200);
    await w.owner.get('/api/company/users').expect(403);
    await w.other.patch(`/api/company/users/${UNKNOWN_ID}`, { role: 'ordinary' }).expect(404);
    await w.other.patch(`/api/company/users/${ids.owner}`, { role: 'boss' }).expect(400);

    await w.other.delete(`/api/company/users/${ids.owner}`).expect(204);
    expect((await w.owner.get('/api/whoami').expect(200)).body).toMatchObject({ company: null, licence: { source: 'personal' } });
    await w.other.delete(`/api/company/users/${ids.other}`).expect(409);
  });

  it('lets an app admin who belongs to the company manage it', async () => {
    const adminId = (await w.admin.get('/api/whoami').expect(200)).body.id as string;
    await w.admin.patch(`/api/admin/users/${adminId}`, { company: companyId }).expect(200);
    expect((await w.admin.get('/api/company/users').expect(200)).body.map((row: { username: string }) => row.username)).toContain('admin');
  });

  it('gives the last free seat to exactly one of several simultaneous invitations', async () => {
    const crowded = (await w.admin.post('/api/admin/licences', { name: 'Two seats', allowedLayingMethods: ['pull'], seats: 2, validFrom: '2026-01-01', validUntil: '2099-12-31' }).expect(201)).body.id;
    const rushId = (await w.admin.post('/api/admin/companies', { name: 'Rush', licence: crowded }).expect(201)).body.id;
    const manager = await registerClient(w.http, 'rusher');
    const managerId = (await manager.get('/api/whoami').expect(200)).body.id as string;
    await w.admin.patch(`/api/admin/users/${managerId}`, { company: rushId, companyRole: 'manager' }).expect(200);
    const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((index) => manager.post('/api/company/users', { email: `rush${index}@example.com`, role: 'ordinary' })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.code === 'E_SEATS')).toBe(true);
  });
});
