import { MikroORM } from '@mikro-orm/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';

import { APP_CONFIG, type AppConfig } from '../src/config/index.js';
import { PasswordResetService } from '../src/modules/accounts/password-reset.service.js';
import { type ExpiringLicence, ExpiringLicences, LICENCE_REMINDER_DAYS, LicenceExpiryReminder } from '../src/modules/mail/licence-expiry-reminder.service.js';
import { MailOutboxSchema } from '../src/modules/mail/mail-outbox.entity.js';
import { MailOutbox, outboxRow } from '../src/modules/mail/mail-outbox.service.js';
import { type Client, registerClient, sessionOf, as } from './support/accounts-client.js';
import { closedPort, type ReceivedMail, SmtpTestServer } from './support/smtp-test-server.js';
import { availableDatabases, type TestDatabase } from './support/test-databases.js';
import { createWebDist, removeDir, startTestApp, testConfig } from './support/test-app.js';

const PUBLIC_URL = 'http://cla.example.test';
const MAIL_FROM = 'CLA Test <cla@example.test>';

/** The token of the link `page` in a text, checking it is absolute (PUBLIC_URL). */
function linkToken(text: string, page: 'password-reset' | 'confirm-invite'): string {
  const match = new RegExp(`${PUBLIC_URL}/${page}/([A-Za-z0-9_-]{43})(?=\\s|$)`).exec(text);
  if (match === null) {
    throw new Error(`no ${page} link in: ${text}`);
  }
  return match[1] as string;
}

const htmlOf = (mail: ReceivedMail | undefined): string => (typeof mail?.parsed.html === 'string' ? mail.parsed.html : '');

describe.each(availableDatabases())('e-mail through SMTP on $name', (kind) => {
  let database: TestDatabase;
  let webDist: string;
  let smtp: SmtpTestServer;
  const apps: NestExpressApplication[] = [];
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;
  let admin: Client;

  const env = (smtpUrl: string) => ({ ...database.env, WEB_DIST: webDist, SMTP_URL: smtpUrl, MAIL_FROM, PUBLIC_URL });
  const start = async (smtpUrl: string): Promise<NestExpressApplication> => {
    const started = await startTestApp(testConfig(env(smtpUrl)));
    apps.push(started);
    return started;
  };
  const close = async (closing: NestExpressApplication): Promise<void> => {
    apps.splice(apps.indexOf(closing), 1);
    await closing.close();
  };
  const outboxRows = (of: NestExpressApplication, recipient: string) =>
    of.get(MikroORM).em.fork().find(MailOutboxSchema, { recipient }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  const settle = async (of: NestExpressApplication = app): Promise<void> => {
    await of.get(PasswordResetService).idle();
    await of.get(MailOutbox).idle();
  };

  beforeAll(async () => {
    database = await kind.create();
    webDist = await createWebDist({});
    smtp = await SmtpTestServer.start();
    app = await start(smtp.url);
    http = request(app.getHttpServer());
    admin = await registerClient(http, 'admin');
  });

  afterAll(async () => {
    for (const open of [...apps]) {
      await close(open);
    }
    await smtp?.close();
    await database?.drop();
    await removeDir(webDist);
  });

  it('sends a password reset in the user’s language, as text and HTML with the absolute link, from MAIL_FROM', async () => {
    const marie = await registerClient(http, 'marie');
    await marie.patch('/api/profile', { language: 'fr' }).expect(200);
    await http.post('/api/password-request').send({ email: 'marie@example.com' }).expect(204);
    await settle();

    const mail = smtp.to('marie@example.com').at(-1);
    expect(mail?.from).toBe('cla@example.test');
    expect(mail?.parsed.from?.text).toContain('CLA Test');
    expect(mail?.parsed.subject).toBe('Cable Laying Analyzer : réinitialisez votre mot de passe');
    expect(mail?.parsed.headers.get('content-language')).toBe('fr');
    const text = mail?.parsed.text ?? '';
    expect(text).toContain('Bonjour marie,');
    expect(text).toContain('pendant 1 heure');
    const token = linkToken(text, 'password-reset');
    const html = htmlOf(mail);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`href="${PUBLIC_URL}/password-reset/${token}"`);
    expect(html).toContain('Choisir un nouveau mot de passe');

    // The link works, and the outbox no longer holds it.
    await http.post('/api/password-reset').send({ token, password: 'a brand new passphrase' }).expect(204);
    const [row] = await outboxRows(app, 'marie@example.com');
    expect(row).toMatchObject({ kind: 'password-reset', language: 'fr', attempts: 1, text: '', html: '', lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('sends an invitation in the inviting admin’s language, which becomes the new user’s', async () => {
    await admin.patch('/api/profile', { language: 'de' }).expect(200);
    await admin.post('/api/admin/invite', { email: 'neu@example.com' }).expect(201);
    await settle();

    const mail = smtp.to('neu@example.com').at(-1);
    expect(mail?.parsed.subject).toBe('Cable Laying Analyzer: Ihre Einladung');
    expect(mail?.parsed.headers.get('content-language')).toBe('de');
    expect(mail?.parsed.text).toContain('Hallo neu,');
    const token = linkToken(mail?.parsed.text ?? '', 'confirm-invite');
    expect(htmlOf(mail)).toContain(`href="${PUBLIC_URL}/confirm-invite/${token}"`);
    expect(htmlOf(mail)).toContain('Passwort wählen');

    await http.post('/api/confirm-invite').send({ token, password: 'my first passphrase' }).expect(204);
    const login = await http.post('/api/login').send({ email: 'neu@example.com', password: 'my first passphrase' }).expect(200);
    expect(login.body.language).toBe('de');
    await as(http, sessionOf(login)).get('/api/whoami').expect(200);
  });

  it('enqueues one licence reminder 14 days ahead, in the user’s language (else the fallback), with escaped values', async () => {
    const today = new Date('2027-03-01T09:30:00Z');
    const validUntil = new Date('2027-03-15T23:59:59Z');
    const asked: [Date, Date][] = [];
    const licences: ExpiringLicence[] = [
      { userId: uuidv7(), email: 'giulia@example.com', username: 'giulia', language: 'it', validUntil },
      { userId: uuidv7(), email: 'odd@example.com', username: '<b>Ann & "Bo"</b>', language: 'xx', fallbackLanguage: 'fr', validUntil },
    ];
    const source: ExpiringLicences = {
      endingBetween(from: Date, to: Date) {
        asked.push([from, to]);
        return Promise.resolve(licences);
      },
    };
    const reminder = new LicenceExpiryReminder(source, app.get(MailOutbox), app.get<AppConfig>(APP_CONFIG));
    expect(await reminder.check(today)).toBe(2);
    // A second run (the hourly check, or another process) enqueues nothing more.
    expect(await reminder.check(new Date('2027-03-01T22:00:00Z'))).toBe(2);
    await settle();

    expect(asked[0]).toEqual([new Date('2027-03-15T00:00:00Z'), new Date('2027-03-16T00:00:00Z')]);
    expect(LICENCE_REMINDER_DAYS).toBe(14);
    const giulia = smtp.to('giulia@example.com');
    expect(giulia).toHaveLength(1);
    expect(giulia[0]?.parsed.subject).toBe('Cable Laying Analyzer: la tua licenza scade il 15 marzo 2027');
    expect(giulia[0]?.parsed.text).toContain('tra 14 giorni');
    expect(giulia[0]?.parsed.text).toContain(`${PUBLIC_URL}/company`);
    expect(giulia[0]?.parsed.headers.get('content-language')).toBe('it');

    const odd = smtp.to('odd@example.com');
    expect(odd).toHaveLength(1);
    expect(odd[0]?.parsed.subject).toBe('Cable Laying Analyzer : votre licence se termine le 15 mars 2027');
    expect(odd[0]?.parsed.text).toContain('Bonjour <b>Ann & "Bo"</b>,');
    expect(htmlOf(odd[0])).toContain('Bonjour &lt;b&gt;Ann &amp; &quot;Bo&quot;&lt;/b&gt;,');
    expect(htmlOf(odd[0])).not.toContain('<b>Ann');
  });

  it('sends a company invitation in the inviter’s language, and reminds the holders of a licence ending in 14 days', async () => {
    const boss = await registerClient(http, 'boss');
    const bossId = (await boss.get('/api/whoami').expect(200)).body.id as string;
    await boss.patch('/api/profile', { language: 'de' }).expect(200);
    const today = new Date();
    const dayIso = (days: number): string => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days)).toISOString().slice(0, 10);
    const ending = (await admin.post('/api/admin/licences', { name: 'Ending', allowedLayingMethods: ['pull'], seats: 3, validFrom: dayIso(-30), validUntil: dayIso(14) }).expect(201)).body.id as string;
    const later = (await admin.post('/api/admin/licences', { name: 'Later', allowedLayingMethods: ['pull'], seats: 3, validFrom: dayIso(-30), validUntil: dayIso(15) }).expect(201)).body.id as string;
    const company = (await admin.post('/api/admin/companies', { name: 'Kabel & <Söhne>', licence: ending }).expect(201)).body.id as string;
    await admin.patch(`/api/admin/users/${bossId}`, { company, companyRole: 'manager' }).expect(200);
    const solo = await registerClient(http, 'solo');
    const soloId = (await solo.get('/api/whoami').expect(200)).body.id as string;
    await admin.patch(`/api/admin/users/${soloId}`, { licence: later }).expect(200);

    await boss.post('/api/company/users', { email: 'kollege@example.com', role: 'ordinary' }).expect(201);
    await settle();
    const [invitation] = smtp.to('kollege@example.com');
    expect(invitation?.parsed.subject).toBe('Cable Laying Analyzer: Kabel & <Söhne> beitreten');
    expect(invitation?.parsed.headers.get('content-language')).toBe('de');
    expect(invitation?.parsed.text).toMatch(new RegExp(`boss lädt Sie ein, Kabel & <Söhne> im Cable Laying Analyzer beizutreten[^]*${PUBLIC_URL}/join/[A-Za-z0-9_-]{43}`));
    expect(htmlOf(invitation)).toContain('Kabel &amp; &lt;Söhne&gt;');

    // The bound source: the company's member holding the ending licence (not the user whose licence ends a day later).
    const reminder = app.get(LicenceExpiryReminder);
    expect(await reminder.check(today)).toBeGreaterThanOrEqual(1);
    await settle();
    const [reminded] = smtp.to('boss@example.com');
    expect(reminded?.parsed.headers.get('content-language')).toBe('de');
    expect(reminded?.parsed.text).toContain(`${PUBLIC_URL}/company`);
    expect(smtp.to('solo@example.com')).toHaveLength(0);
    expect(await app.get(ExpiringLicences).endingBetween(new Date(`${dayIso(15)}T00:00:00Z`), new Date(`${dayIso(16)}T00:00:00Z`))).toEqual([
      expect.objectContaining({ userId: soloId, email: 'solo@example.com' }),
    ]);
  });

  it('keeps a mail in the outbox while SMTP is down, and delivers it after a restart once its retry is due', async () => {
    const port = await closedPort();
    const down = await start(`smtp://127.0.0.1:${port}`);
    await registerClient(request(down.getHttpServer()), 'patient');
    await request(down.getHttpServer()).post('/api/password-request').send({ email: 'patient@example.com' }).expect(204);
    await settle(down);
    const [failed] = await outboxRows(down, 'patient@example.com');
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, claimedUntil: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed?.text).toContain('/password-reset/');
    expect((failed?.nextAttemptAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(20_000);
    await close(down);

    // The SMTP server comes up on that port; the server restarts.
    const late = await SmtpTestServer.start(port);
    try {
      const restarted = await start(`smtp://127.0.0.1:${port}`);
      const outbox = restarted.get(MailOutbox);
      await outbox.idle();
      expect(await outbox.deliverDue()).toBe(0); // not due yet: the backoff holds
      expect(late.received).toHaveLength(0);

      await restarted.get(MikroORM).em.fork().nativeUpdate(MailOutboxSchema, { id: failed?.id }, { nextAttemptAt: new Date(Date.now() - 1000) });
      outbox.wake();
      await outbox.idle();
      expect(late.to('patient@example.com')).toHaveLength(1);
      const token = linkToken(late.received[0]?.parsed.text ?? '', 'password-reset');
      await request(restarted.getHttpServer()).post('/api/password-reset').send({ token, password: 'patience pays off' }).expect(204);
      const [sent] = await outboxRows(restarted, 'patient@example.com');
      expect(sent).toMatchObject({ attempts: 2, text: '', html: '' });
      expect(sent?.sentAt).toBeInstanceOf(Date);
      await close(restarted);
    } finally {
      await late.close();
    }
  });

  it('sends each due mail exactly once when several dispatchers claim at the same time', async () => {
    // Two processes on PostgreSQL; on SQLite (one process per file) three rounds of one process at once.
    const second = kind.name === 'postgresql' ? await start(smtp.url) : app;
    await settle(second);
    const em = app.get(MikroORM).em.fork();
    const now = new Date(Date.now() - 1000);
    const subjects = Array.from({ length: 8 }, (_, index) => `Claim test ${index}`);
    await em.insertMany(
      MailOutboxSchema,
      subjects.map((subject) => outboxRow({ kind: 'password-reset', message: { to: 'claims@example.com', language: 'en', subject, text: subject, html: `<p>${subject}</p>` } }, now)),
    );
    const claimed = await Promise.all([app.get(MailOutbox).deliverDue(), second.get(MailOutbox).deliverDue(), app.get(MailOutbox).deliverDue()]);
    await settle();
    await settle(second);
    // A dispatcher woken in the background (e.g. by a process's licence reminder at start) may claim some too: what
    // counts is that each mail arrives exactly once, after one attempt.
    expect(claimed.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(8);
    expect(smtp.to('claims@example.com').map((mail) => mail.parsed.subject).sort()).toEqual(subjects);
    const rows = await outboxRows(app, 'claims@example.com');
    expect(rows.every((row) => row.attempts === 1 && row.sentAt !== null)).toBe(true);
  });
});
