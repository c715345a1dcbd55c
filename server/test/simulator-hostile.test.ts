import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from '@nestjs/common';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { APP_CONFIG, type AppConfig, REPOSITORY_ROOT } from '../src/config/index.js';
import { EnginePool } from '../src/modules/simulator/engine-pool.js';
import { REQUEST_LIMITS } from '../src/http/schema/body-limits.js';
import { registerClient } from './support/accounts-client.js';
import { createWebDist, removeDir, startTestApp, testConfig } from './support/test-app.js';
import { availableDatabases, type TestDatabase } from './support/test-databases.js';
import { startWorld, type World } from './support/world.js';

/** The typical section: 3 km of jetting with 10 bends, `findMaxDistance`. */
const JETTING_TEXT = readFileSync(join(REPOSITORY_ROOT, 'fixtures', 'requests', 'jetting-3km-10-bends-max.json'), 'utf8');
const JETTING = JSON.parse(JETTING_TEXT) as { data: Record<string, unknown> };
/**
 * A light calculation (a pull of 8 bends, no max-distance search): well inside a 100 ms limit even on a busy machine.
 * The cable's own pulling limit stops it at 994 m (its physics, not the pool).
 */
const PULL_TEXT = readFileSync(join(REPOSITORY_ROOT, 'fixtures', 'requests', 'pull-1750m-8-bends.json'), 'utf8');

/** `{"data":{"a":{"a":…}}}` as text, `levels` objects deep below `data`. */
function nestedText(levels: number): string {
  return `{"data":${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}}`;
}

/** The jetting request with `data[key]` replaced by raw JSON text. */
function withField(key: string, json: string): string {
  return JSON.stringify({ ...JETTING, data: { ...JETTING.data, [key]: '@@' } }).replace('"@@"', json);
}

/** Hostile bodies, each with the answer expected: a 400 naming the field, or a 413. */
const HOSTILE_CASES: readonly (readonly [name: string, body: string, status: 400 | 413, field?: RegExp])[] = [
  ['a body nested 6000 levels deep', nestedText(6000), 400, /^data(\.a)+$/],
  ['an array of 10⁶ rows', `{"data":{"trajectory":{"rows":[${new Array(1_000_000).fill('0').join(',')}]}}}`, 413],
  ['an array of 20 000 rows (under 1 MB)', `{"data":{"trajectory":{"rows":[${new Array(20_000).fill('{}').join(',')}]}}}`, 400, /^data\.trajectory\.rows$/],
  ['a string of 900 000 characters', withField('layingMethod', JSON.stringify('j'.repeat(900_000))), 400, /^data\.layingMethod$/],
  ['a string of 2 MB', withField('layingMethod', JSON.stringify('j'.repeat(2_000_000))), 413],
  ['a NUL character in a string', withField('layingMethod', '"jet\\u0000ting"'), 400, /^data\.layingMethod$/],
  ['a NUL character in a key', withField('cable\u0000Weight', '1'), 400, /^data\["cable\\u0000Weight"\]$/],
  ['a __proto__ key', withField('__proto__', '{"isAdmin":true}'), 400, /^data\.__proto__$/],
  ['a constructor key', `{"data":{"trajectory":{"constructor":{"prototype":{"x":1}}}}}`, 400, /^data\.trajectory\.constructor$/],
  ['an infinite number (1e999)', withField('cableWeight', '1e999'), 400, /^data\.cableWeight$/],
  ['a negative infinite number', withField('cableWeight', '-1e999'), 400, /^data\.cableWeight$/],
  ['a fullResolution that is not a boolean', JSON.stringify({ ...JETTING, fullResolution: 'yes' }), 400, /^fullResolution$/],
  ['an object of 500 keys', withField('extra', JSON.stringify(Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i])))), 400, /^data\.extra$/],
];

const HOSTILE = HOSTILE_CASES.map(([name, body, status, field]) => ({ name, body, status, field }));

describe.each(availableDatabases())('hostile calculate bodies on $name', (kind) => {
  let w: World;

  beforeAll(async () => {
    w = await startWorld(kind);
  });

  afterAll(async () => {
    await w?.close();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /**
   * The next normal calculate answers 200 and leaves the pool idle with every worker alive (how fast is measured in
   * bench/hostile-calculate.mjs, not asserted here).
   */
  async function expectHealthy(): Promise<void> {
    const response = await w.owner.postRaw('/simulator/calculate', JETTING_TEXT).expect(200);
    expect(response.body.status).toBe('success');
    const pool = w.app.get(EnginePool);
    const { workers, spareWorkers } = w.app.get<symbol, AppConfig>(APP_CONFIG).simulator;
    expect(pool.stats()).toMatchObject({ busy: 0, queued: 0, workers: workers + spareWorkers });
  }

  it.each(HOSTILE)('answers $name with a 400 naming the field or a 413, without reaching a worker', async ({ body, status, field }) => {
    const run = vi.spyOn(EnginePool.prototype, 'calculate');
    const response = await w.owner.postRaw('/simulator/calculate', body).expect(status);
    expect(run).not.toHaveBeenCalled();
    if (status === 413) {
      expect(response.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    } else {
      expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(response.body.details.issues[0].field).toMatch(field ?? /^$/);
    }
    run.mockRestore();
    await expectHealthy();
  });

  it('accepts the limits themselves: a route of 10 000 rows reaches the engine', async () => {
    const rows = Array.from({ length: REQUEST_LIMITS.maxArrayLength }, () => ({ type: 'straight', slope: 0, length: 0.3 }));
    const body = { ...JETTING, data: { ...JETTING.data, trajectory: { altitudeAtStart: 0, initialHeading: 0, rows } } };
    const response = await w.owner.post('/simulator/calculate', body).expect(200);
    expect(response.body.status).toEqual(expect.any(String));
  });

  it('fuzz: 300 mutated calculate bodies never answer a 500, and the server stays quick', async () => {
    const paths = Object.keys(JETTING.data);
    const nasty = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }),
      fc.constantFrom('1e999', '-1e999', '"\\u0000"', '{"__proto__":{"x":1}}', '{"constructor":1}', '[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]'),
      fc.integer({ min: 1, max: 40 }).map((levels) => `${'['.repeat(levels)}${']'.repeat(levels)}`),
      fc.string({ maxLength: 30 }),
      fc.double(),
    );
    const mutation = fc.record({
      key: fc.oneof(fc.constantFrom(...paths), fc.string({ maxLength: 12 })),
      value: nasty,
      // one body in eight cut short (malformed JSON)
      truncate: fc.oneof({ weight: 7, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.nat({ max: JETTING_TEXT.length }) }),
    });
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(mutation, async ({ key, value, truncate }) => {
        const json = typeof value === 'string' && /^[[{"\d-]/.test(value) && !(value as string).includes('@') ? value : JSON.stringify(value);
        let body = withField(key, json ?? 'null');
        if (truncate !== null) {
          body = body.slice(0, truncate);
        }
        const response = await w.owner.postRaw('/simulator/calculate', body);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect([200, 400, 413]).toContain(response.status);
      }),
      { seed: 20261124, numRuns: 300 },
    );
    expect(statuses.get(500)).toBeUndefined();
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(statuses.get(400)).toBeGreaterThan(0);
    await expectHealthy();
  });
});

/**
 * A legitimately slow request for the real engine: the longest route the limits allow, 10 000 rows — 5000 straights of
 * 2 m (slopes −2…2°) and 5000 bends of up to ±45° at R 10 m — with an 8.5 mm cable floated at 125 m/min and 14 bar
 * (1500 N pusher) and the max-distance search: it installs 30.1 km, its speed held down from 125 to 8…4 m/min
 * (W_SPEED_REDUCED), in 0.3–0.4 s of engine time (0.2–1 s of wall time on the shared 2-core machine), where the light
 * pull below takes ~3 ms on a fresh worker. (A jetting request that took hours — a flow on the laminar/turbulent switch — served
 * here until it answered in milliseconds.)
 */
function slowRoute(): object {
  const base = JSON.parse(readFileSync(join(REPOSITORY_ROOT, 'fixtures', 'requests', 'floating-5km-20-bends-max.json'), 'utf8')) as {
    data: Record<string, unknown> & { trajectory: Record<string, unknown> };
  };
  const rows = Array.from({ length: 10_000 }, (_, i) =>
    i % 2 === 0
      ? { type: 'straight', slope: ((((i * 7) % 11) - 5) * 2) / 5, length: 2 }
      : { type: 'curve', angle: ((((i * 13) % 61) - 30) * 45) / 30, radius: 10 },
  );
  return {
    findMaxDistance: true,
    data: {
      ...base.data,
      layingMethod: 'floating', cableOuterDiameter: 8.5, cableWeight: 0.065, cableStiffness: 0.3, pushingSpeed: 125,
      waterPressure: 14, macMaxPushingForce: 1500, cableEnd: 'open', maxDistance: 50_000,
      stretches: [{ id: 'main', type: 'inDuct', outerDiameter: 40, innerDiameter: 32, innerSurface: 'smooth', cof: 0.1 }],
      trajectory: { ...base.data.trajectory, rows },
    },
  };
}

/**
 * ms: the lowest limit the environment accepts; the slow route takes 3–4 times as long even on a quiet machine, and the
 * light pull after it ~3 ms (a load that slows the machine slows the slow route as well: only a much faster machine
 * would let it answer in time).
 */
const TEST_TIMEOUT_MS = 100;

describe('a slow route on the real engine', () => {
  let database: TestDatabase;
  let webDist: string;
  let app: NestExpressApplication;

  beforeAll(async () => {
    database = await availableDatabases()[0]!.create();
    webDist = await createWebDist({});
    app = await startTestApp(testConfig({ ...database.env, WEB_DIST: webDist, SIMULATOR_WORKERS: '1', SIMULATOR_TIMEOUT_MS: String(TEST_TIMEOUT_MS) }));
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await removeDir(webDist);
  });

  it('hits the time limit (422 CALCULATION_TIMEOUT), and the next normal calculate answers on a healthy pool', async () => {
    const warn = vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const user = await registerClient(request(app.getHttpServer()), 'heavy');
    const response = await user.post('/simulator/calculate', slowRoute()).expect(422);
    expect(response.body).toMatchObject({ code: 'CALCULATION_TIMEOUT', details: { timeoutMs: TEST_TIMEOUT_MS } });
    // One worker and the spare thread; the one that ran it was replaced.
    expect(app.get(EnginePool).stats()).toMatchObject({ timedOut: 1, replaced: 1, workers: 2 });
    const next = await user.postRaw('/simulator/calculate', PULL_TEXT).expect(200);
    expect(next.body).toMatchObject({ status: 'failed', messages: [{ code: 'E_CABLE_PULLING_FORCE' }] });
    // (the limit's crossing on an undulated straight in closed form: 993.997 m while it was interpolated between samples)
    expect(next.body.distance).toBeCloseTo(994.0102, 3);
    expect(app.get(EnginePool).stats()).toMatchObject({ busy: 0, queued: 0, workers: 2 });
    warn.mockRestore();
  });
});
