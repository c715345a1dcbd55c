// The random requests of the route fuzz (route-fuzz.test.ts): path parameters, query strings, bodies and headers drawn
// from the OpenAPI document's schemas and then broken, and what is wrong with an answer.
import fc from 'fast-check';
import type { Response } from 'supertest';

import { moreHostileKeys as hostileKey, moreHostileValues as hostileValue, mutate, toText } from './hostile-values.js';
import type { Pool } from './id-pool.js';
import { schemaArbitrary } from './json-schema-arbitrary.js';
import type { OpenApiDocument, Operation, Parameter } from './openapi-operations.js';
import type { Role, ValidCall } from './valid-calls.js';
import { UNKNOWN_ID } from './world.js';

/** Path parameters that name nothing, or cannot be decoded. */
const hostileParam = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1',
    '9'.repeat(40),
    '1e308',
    '-0',
    'NaN',
    'null',
    'undefined',
    'true',
    '%00',
    'a%00b',
    '%E0%A4%A',
    '%',
    '%zz',
    '..%2F..%2Fetc%2Fpasswd',
    'constructor',
    '__proto__',
    'toString',
    UNKNOWN_ID,
    UNKNOWN_ID.toUpperCase(),
    `${UNKNOWN_ID}%00`,
    `{${UNKNOWN_ID}}`,
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '01900000-0000-7000-8000-00000000000g',
    'A'.repeat(43),
    `${'A'.repeat(42)}%00`,
    'x'.repeat(3000),
    '%F0%9F%90%8D',
    '%C3%A9',
  ),
  fc.uuid({ version: [1, 4, 7] }),
  fc.integer().map(String),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);

/** Raw query strings that are not what any route documents. */
const hostileQuery = fc.constantFrom(
  '__proto__[isAdmin]=1',
  'constructor[prototype][x]=1',
  'a[b][c][d][e][f][g]=1',
  'page=1&page=2',
  'page[]=1',
  'page=-1',
  'page=1e308',
  'pageSize=999999',
  'sort=__proto__',
  'q=%00',
  'q=%E0%A4%A',
  '%',
  '=&=&=',
  'project=' + UNKNOWN_ID + '&project=' + UNKNOWN_ID,
  'section[]=x',
  'days=1e999',
  'days=-1',
  'order=asc&order=desc',
  'type=' + 'x'.repeat(3000),
  'filter.id=%25',
  'filter.__proto__=1',
  'columns=' + ',' .repeat(500),
);

/** Query values that have broken servers: NUL, lone surrogates, dates at the ends of the calendar, huge numbers. */
const hostileQueryValue = fc.oneof(
  fc.constantFrom('a\u0000b', '\uD800', '0000-01-01', '9999-12-31', '1e999', '9'.repeat(30), 'x'.repeat(3000)),
  fc.constantFrom('\u0000', '%', '%%', '_', '\\', "'", '2026-02-30', '-0', 'true', 'null', UNKNOWN_ID.toUpperCase()),
);

/** A file of some name in some field: sent where a route takes one, and where none does. */
const fileArbitrary = fc.record({
  kind: fc.constant('file' as const),
  field: fc.constantFrom('file', 'file', 'picture', 'files', '__proto__', ''),
  name: fc.constantFrom('a.txt', 'a.png', 'a.pdf', 'a.svg', 'a.json', '../../etc/passwd', '.txt', 'a', 'a.TXT', `${'n'.repeat(300)}.txt`, 'a\u0000.txt', 'é.kml', 'a.exe'),
  content: fc.oneof(fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)), fc.constantFrom(Buffer.from('\u0089PNG\r\n\u001a\n'), Buffer.from('%PDF-1.4'), Buffer.from('a\u0000b'), Buffer.alloc(0))),
});

/** Malformed JSON texts (a valid body cut short is generated too). */
const malformedJson = fc.constantFrom('', '{', '{"a":', '{"a":1}}', "{'a':1}", '[1,]', 'NaN', 'undefined', '\u0000', '{"a":1e99999999}', '"\\ud800"', '{"__proto__":', '\uFEFF{}', 'nul', '[[[[[[[[');

/** Content types other than the JSON the routes take, or JSON with a charset or encoding that lies. */
const wrongContentType = fc.constantFrom(
  { type: 'text/plain' },
  { type: 'application/x-www-form-urlencoded', text: 'a=1&b[c]=2&__proto__[x]=1' },
  { type: 'multipart/form-data' },
  { type: 'multipart/form-data; boundary=x', text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--' },
  { type: 'application/json; charset=utf-16' },
  { type: 'application/json; charset=bogus' },
  { type: 'application/json', encoding: 'gzip' },
  { type: 'application/json', encoding: 'br' },
  { type: 'application/json', encoding: 'bogus' },
  { type: 'application/xml', text: '<a>1</a>' },
  { type: 'application/merge-patch+json' },
  { type: '*/*' },
  { type: 'application/json;;;' },
  { type: '' },
);


/** What the request carries: a JSON text (valid or not) with its content type, a file, or nothing. */
type Payload =
  | { kind: 'json'; text: string; type?: string; encoding?: string }
  | { kind: 'file'; field: string; name: string; content: Buffer }
  | { kind: 'none' };


/** Headers besides the credentials: a language, an If-Match, a lying CSRF header, a cookie or bearer of nobody. */
const extraHeaders = fc.record(
  {
    'Accept-Language': fc.constantFrom('fr', 'de-CH, it;q=0.5', '*', 'xx', 'fr;q=abc', 'en;q=1e999', ',,,', 'a'.repeat(500)),
    'If-Match': fc.constantFrom('"1"', '1', '"-1"', 'W/"1"', '*', '"99999999999999999999"', '"0"', '""', '"1e3"', '"a"'),
    'X-XSRF-TOKEN': fc.constantFrom('', 'wrong', 'x'.repeat(300)),
    Cookie: fc.constantFrom('cla_session=', 'cla_session=%E0%A4%A', 'cla_session=x; cla_session=y', `cla_session=${'A'.repeat(43)}`, 'cla_session="%00"', 'XSRF-TOKEN=a', '=;=;'),
    Authorization: fc.constantFrom('Bearer ', 'Bearer cla_', `Bearer cla_${'A'.repeat(43)}`, 'Basic YTpi', 'Bearer cla_%00', 'bearer', `Bearer ${'x'.repeat(500)}`),
  },
  { requiredKeys: [] },
);


/** One fuzz request: who sends it, its path parameters (or some that `worked` on the path), query, payload and headers. */
export interface FuzzRequest {
  readonly role: Role;
  readonly params: readonly string[];
  readonly worked: number | null;
  readonly query: string;
  readonly payload: Payload;
  readonly headers: Record<string, string>;
}


/** The request of a valid call, sent as it is. */
export function validRequest(call: ValidCall): FuzzRequest {
  const payload: Payload =
    call.file !== undefined
      ? { kind: 'file', ...call.file }
      : call.body === undefined
        ? { kind: 'none' }
        : { kind: 'json', text: toText(call.body) };
  return { role: call.role, params: call.params ?? [], worked: null, query: call.query ?? '', payload, headers: {} };
}

/** What the fuzz knows while it runs: the real things it met, the admin tables, the answers to echo, its document and valid calls. */
export interface FuzzState {
  readonly pool: Pool;
  readonly tables: readonly string[];
  readonly echoes: ReadonlyMap<string, unknown>;
  document(): OpenApiDocument;
  calls(): Readonly<Record<string, ValidCall>>;
}

/** The real things a path parameter may name: admin tables, tokens, or the ids {@link Pool.idsFor} the path. */
export function candidatesFor({ pool, tables }: Pick<FuzzState, 'pool' | 'tables'>, path: string, name: string): string[] {
  return name === 'table' ? [...tables] : name === 'token' ? [...pool.tokens] : pool.idsFor(path);
}

/** The arbitrary of one operation's fuzz requests, drawing on what the fuzz knows (`state`). */
export function fuzzRequests(state: FuzzState): (op: Operation) => fc.Arbitrary<FuzzRequest> {
  const { pool, echoes } = state;

  /** A path parameter: a real thing's id, token or table (3 in 5), else any id, or one that names nothing. */
  const parameterArbitrary = (path: string, name: string): fc.Arbitrary<string> =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.nat().map((n) => {
          const candidates = candidatesFor(state, path, name);
          return candidates.length === 0 ? UNKNOWN_ID : (candidates[n % candidates.length] as string);
        }),
      },
      { weight: 1, arbitrary: fc.nat().map((n) => [...pool.ids.keys()][n % Math.max(pool.ids.size, 1)] ?? UNKNOWN_ID) },
      { weight: 1, arbitrary: hostileParam },
    );

  const idArbitrary = fc.oneof(
    { weight: 4, arbitrary: fc.nat().map((n) => [...pool.ids.keys()][n % Math.max(pool.ids.size, 1)] ?? UNKNOWN_ID) },
    { weight: 1, arbitrary: fc.constantFrom(UNKNOWN_ID, '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff') },
  );

  /**
   * A query string: documented parameters with values of their schemas, one of them (half the time) replaced by a
   * hostile value — one thing wrong at a time, so that the rest passes and the hostile value reaches the database —,
   * or random parameters, or hostile text.
   */
  function queryArbitrary(op: Operation): fc.Arbitrary<string> {
    const documented = op.parameters.filter((parameter) => parameter.in === 'query');
    const sources = { components: state.document().components.schemas, ids: idArbitrary };
    // A family of parameters (`filter.<column>`: one per column) is drawn as often as four others; its column, one
    // of the table in the path, is put in when the path is known (see columnsIn).
    const name = (parameter: Parameter): fc.Arbitrary<string> => (parameter.name.includes('<') ? fc.nat().map((n) => `filter.COLUMN${n}X`) : fc.constant(parameter.name));
    const valid = documented.length === 0
      ? fc.constant<[string, string][]>([])
      : fc.uniqueArray(
          fc.oneof(...documented.map((parameter) => ({ weight: parameter.name.includes('<') ? 4 : 1, arbitrary: fc.tuple(name(parameter), schemaArbitrary(parameter.schema ?? {}, sources).map(String)) }))),
          { maxLength: 3, selector: ([key]) => key },
        );
    const broken = fc.tuple(valid, fc.option(fc.tuple(fc.nat(), hostileQueryValue), { freq: 2 })).map(([pairs, hostile]) =>
      hostile === null || pairs.length === 0 ? pairs : pairs.map(([key, value], index): [string, string] => [key, index === hostile[0] % pairs.length ? hostile[1] : value]),
    );
    const random = fc.array(
      fc.oneof(
        fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 })),
        fc.tuple(fc.constantFrom('page', 'pageSize', 'sort', 'days', 'project', 'section', 'type', 'order'), fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String), fc.double().map(String))),
      ),
      { maxLength: 3 },
    );
    return fc.oneof(
      { weight: documented.length === 0 ? 0 : 6, arbitrary: broken.map((list) => new URLSearchParams(list).toString()) },
      { weight: 1, arbitrary: random.map((list) => new URLSearchParams(list).toString()) },
      { weight: 1, arbitrary: hostileQuery },
      { weight: 2, arbitrary: fc.constant('') },
    );
  }

  function payloadArbitrary(op: Operation): fc.Arbitrary<Payload> {
    const sources = { components: state.document().components.schemas, ids: idArbitrary };
    const valid = op.jsonBody === undefined ? fc.jsonValue({ maxDepth: 2 }) : schemaArbitrary(op.jsonBody, sources);
    const echo = echoes.get(op.path) ?? echoes.get(`${op.path}/{id}`);
    // An answer sent back whole, or some of its fields (a create takes fewer than a read answers).
    const echoed = typeof echo === 'object' && echo !== null && !Array.isArray(echo)
      ? fc.oneof(fc.constant(echo), fc.subarray(Object.keys(echo)).map((keys) => Object.fromEntries(keys.map((key) => [key, (echo as Record<string, unknown>)[key]]))))
      : fc.constant(echo);
    const base = echo === undefined ? valid : fc.oneof(valid, echoed);
    const json = (body: fc.Arbitrary<unknown>): fc.Arbitrary<Payload> => body.map((value) => ({ kind: 'json', text: toText(value) }));
    const mutation = fc.record({ path: fc.array(fc.nat(), { maxLength: 5 }), value: hostileValue, key: hostileKey, addKey: fc.boolean() });
    const file = fileArbitrary;
    return fc.oneof(
      { weight: op.jsonBody === undefined ? 1 : 5, arbitrary: json(base) },
      { weight: 5, arbitrary: fc.tuple(base, mutation).chain(([body, choices]) => json(fc.constant(mutate(body, choices)))) },
      { weight: 2, arbitrary: json(fc.oneof(hostileValue, fc.jsonValue({ maxDepth: 4 }), fc.anything({ maxDepth: 2, withNullPrototype: true }).map((value) => JSON.parse(toText(value) ?? 'null') as unknown))) },
      { weight: 1, arbitrary: fc.oneof(malformedJson, fc.tuple(valid, fc.nat()).map(([body, cut]) => { const text = toText(body); return text.slice(0, cut % Math.max(text.length, 1)); })).map((text): Payload => ({ kind: 'json', text })) },
      { weight: 1, arbitrary: fc.tuple(wrongContentType, valid).map(([content, body]): Payload => ({ kind: 'json', text: content.text ?? toText(body), type: content.type, encoding: content.encoding })) },
      { weight: op.multipart ? 4 : 1, arbitrary: file },
      { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    );
  }

  function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
    const pathParameters = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
    // Half the requests as whom the route is for, the others as anybody.
    const natural: Role = op.path.startsWith('/api/admin') ? 'admin' : 'manager';
    const random: fc.Arbitrary<FuzzRequest> = fc.record({
      role: fc.oneof(fc.constant(natural), fc.constantFrom<Role>('anonymous', 'ordinary', 'member', 'manager', 'admin', 'apiKey')),
      params: fc.tuple(...pathParameters.map((name) => parameterArbitrary(op.path, name))),
      // Half the requests of a path with parameters take parameters that worked on it (a real project's real file).
      worked: fc.option(fc.nat(), { freq: 2 }),
      query: queryArbitrary(op),
      payload: payloadArbitrary(op),
      headers: fc.oneof({ weight: 3, arbitrary: fc.constant<Record<string, string>>({}) }, { weight: 1, arbitrary: extraHeaders }),
    });
    const call = state.calls()[`${op.method} ${op.path}`];
    if (call === undefined) {
      return random;
    }
    // An operation with a valid call: half its requests are that call with its body broken at one place (or its file
    // renamed or its content changed), so that the handler, past the validation, meets what is wrong.
    const mutation = fc.record({ path: fc.array(fc.nat(), { maxLength: 5 }), value: hostileValue, key: hostileKey, addKey: fc.boolean() });
    const payload: fc.Arbitrary<Payload> =
      call.file !== undefined
        ? fc.oneof(fileArbitrary, fc.constant(validRequest(call).payload))
        : call.body === undefined
          ? fc.oneof(fc.constant<Payload>({ kind: 'none' }), mutation.map((choices): Payload => ({ kind: 'json', text: toText(mutate({}, choices)) })))
          : mutation.map((choices): Payload => ({ kind: 'json', text: toText(mutate(call.body, choices)) }));
    return fc.oneof(random, payload.map((broken): FuzzRequest => ({ ...validRequest(call), payload: broken })));
  }
  return requestArbitrary;
}

/** A query with the columns of `filter.<column>` put in: `filter.COLUMN7X` → `filter.` and one of `names`. */
export function columnsIn(query: string, names: readonly string[]): string {
  return query.replace(/filter\.COLUMN(\d+)X/g, (_, n: string) => `filter.${names[Number(n) % Math.max(names.length, 1)] ?? 'id'}`);
}

/** What is wrong with an answer: a 5xx, or a 4xx that is not a JSON error saying what is wrong; `null` when fine. */
export function answerProblem(response: Response): string | null {
  if (response.status >= 500) {
    return `server error ${String(response.body?.code)}`;
  }
  if (response.status < 400) {
    return null;
  }
  const body = response.body as { statusCode?: unknown; code?: unknown; message?: unknown; details?: { issues?: unknown } } | undefined;
  if (!/^application\/json/.test(String(response.headers['content-type'])) || typeof body !== 'object' || body === null) {
    return 'not a JSON error';
  }
  if (body.statusCode !== response.status || typeof body.code !== 'string' || typeof body.message !== 'string' || body.message.trim() === '') {
    return 'an error without status, code or message';
  }
  if (body.code === 'VALIDATION_FAILED') {
    const issues = body.details?.issues;
    const named = Array.isArray(issues) && issues.length > 0 && issues.every((issue: { field?: unknown; message?: unknown }) => typeof issue.field === 'string' && typeof issue.message === 'string' && issue.message !== '');
    if (!named) return 'a validation error naming no field';
  }
  return null;
}
