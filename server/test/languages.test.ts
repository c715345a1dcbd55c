import { demoProjectName } from '@cla/domain';
import { MikroORM } from '@mikro-orm/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AccountTokenSchema } from '../src/modules/accounts/account-token.entity.js';
import { PasswordResetService } from '../src/modules/accounts/password-reset.service.js';
import { UserSchema } from '../src/modules/identity/user.entity.js';
import { MailOutboxSchema } from '../src/modules/mail/mail-outbox.entity.js';
import { MailOutbox } from '../src/modules/mail/mail-outbox.service.js';
import { as, type Client, registerClient, sessionOf } from './support/accounts-client.js';
import { availableDatabases, type TestDatabase } from './support/test-databases.js';
import { createWebDist, removeDir, startTestApp, testConfig } from './support/test-app.js';
import { UNKNOWN_ID } from './support/world.js';

const LANGUAGES = ['en', 'fr', 'de', 'it'] as const;
const ADMIN = { email: 'root@example.com', password: 'root password 123' };

/**
 * Error messages in the user's language (else Accept-Language, else DEFAULT_LANGUAGE), the code unchanged; the
 * language an admin chooses for an invitee (e-mail, demo project, profile); the start-up admin in DEFAULT_LANGUAGE.
 */
describe.each(availableDatabases())('languages on $name', (kind) => {
  let database: TestDatabase;
  let webDist: string;
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;
  let admin: Client;

  const em = () => app.get(MikroORM).em.fork();

  beforeAll(async () => {
    database = await kind.create();
    webDist = await createWebDist({});
    app = await startTestApp(
      testConfig({ ...database.env, WEB_DIST: webDist, DEFAULT_LANGUAGE: 'de', DEMO_PROJECT: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    );
    http = request(app.getHttpServer());
    admin = as(http, sessionOf(await http.post('/api/login').send(ADMIN).expect(200)));
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await removeDir(webDist);
  });

  it('answers the same anonymous failure in the language of Accept-Language, q-values honoured, with one code', async () => {
    const answers = [];
    for (const language of LANGUAGES) {
      const response = await http.get('/api/whoami').set('Accept-Language', `es;q=1, ${language};q=0.8, en;q=0.1`).expect(401);
      expect(response.headers['content-language']).toBe(language);
      expect(response.headers['vary']).toMatch(/Accept-Language/i);
      answers.push(response.body);
    }
    expect(answers.map((body) => body.code)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED']);
    expect(answers.map((body) => body.message)).toEqual(['Sign in first', 'Connectez-vous d’abord', 'Bitte melden Sie sich zuerst an', 'Accedi prima']);
  });

  it('falls back to DEFAULT_LANGUAGE without a usable Accept-Language, also for errors outside the catalogue', async () => {
    const none = await http.get('/api/whoami').expect(401);
    expect(none.headers['content-language']).toBe('de');
    expect(none.body.message).toBe('Bitte melden Sie sich zuerst an');
    expect((await http.get('/api/whoami').set('Accept-Language', 'es, pt;q=0.5').expect(401)).body.message).toBe('Bitte melden Sie sich zuerst an');
    const route = await http.get('/api/no-such-route').set('Accept-Language', 'it').expect(404);
    expect(route.body).toMatchObject({ code: 'NOT_FOUND', message: 'Non trovato' });
    expect((await http.get('/api/no-such-route').set('Accept-Language', 'en').expect(404)).body.message).toBe('Cannot GET /api/no-such-route');
  });

  it('translates a validation failure: the summary gives every field issue, as the details do, in the language', async () => {
    const body = { username: 'x', email: 'not-an-email', password: 'long enough password', colour: 'red' };
    const en = await http.post('/api/register').set('Accept-Language', 'en').send(body).expect(400);
    const fr = await http.post('/api/register').set('Accept-Language', 'fr').send(body).expect(400);
    expect(en.body.code).toBe('VALIDATION_FAILED');
    expect(fr.body.code).toBe('VALIDATION_FAILED');
    expect(en.body.message).toMatch(/^Invalid input: colour is not a known field; /);
    expect(fr.body.message).toMatch(/^Saisie non valide : colour n’est pas un champ connu; /);
    expect(fr.body.message).toBe(`Saisie non valide : ${fr.body.details.issues.map((issue: { field: string; message: string }) => `${issue.field} ${issue.message}`).join('; ')}`);
    expect(fr.body.details.issues[0]).toEqual({ field: 'colour', message: 'n’est pas un champ connu' });
    expect(fr.body.details.issues.map((issue: { field: string }) => issue.field)).toEqual(en.body.details.issues.map((issue: { field: string }) => issue.field));
  });

  it('answers a signed-in user in their profile language, whatever Accept-Language says; registration defaults to DEFAULT_LANGUAGE', async () => {
    const ana = await registerClient(http, 'ana');
    expect((await ana.get('/api/whoami').expect(200)).body.language).toBe('de');
    const messages: string[] = [];
    for (const language of LANGUAGES) {
      await ana.patch('/api/profile', { language }).expect(200);
      const response = await ana.get(`/api/project2/${UNKNOWN_ID}`).set('Accept-Language', 'fr').expect(404);
      expect(response.body.code).toBe('NOT_FOUND');
      expect(response.headers['content-language']).toBe(language);
      messages.push(response.body.message);
    }
    expect(messages).toEqual(['Project not found', 'Projet introuvable', 'Projekt nicht gefunden', 'Progetto inesistente']);
  });

  it('answers the domain errors E_SEATS and E_IN_USE in four languages with one code', async () => {
    const bo = await registerClient(http, 'bob');
    const boId = (await bo.get('/api/whoami').expect(200)).body.id as string;
    const company = (await admin.post('/api/admin/companies', { name: 'Crew' }).expect(201)).body.id as string;
    await admin.patch(`/api/admin/users/${boId}`, { company, companyRole: 'manager' }).expect(200);
    const seats: string[] = [];
    const inUse: string[] = [];
    for (const language of LANGUAGES) {
      await bo.patch('/api/profile', { language }).expect(200);
      const refused = await bo.post('/api/company/users', { email: `x-${language}@example.com` }).expect(409);
      expect(refused.body).toMatchObject({ code: 'E_SEATS', details: { seats: 0, seatsUsed: 0 } });
      seats.push(refused.body.message);
      await admin.patch('/api/profile', { language }).expect(200);
      const kept = await admin.delete(`/api/admin/companies/${company}`).expect(409);
      expect(kept.body).toMatchObject({ code: 'E_IN_USE', details: { referencedBy: { members: 1 } } });
      inUse.push(kept.body.message);
    }
    expect(new Set(seats).size).toBe(4);
    expect(seats[0]).toBe('Your company has no licence, so no seat to give: ask your distributor for a plan');
    expect(seats[2]).toContain('Ihre Firma hat keine Lizenz');
    expect(inUse).toEqual([
      'This company is still used by 1 members: change or remove them first',
      'Encore utilisé (entreprise) par 1 membres : modifiez-les ou supprimez-les d’abord',
      'Noch verwendet (Firma) von 1 Mitglieder: ändern oder entfernen Sie diese zuerst',
      'Ancora in uso (azienda) da 1 membri: modificali o rimuovili prima',
    ]);
    await admin.patch('/api/profile', { language: 'de' }).expect(200);
  });

  it('creates the start-up admin in DEFAULT_LANGUAGE, with its demo project in it', async () => {
    expect((await admin.get('/api/whoami').expect(200)).body.language).toBe('de');
    const projects = (await admin.get('/api/project2').expect(200)).body as { name: string }[];
    expect(projects.map((project: { name: string }) => project.name)).toContain(demoProjectName('de'));
  });

  it('invites in the language the admin chose: the token keeps it, the e-mail, profile and demo project use it', async () => {
    await admin.post('/api/admin/invite', { email: 'gina@example.com', language: 'it' }).expect(201);
    await app.get(PasswordResetService).idle();
    await app.get(MailOutbox).idle();
    const gina = await em().findOneOrFail(UserSchema, { email: 'gina@example.com' });
    expect(gina.language).toBe('it');
    const [token] = await em().find(AccountTokenSchema, { userId: gina.id, kind: 'invite' });
    expect(token?.language).toBe('it');
    const [mail] = await em().find(MailOutboxSchema, { recipient: 'gina@example.com' });
    expect(mail).toMatchObject({ kind: 'invite', language: 'it', subject: 'Cable Laying Analyzer: il tuo invito' });
    const projects = await em().getConnection().execute<{ name: string }[]>('select name from project where owner_id = ?', [gina.id]);
    expect(projects.map((project: { name: string }) => project.name)).toEqual([demoProjectName('it')]);

    // Without a choice, the invitee gets the inviting admin's language.
    await admin.post('/api/admin/invite', { email: 'gerd@example.com' }).expect(201);
    await app.get(PasswordResetService).idle();
    expect((await em().findOneOrFail(UserSchema, { email: 'gerd@example.com' })).language).toBe('de');
    const refused = await admin.post('/api/admin/invite', { email: 'x@example.com', language: 'es' }).expect(400);
    // The admin reads German (DEFAULT_LANGUAGE): the schema's message too, the values as they are.
    expect(refused.body.details.issues).toEqual([{ field: 'language', message: 'muss einer der Werte en, fr, de, it sein' }]);
  });

  it('writes a company invitation in the invitee’s own language when they have an account', async () => {
    const licence = (await admin.post('/api/admin/licences', { name: 'Crew licence', allowedLayingMethods: ['pull'], seats: 5, validFrom: '2026-01-01', validUntil: '2099-12-31' }).expect(201)).body.id as string;
    const company = (await admin.post('/api/admin/companies', { name: 'Diggers', licence }).expect(201)).body.id as string;
    const cy = await registerClient(http, 'cyd');
    await cy.patch('/api/profile', { language: 'en' }).expect(200);
    await admin.patch(`/api/admin/users/${(await cy.get('/api/whoami').expect(200)).body.id as string}`, { company, companyRole: 'manager' }).expect(200);
    const dora = await registerClient(http, 'dora');
    await dora.patch('/api/profile', { language: 'fr' }).expect(200);
    await cy.post('/api/company/users', { email: 'dora@example.com' }).expect(201);
    await cy.post('/api/company/users', { email: 'nobody-yet@example.com' }).expect(201);
    await app.get(MailOutbox).idle();
    const [toDora] = await em().find(MailOutboxSchema, { recipient: 'dora@example.com', kind: 'company-invite' });
    expect(toDora).toMatchObject({ language: 'fr', subject: 'Cable Laying Analyzer : rejoindre Diggers' });
    const [toNobody] = await em().find(MailOutboxSchema, { recipient: 'nobody-yet@example.com', kind: 'company-invite' });
    expect(toNobody).toMatchObject({ language: 'en', subject: 'Cable Laying Analyzer: join Diggers' });
  });
});
