import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Client } from './support/accounts-client.js';
import { availableDatabases } from './support/test-databases.js';
import { startWorld, type World } from './support/world.js';

const LANGUAGES = ['en', 'fr', 'de', 'it'] as const;
type Language = (typeof LANGUAGES)[number];
type Issue = { field: string; message: string };

/** The start of a 400's top-level message, before its issues. */
const SUMMARY: Record<Language, string> = { en: 'Invalid input: ', fr: 'Saisie non valide : ', de: 'Ungültige Eingabe: ', it: 'Dati non validi: ' };

/** A message that reads the same in every language: only values, numbers and signs. */
const languageFree = (message: string): boolean => /^[\d\s.,;:|"'<>=*()-]*$/.test(message);

/**
 * The field issues of a 400 in the user's language: for bad bodies on several routes (register, section PATCH,
 * studies POST, admin settings, calculate), the French, German and Italian answers name the same fields as the
 * English one, each in other words (the schema's messages, zod's own, the body limits'), and the English answer is
 * the schema's English. The top-level message gives the same issues as the details, in the same language.
 */
describe.each(availableDatabases())('field issues in four languages on $name', (kind) => {
  let w: World;
  let section: string;

  beforeAll(async () => {
    w = await startWorld(kind);
    const project = (await w.owner.post('/api/project2', { name: 'Issues' }).expect(201)).body.id as string;
    section = (await w.owner.post('/api/section', { project, data: sectionFromTemplate(PULLING_TEMPLATE) }).expect(201)).body.id as string;
  });

  afterAll(async () => {
    await w?.close();
  });

  /** The issues of the same 400 in each language (the client's profile language, or Accept-Language when anonymous). */
  async function answers(send: (language: Language) => Promise<Response>, client?: Client): Promise<Record<Language, Issue[]>> {
    const result = {} as Record<Language, Issue[]>;
    for (const language of LANGUAGES) {
      if (client !== undefined) {
        await client.patch('/api/profile', { language }).expect(200);
      }
      const response = await send(language);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      result[language] = response.body.details.issues as Issue[];
      expect(response.body.message, language).toBe(SUMMARY[language] + result[language].map((issue) => `${issue.field} ${issue.message}`).join('; '));
    }
    return result;
  }

  function expectTranslated(issues: Record<Language, Issue[]>): void {
    expect(issues.en.length).toBeGreaterThan(0);
    for (const language of ['fr', 'de', 'it'] as const) {
      expect(issues[language].map((issue) => issue.field)).toEqual(issues.en.map((issue) => issue.field));
      const english = issues[language].filter((issue, index) => issue.message === issues.en[index]?.message && !languageFree(issue.message));
      expect(english, language).toEqual([]);
    }
  }

  it('register: the schema’s messages and the body limits', async () => {
    const bad = await answers((language) =>
      w.http.post('/api/register').set('Accept-Language', language).send({ username: 'a b', email: 'nope', password: 'short', language: 'es', colour: 'red' }),
    );
    expect(bad.en).toEqual([
      { field: 'colour', message: 'is not a known field' },
      { field: 'username', message: 'may hold only letters, digits, ".", "_" and "-"' },
      { field: 'email', message: 'must be an e-mail address' },
      { field: 'password', message: 'must have between 8 and 1024 characters' },
      { field: 'language', message: 'must be one of en, fr, de, it' },
    ]);
    expect(bad.fr[4]).toEqual({ field: 'language', message: 'doit être l’une des valeurs en, fr, de, it' });
    expect(bad.de[3]).toEqual({ field: 'password', message: 'muss zwischen 8 und 1024 Zeichen haben' });
    expectTranslated(bad);

    const limits = await answers((language) => w.http.post('/api/register').set('Accept-Language', language).send({ username: 'x'.repeat(10_001), email: 'a\u0000b' }));
    expect(limits.en).toEqual([
      { field: 'username', message: 'must have at most 10000 characters (got 10001)' },
      { field: 'email', message: 'must not contain a NUL character' },
    ]);
    expect(limits.it[0]).toEqual({ field: 'username', message: 'deve avere al massimo 10000 caratteri (ricevuti 10001)' });
    expectTranslated(limits);

    const missing = await answers((language) => w.http.post('/api/register').set('Accept-Language', language).send({ email: 3 }));
    expect(missing.en).toEqual([
      { field: 'username', message: 'is required' },
      { field: 'email', message: 'must be a string' },
      { field: 'password', message: 'is required' },
    ]);
    expectTranslated(missing);
  });

  it('section PATCH: the section data’s groups, numbers and choices, and the version', async () => {
    const issues = await answers(
      () =>
        w.owner.patch(`/api/section/${section}`, {
          version: -1,
          name: 5,
          favorites: {},
          data: { general: [], cable: { outerDiameter: 'x', twisted: 'yes' }, equipment: { lubricant: 'oil' }, trajectory: { rows: [{ type: 'toString' }] } },
        }),
      w.owner,
    );
    expect(issues.en).toEqual([
      { field: 'version', message: 'must be an integer ≥ 0' },
      { field: 'data.general', message: 'must be an object' },
      { field: 'data.equipment.lubricant', message: 'must be one of no, yes, lubricator or null' },
      { field: 'data.cable.outerDiameter', message: 'must be a finite number or null' },
      { field: 'data.cable.twisted', message: 'must be true, false or null' },
      { field: 'data.trajectory.rows[0].type', message: 'is not an allowed value' },
      { field: 'name', message: 'must be a string' },
      { field: 'favorites', message: 'must be an array of objects' },
    ]);
    expect(issues.de[4]).toEqual({ field: 'data.cable.twisted', message: 'muss true, false oder null sein' });
    expectTranslated(issues);
    const version = await answers(() => w.owner.patch(`/api/section/${section}`, { version: 2 ** 31 }), w.owner);
    expect(version.en).toEqual([{ field: 'version', message: 'must be at most 2147483646' }]);
    expectTranslated(version);
  });

  it('studies POST: the body, and the options the kind checks', async () => {
    const body = await answers(() => w.owner.post('/api/studies', { section, kind: 'dance', options: 3 }), w.owner);
    expect(body.en).toEqual([
      { field: 'kind', message: 'must be one of methods, pushers, cof, equipment, calibration' },
      { field: 'options', message: 'must be an object' },
    ]);
    expectTranslated(body);
    const options = await answers(() => w.owner.post('/api/studies', { section, kind: 'cof', options: { runs: 0, cof: { min: 0.9, max: 0.8 }, seed: -1, perStretch: { x: 1 } } }), w.owner);
    expect(options.en).toEqual([
      { field: 'options.runs', message: 'must be at least 1' },
      { field: 'options.cof.max', message: 'must be at least min' },
      { field: 'options.perStretch.x', message: 'must be an object { min, max }' },
      { field: 'options.seed', message: 'must be at least 0' },
    ]);
    expect(options.fr[1]).toEqual({ field: 'options.cof.max', message: 'doit être au moins égal à min' });
    expectTranslated(options);
    // A key longer than any body allows is refused by the body limits (before the schema), naming the key's limit too.
    const key = 's'.repeat(101);
    const keys = await answers(() => w.owner.post('/api/studies', { section, kind: 'cof', options: { cof: { min: 0.1, max: 0.2 }, perStretch: { [key]: { min: 0.1, max: 0.2 } } } }), w.owner);
    const field = `options.perStretch["${'s'.repeat(40)}…"]`;
    expect(keys.en).toEqual([{ field, message: 'must have at most 100 characters in a key (got 101)' }]);
    expectTranslated(keys);
  });

  it('admin settings PUT: zod’s own messages and the refinements', async () => {
    const issues = await answers(
      () => w.admin.put('/api/admin/settings', { registration: 'closed', uploadQuotaMb: -1, defaultLayingMethods: ['pull', 'pull', 'fly'], demoProject: 'yes' }),
      w.admin,
    );
    expect(issues.en).toEqual([
      { field: 'registration', message: 'Invalid option: expected one of "open"|"invitation"' },
      { field: 'defaultLayingMethods[2]', message: 'Invalid option: expected one of "push"|"pull"|"pushpull"|"jetting"|"floating"|"waterpushpull"|"freefloating"' },
      { field: 'uploadQuotaMb', message: 'must be at least 0' },
      { field: 'demoProject', message: 'Invalid input: expected boolean, received string' },
    ]);
    expect(issues.it[3]).toEqual({ field: 'demoProject', message: 'Dati non validi: atteso booleano, ricevuto stringa' });
    expectTranslated(issues);
    const repeated = await answers(() => w.admin.put('/api/admin/settings', { defaultLayingMethods: ['pull', 'pull'], uploadQuotaMb: 1.5 }), w.admin);
    expect(repeated.en).toEqual([
      { field: 'defaultLayingMethods', message: 'must not repeat a laying method' },
      { field: 'uploadQuotaMb', message: 'must be a whole number of MB' },
    ]);
    expectTranslated(repeated);
  });

  it('calculate: the request’s fields and the simulation’s body limits', async () => {
    const issues = await answers(() => w.owner.post('/simulator/calculate', { findMaxDistance: 'yes', data: 3 }), w.owner);
    expect(issues.en).toEqual([
      { field: 'findMaxDistance', message: 'must be true or false' },
      { field: 'data', message: 'must be an object holding the simulation inputs' },
    ]);
    expectTranslated(issues);
    const limits = await answers(() => w.owner.postRaw('/simulator/calculate', '{"data": {"cableWeight": 1e999, "rows": [{"__proto__": 1}]}}'), w.owner);
    expect(limits.en).toEqual([
      { field: 'data.cableWeight', message: 'must be a finite number' },
      { field: 'data.rows[0].__proto__', message: 'is not an allowed key' },
    ]);
    expectTranslated(limits);
  });
});
