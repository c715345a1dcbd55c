import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { REPOSITORY_ROOT } from '../src/config/index.js';
import { AdminAuditSchema } from '../src/modules/admin-audit/admin-audit.entity.js';
import { MailOutboxSchema } from '../src/modules/mail/mail-outbox.entity.js';
import { MailOutbox } from '../src/modules/mail/mail-outbox.service.js';
import { AppMetrics } from '../src/modules/metrics/app-metrics.js';
import { SimulationRecorder } from '../src/modules/metrics/simulation-recorder.js';
import { SectionSchema } from '../src/modules/sections/section.entity.js';
import { as, registerClient, sessionOf } from './support/accounts-client.js';
import { availableDatabases } from './support/test-databases.js';
import { startWorld, UNKNOWN_ID, type World } from './support/world.js';

const PULL = JSON.parse(readFileSync(join(REPOSITORY_ROOT, 'fixtures', 'requests', 'pull-1750m-8-bends.json'), 'utf8')) as { data: Record<string, unknown> };

describe.each(availableDatabases())('the admin area’s operations on $name', (kind) => {
  let w: World;
  const audits = (action: string) => w.app.get(MikroORM).em.fork().find(AdminAuditSchema, { action: action as never });
  const adminId = async () => (await w.admin.get('/api/whoami').expect(200)).body.id as string;
  const idOf = async (client: World['owner']) => (await client.get('/api/whoami').expect(200)).body.id as string;

  beforeAll(async () => {
    w = await startWorld(kind);
  }, 60_000);

  afterAll(async () => {
    await w?.close();
  });

  it('keeps every route to admins: 401 anonymous, 403 for others', async () => {
    const routes: [method: 'get' | 'put' | 'post', path: string][] = [
      ['get', '/api/admin/dashboard'],
      ['get', '/api/admin/statistics'],
      ['get', '/api/admin/monitoring'],
      ['get', '/api/admin/motd'],
      ['put', '/api/admin/motd'],
      ['get', '/api/admin/settings'],
      ['put', '/api/admin/settings'],
      ['post', `/api/admin/users/${UNKNOWN_ID}/password`],
      ['post', `/api/admin/users/${UNKNOWN_ID}/end-sessions`],
      ['post', '/api/admin/tools/resend-mails'],
      ['post', '/api/admin/tools/rebuild-derived'],
      ['get', '/api/admin/tools/backup'],
      ['get', '/api/admin/presets'],
    ];
    for (const [method, path] of routes) {
      await w.http[method](path).expect(401);
      await w.other[method](path).expect(403);
    }
  });

  it('counts users, projects, sections, simulations today and this month, failures and sessions on the dashboard', async () => {
    const before = (await w.admin.get('/api/admin/dashboard').expect(200)).body;
    expect(before).toMatchObject({ users: 3, companies: 0, simulationsToday: 0, simulationsThisMonth: 0, failedSimulationsThisMonth: 0 });
    expect(before.activeSessions).toBeGreaterThanOrEqual(3);
    await w.owner.post('/api/project2', { name: 'Counted' }).expect(201);
    const calc = await w.owner.post('/simulator/calculate', { data: PULL.data }).expect(200);
    await w.owner.post('/simulator/calculate', { data: { layingMethod: 'jetting' } }).expect(200); // notStarted
    await w.app.get(SimulationRecorder).flush();
    const after = (await w.admin.get('/api/admin/dashboard').expect(200)).body;
    expect(after.projects).toBe(before.projects + 1);
    expect(after.simulationsToday).toBe(2);
    expect(after.simulationsThisMonth).toBe(2);
    expect(after.failedSimulationsThisMonth).toBe(calc.body.status === 'success' ? 1 : 2);
  });

  it('answers the statistics of the last days, and 400 on a bad range', async () => {
    const stats = (await w.admin.get('/api/admin/statistics?days=7').expect(200)).body;
    expect(stats.days).toBe(7);
    expect(stats.simulationsPerDay).toHaveLength(7);
    const today = stats.simulationsPerDay[6];
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today.total).toBe(2);
    expect(today.byMethod).toEqual({ pull: 1, jetting: 1 });
    expect(today.medianDurationMs).toBeGreaterThanOrEqual(0);
    expect(stats.simulationsPerMethod).toEqual({ pull: 1, jetting: 1 });
    expect(stats.registrationsPerWeek.reduce((sum: number, week: { count: number }) => sum + week.count, 0)).toBe(3);
    for (const days of ['0', '367', 'x', '1.5']) {
      const bad = await w.admin.get(`/api/admin/statistics?days=${days}`).expect(400);
      expect(bad.body.details.issues[0].field).toBe('days');
    }
  });

  it('saves the message of the day in four languages, bumping its sequence, audited', async () => {
    const before = (await w.owner.get('/api/motd').expect(200)).body;
    const texts = { en: { title: 'Maintenance', message: 'Down on Sunday.' }, fr: { title: 'Maintenance', message: 'Arrêt dimanche.' }, de: { title: '', message: '' } };
    const saved = (await w.admin.put('/api/admin/motd', { enable: true, texts }).expect(200)).body;
    expect(saved).toMatchObject({ enable: true, seqId: before.seqId + 1, texts: { en: texts.en, fr: texts.fr } });
    expect(saved.texts.de).toBeUndefined();
    const seen = (await w.owner.get('/api/motd').expect(200)).body;
    expect(seen).toEqual(saved);
    const again = (await w.admin.put('/api/admin/motd', { enable: false, texts }).expect(200)).body;
    expect(again.seqId).toBe(saved.seqId + 1);
    await w.admin.put('/api/admin/motd', { enable: true, texts: {} }).expect(400);
    await w.admin.put('/api/admin/motd', { enable: 'yes', texts }).expect(400);
    expect(await audits('motd-update')).toHaveLength(2);
  });

  it('stores the run-time settings over the defaults; registration by invitation only closes POST /api/register', async () => {
    const view = (await w.admin.get('/api/admin/settings').expect(200)).body;
    expect(view.values).toMatchObject({ registration: 'open', uploadQuotaMb: 500, demoProject: false });
    expect(view.stored).toEqual({});
    const bad = await w.admin.put('/api/admin/settings', { registration: 'closed', uploadQuotaMb: -1, defaultLayingMethods: ['pull', 'pull'] }).expect(400);
    expect(bad.body.details.issues.map((issue: { field: string }) => issue.field).sort()).toEqual(['defaultLayingMethods', 'registration', 'uploadQuotaMb']);
    const saved = (await w.admin.put('/api/admin/settings', { registration: 'invitation', defaultLayingMethods: ['pull', 'push'] }).expect(200)).body;
    expect(saved.values).toMatchObject({ registration: 'invitation', defaultLayingMethods: ['pull', 'push'], uploadQuotaMb: 500 });
    const refused = await w.http.post('/api/register').send({ username: 'latecomer', email: 'late@example.com', password: 'correct horse battery' }).expect(403);
    expect(refused.body.details).toEqual({ reason: 'registration-closed' });
    // An invited user still comes in, with the stored default methods.
    await w.admin.post('/api/admin/invite', { email: 'invited@example.com', username: 'invited' }).expect(201);
    await w.admin.put('/api/admin/settings', { defaultLayingMethods: ['jetting'] }).expect(200);
    const opened = await w.http.post('/api/register').send({ username: 'latecomer', email: 'late@example.com', password: 'correct horse battery' }).expect(201);
    expect(opened.body.licence.licensedLayingMethods).toEqual(['jetting']);
    // The stored upload quota is the one uploads are held to.
    await w.admin.put('/api/admin/settings', { uploadQuotaMb: 1 }).expect(200);
    const project = (await w.owner.post('/api/project2', { name: 'Quota' }).expect(201)).body.id as string;
    const tooBig = await w.owner.upload(`/api/project2/${project}/file`, 'x'.repeat(1024 * 1024 + 1), 'big.txt').expect(413);
    expect(tooBig.body.details.quotaBytes).toBe(1024 * 1024);
    await w.admin.put('/api/admin/settings', {}).expect(200);
    await w.owner.upload(`/api/project2/${project}/file`, 'x'.repeat(1024 * 1024 + 1), 'big.txt').expect(201);
    expect(await audits('settings-update')).toHaveLength(4);
  });

  it('sets a user’s password, which ends their sessions, audited', async () => {
    const response = await w.http.post('/api/register').send({ username: 'victim', email: 'victim@example.com', password: 'correct horse battery' }).expect(201);
    const victim = as(w.http, sessionOf(response));
    const id = await idOf(victim);
    await w.admin.post(`/api/admin/users/${id}/password`, { password: 'short' }).expect(400);
    await w.admin.post(`/api/admin/users/${UNKNOWN_ID}/password`, { password: 'a new long password' }).expect(404);
    await w.admin.post(`/api/admin/users/${id}/password`, { password: 'a new long password' }).expect(204);
    await victim.get('/api/whoami').expect(401);
    await w.http.post('/api/login').send({ email: 'victim@example.com', password: 'correct horse battery' }).expect(401);
    await w.http.post('/api/login').send({ email: 'victim@example.com', password: 'a new long password' }).expect(200);
    const rows = await audits('password-set');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ adminId: await adminId(), userId: id, targetType: 'user', targetId: id });
    expect(rows[0]?.detail ?? '').not.toContain('a new long password');
  });

  it('ends every session of a user, audited', async () => {
    const client = await registerClient(w.http, 'sessions');
    const id = await idOf(client);
    const ended = (await w.admin.post(`/api/admin/users/${id}/end-sessions`).expect(200)).body;
    expect(ended).toEqual({ ended: 1 });
    await client.get('/api/whoami').expect(401);
    await w.admin.post(`/api/admin/users/${UNKNOWN_ID}/end-sessions`).expect(404);
    expect(await audits('sessions-end')).toHaveLength(1);
  });

  it('makes pending mails due now, and the dispatcher sends them', async () => {
    const em = w.app.get(MikroORM).em.fork();
    const later = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await em.insert(MailOutboxSchema, {
      id: '01900000-0000-7000-8000-0000000000aa',
      kind: 'password-reset',
      recipient: 'late@example.com',
      language: 'en',
      subject: 'Later',
      text: 'text',
      html: '<p>html</p>',
      dedupeKey: null,
      attempts: 1,
      nextAttemptAt: later,
      claimedUntil: null,
      sentAt: null,
      failedAt: null,
      lastError: 'earlier failure',
      createdAt: new Date(),
    });
    const sentBefore = (await w.app.get(AppMetrics).mails.get()).values.find((v) => v.labels.kind === 'password-reset' && v.labels.outcome === 'sent')?.value ?? 0;
    const due = (await w.admin.post('/api/admin/tools/resend-mails').expect(200)).body;
    expect(due.due).toBeGreaterThanOrEqual(1);
    await w.app.get(MailOutbox).deliverDue();
    await w.app.get(MailOutbox).idle();
    const row = await w.app.get(MikroORM).em.fork().findOneOrFail(MailOutboxSchema, { id: '01900000-0000-7000-8000-0000000000aa' });
    expect(row.sentAt).not.toBeNull();
    const sentAfter = (await w.app.get(AppMetrics).mails.get()).values.find((v) => v.labels.kind === 'password-reset' && v.labels.outcome === 'sent')?.value ?? 0;
    expect(sentAfter).toBe(sentBefore + 1);
    expect(await audits('mail-resend')).toHaveLength(1);
  });

  it('rebuilds the sections’ derived columns from their data, audited', async () => {
    const project = (await w.owner.post('/api/project2', { name: 'Derived' }).expect(201)).body.id as string;
    const section = (await w.owner.post('/api/section', { project, name: 'S', data: { general: { layingMethod: 'pull' } } }).expect(201)).body;
    const em = w.app.get(MikroORM).em.fork();
    const stored = await em.findOneOrFail(SectionSchema, { id: section.id });
    // Spoil the derived columns as a stale copy would have them.
    await em.nativeUpdate(SectionSchema, { id: section.id }, { incomplete: '[]', warnings: '[]', layingMethod: null });
    const report = (await w.admin.post('/api/admin/tools/rebuild-derived').expect(200)).body;
    expect(report.sections).toBeGreaterThanOrEqual(1);
    expect(report.changed).toBeGreaterThanOrEqual(1);
    expect(report.skipped).toBe(0);
    const rebuilt = await w.app.get(MikroORM).em.fork().findOneOrFail(SectionSchema, { id: section.id });
    expect(rebuilt.incomplete).toBe(stored.incomplete);
    expect(rebuilt.warnings).toBe(stored.warnings);
    expect(rebuilt.layingMethod).toBe('pull');
    expect(rebuilt.version).toBe(stored.version);
    // Nothing left to change.
    expect((await w.admin.post('/api/admin/tools/rebuild-derived').expect(200)).body.changed).toBe(0);
    expect(await audits('derived-rebuild')).toHaveLength(2);
  });

  it('downloads a SQLite backup, or explains why not on PostgreSQL', async () => {
    const response = await w.admin.get('/api/admin/tools/backup').buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    if (kind.name === 'sqlite') {
      expect(response.status).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="cla-.*\.sqlite"$/);
      const body = response.body as Buffer;
      expect(body.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\u0000');
      expect(body.length).toBe(Number(response.headers['content-length']));
      expect(await audits('backup-download')).toHaveLength(1);
    } else {
      expect(response.status).toBe(409);
      expect(JSON.parse((response.body as Buffer).toString('utf8')).details).toEqual({ reason: 'postgresql' });
    }
  });

  it('lists, creates, renames, replaces and deletes global presets, audited; a user sees the change', async () => {
    const list = (await w.admin.get('/api/admin/presets').expect(200)).body as { id: string; owner: string | null }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((preset) => preset.owner === null)).toBe(true);
    const created = (await w.admin.post('/api/admin/presets', { name: 'Global cable', type: 'cable', data: { outerDiameter: 12 } }).expect(201)).body;
    expect(created.owner).toBeNull();
    const renamed = (await w.admin.patch(`/api/admin/presets/${created.id}`, { name: 'Renamed cable' }).expect(200)).body;
    expect(renamed.name).toBe('Renamed cable');
    await w.admin.patch(`/api/admin/presets/${created.id}`, { name: '' }).expect(400);
    await w.admin.put(`/api/admin/presets/${created.id}`, { name: 'Replaced', type: 'cable', data: { outerDiameter: 14 } }).expect(200);
    const seen = (await w.owner.get('/api/presets?type=cable').expect(200)).body as { id: string; name: string; data: { outerDiameter: number } }[];
    expect(seen.find((preset) => preset.id === created.id)).toMatchObject({ name: 'Replaced', data: { outerDiameter: 14 } });
    // A user's own preset is not a global one.
    const own = (await w.owner.post('/api/presets', { name: 'Mine', type: 'cable', data: {} }).expect(201)).body.id as string;
    await w.admin.patch(`/api/admin/presets/${own}`, { name: 'Taken' }).expect(404);
    await w.admin.delete(`/api/admin/presets/${created.id}`).expect(204);
    await w.admin.get(`/api/admin/presets/${created.id}`).expect(404);
    expect(await audits('preset-create')).toHaveLength(1);
    expect(await audits('preset-update')).toHaveLength(2);
    expect(await audits('preset-delete')).toHaveLength(1);
  });

  it('says whether /metrics is on and where Grafana is', async () => {
    expect((await w.admin.get('/api/admin/monitoring').expect(200)).body).toEqual({ grafanaUrl: null, metricsEnabled: false });
  });
});
