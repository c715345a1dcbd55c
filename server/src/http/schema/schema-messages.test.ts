// Tests that every issue of every request schema has a catalogue message, with hostile values.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import type { FieldIssue } from '../../errors/domain-error.js';
import { LANGUAGES } from '../../i18n/language.js';
import { MESSAGES_EN } from '../../i18n/messages.en.js';
import { MESSAGE_CATALOGUES, translate } from '../../i18n/messages.js';
import { COMPONENTS } from '../../modules/application/openapi.js';
import { AdminTableQuery, CofRangeOptions, CofStudyOptions, IfMatchHeader } from '@cla/domain/contracts';
import { checkRequestLimits } from './body-limits.js';
import { issueConflicts, registeredIssues } from './issue-messages.js';
import { fieldIssuesOf } from './zod-issues.js';

/**
 * Every message a request schema can give a client comes from the catalogue: a walk of every request schema (those
 * of the OpenAPI document, whose names end in Body, Query, Options, Data, Row or Request, and the admin tables'
 * query) with hostile values at every field it knows, plus the refinements' own cases, must give issues that each
 * carry a catalogue text whose English is the message.
 */

const HOSTILE: readonly unknown[] = [
  undefined,
  null,
  true,
  -1,
  0,
  0.5,
  2 ** 31,
  Number.POSITIVE_INFINITY,
  '',
  ' ',
  'a\u0000b',
  'constructor',
  'x'.repeat(20_000),
  '2026-02-30',
  '12',
  [],
  [1, 1],
  [{}],
  {},
  { a: 1 },
];

interface Def {
  readonly type: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly element?: z.ZodType;
  readonly valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Values for `schema`: the hostile ones, and at each field it knows (to `depth` levels) each value for that field. */
function probes(schema: z.ZodType, depth: number): unknown[] {
  const def = defOf(schema);
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  if (inner !== undefined) {
    return probes(inner, depth);
  }
  if (depth === 0) {
    return [...HOSTILE];
  }
  if (def.type === 'object' && def.shape !== undefined) {
    return [...HOSTILE, ...Object.entries(def.shape).flatMap(([key, field]) => probes(field, depth - 1).map((value) => ({ [key]: value })))];
  }
  if (def.type === 'array' && def.element !== undefined) {
    return [...HOSTILE, ...probes(def.element, depth - 1).map((value) => [value])];
  }
  if (def.type === 'record' && def.valueType !== undefined) {
    return [...HOSTILE, { ['k'.repeat(300)]: {} }, ...probes(def.valueType, depth - 1).map((value) => ({ id: value }))];
  }
  return [...HOSTILE];
}

const INPUTS = Object.entries(COMPONENTS).filter(([name]) => /(Body|Query|Options|Data|Row|Request|Favourite)$/.test(name)) as [string, z.ZodType][];
const SCHEMAS: [string, z.ZodType][] = [...INPUTS, ['AdminTableQuery', AdminTableQuery], ['IfMatchHeader', IfMatchHeader]];

/** The issues of `value` against `schema` that lack a catalogue text, or whose text's English is not the message. */
function untranslated(schema: z.ZodType, value: unknown): string[] {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : withoutText(fieldIssuesOf(parsed.error));
}

function withoutText(issues: readonly FieldIssue[]): string[] {
  return issues.filter((issue) => issue.text === undefined || translate(issue.text, 'en') !== issue.message).map((issue) => `${issue.field} ${issue.message}`);
}

describe('the messages of the request schemas', () => {
  it('walks the request schemas it should: the bodies of every module', () => {
    expect(INPUTS.map(([name]) => name)).toEqual(expect.arrayContaining(['RegisterBody', 'PatchSectionBody', 'CreateStudyBody', 'RuntimeSettingsBody', 'CalculateRequest', 'SectionData', 'CofStudyOptions']));
  });

  it.each(SCHEMAS)('%s answers every issue of hostile values from the catalogue', (_name, schema) => {
    const missing = new Set<string>();
    let issues = 0;
    for (const value of probes(schema, 4)) {
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        issues += parsed.error.issues.length;
        untranslated(schema, value).forEach((message) => missing.add(message));
      }
    }
    expect(issues).toBeGreaterThan(0);
    expect([...missing]).toEqual([]);
  });

  const refined: [string, z.ZodType, unknown][] = [
    ['login without an identifier', COMPONENTS.LoginBody, { password: 'x' }],
    ['a profile change of nothing', COMPONENTS.ProfileBody, {}],
    ['a user change of nothing', COMPONENTS.PatchUserBody, {}],
    ['a username of other characters', COMPONENTS.RegisterBody, { username: 'a b@c', email: 'x', password: 'short' }],
    ['an enabled message without text', COMPONENTS.MotdBody, { enable: true, texts: {} }],
    ['a date that does not exist', COMPONENTS.LicenceBody, { validFrom: '2026-02-30', allowedLayingMethods: ['pull', 'pull'] }],
    ['laying methods repeated', COMPONENTS.RuntimeSettingsBody, { defaultLayingMethods: ['pull', 'pull'], uploadQuotaMb: 1.5, registration: 'closed' }],
    ['no laying method', COMPONENTS.RuntimeSettingsBody, { defaultLayingMethods: [] }],
    ['a COF range upside down', CofRangeOptions, { min: 0.9, max: 0.8 }],
    ['a most likely COF out of the range', CofRangeOptions, { min: 0.1, max: 0.2, mostLikely: 0.3 }],
    ['a field log both as rows and CSV', COMPONENTS.CalibrationStudyOptions, { log: [], csv: '' }],
    ['a field log neither as rows nor CSV', COMPONENTS.CalibrationStudyOptions, {}],
    ['a field log of bad CSV lines', COMPONENTS.CalibrationStudyOptions, { csv: 'distance;force\n1;x\n;2\n3' }],
    ['an empty CSV log', COMPONENTS.CalibrationStudyOptions, { csv: '' }],
    ['a machine preset of bad limits', COMPONENTS.CreatePresetBody, { name: 'p', type: 'pushingMachine', data: { maxPushingForce: -1, cableDiameterRange: 3, useInSerie: 'yes' } }],
    ['a preset too large', COMPONENTS.CreatePresetBody, { name: 'p', type: 'cable', data: { a: 'x'.repeat(300_000) } }],
    ['an If-Match beyond 32 bits', IfMatchHeader, '"9999999999"'],
  ];

  it.each(refined)('answers %s from the catalogue', (_name, schema, value) => {
    const parsed = schema.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(untranslated(schema, value)).toEqual([]);
  });

  it('says what is wrong with a record’s key, at the key’s path, in every language', () => {
    const key = 'k'.repeat(101);
    const parsed = CofStudyOptions.safeParse({ cof: { min: 0.1, max: 0.2 }, perStretch: { [key]: { min: 0.1, max: 0.2 }, ok: 3 } });
    expect(parsed.success).toBe(false);
    const issues = fieldIssuesOf(parsed.error!);
    const field = `perStretch["${'k'.repeat(40)}…"]`;
    expect(issues).toEqual([
      { field, message: 'is not a valid key: it must be a stretch id of at most 100 characters' },
      { field: 'perStretch.ok', message: 'must be an object { min, max }' },
    ]);
    expect(translate(issues[0]!.text!, 'fr')).toBe('n’est pas une clé valide : elle doit être un identifiant de tronçon d’au plus 100 caractères');
    expect(translate(issues[0]!.text!, 'de')).toBe('ist kein gültiger Schlüssel: er muss eine Abschnitts-ID mit höchstens 100 Zeichen sein');
    expect(translate(issues[0]!.text!, 'it')).toBe('non è una chiave valida: deve essere un identificativo di tratta di al massimo 100 caratteri');
  });

  it('answers the body limits from the catalogue', () => {
    const body = JSON.parse('{"__proto__": 1, "data": {"a\\u0000": "b\\u0000", "long": "' + 'x'.repeat(2000) + '", "rows": [' + '0,'.repeat(10_000) + '0]}}') as unknown;
    let deep: unknown = {};
    for (let level = 0; level < 20; level += 1) deep = { a: deep };
    const issues = [
      ...checkRequestLimits(body),
      ...checkRequestLimits({ deep, many: Object.fromEntries(Array.from({ length: 201 }, (_, index) => [`k${index}`, 0])), ['k'.repeat(101)]: 1, bad: Number.NaN }),
      ...checkRequestLimits({ wide: Array.from({ length: 21 }, () => new Array(10_000).fill(0)) }),
    ];
    expect(issues.length).toBeGreaterThan(7);
    expect(withoutText(issues)).toEqual([]);
  });
});

describe('the registry of schema messages', () => {
  it('registers each English message once, from one catalogue message', () => {
    expect(registeredIssues().size).toBeGreaterThan(50);
    expect(issueConflicts()).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('has every registered message, and what it names, in %s', (language) => {
    const lacking: string[] = [];
    const keysOf = (text: { key: string; params?: Readonly<Record<string, unknown>> }): string[] => [
      text.key,
      ...Object.values(text.params ?? {}).flatMap((value) => (typeof value === 'object' && value !== null && 'key' in value ? keysOf(value as { key: string }) : [])),
    ];
    for (const [english, text] of registeredIssues()) {
      for (const key of keysOf(text)) {
        if (!(key in MESSAGES_EN) || typeof MESSAGE_CATALOGUES[language][key as keyof typeof MESSAGES_EN] !== 'string') {
          lacking.push(`${english}: ${key}`);
        }
      }
      expect(translate(text, 'en')).toBe(english);
      expect(translate(text, language)).not.toBe(english);
    }
    expect(lacking).toEqual([]);
  });
});
