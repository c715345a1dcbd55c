import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CalculateRequest } from '@cla/engine';
import { IN, MSG_SIZE, OUT, ROW } from '../src/layout.js';
import { encodeRequest, MAX_COF } from '../src/request.js';
import { decodeResponse } from '../src/response.js';
import { pullData, request } from './helpers.js';

// The door on its own (src/request.ts, src/response.ts), without the wasm: the encoder writes every field of the
// buffer it is handed (the door hands it the wasm's input buffer as it is, not zeroed), the issues of requests
// with non-objects and invalid row types, and the decoder on a hand-made output buffer.

const requestsDir = new URL('../../fixtures/requests/', import.meta.url);
const fixtures = readdirSync(requestsDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(new URL(f, requestsDir), 'utf8')) as CalculateRequest);

/** Every row type, stretch switches and a loop. */
const everyRowType = request(
  pullData(
    [
      { type: 'straight', slope: 2, length: 50 },
      { type: 'curve', angle: 30, radius: 10 },
      { type: 'stretch', stretch: 'r' },
      { type: 'curveOnRollers', angle: -20, radius: 8 },
      { type: 'pusher', pushForce: 500 },
      { type: 'stretch', stretch: 'd' },
      { type: 'straight', slope: -1, length: 20 },
      { type: 'loop', dupSegments: 2, loopCount: 3 },
    ],
    {
      stretches: [
        { id: 'd', type: 'inDuct', outerDiameter: 110, innerDiameter: 100, innerSurface: 'smooth', cof: 0.2 },
        { id: 'r', type: 'onRollers', outerDiameter: 0.1, innerDiameter: 0.05, innerSurface: 'smooth', cof: 0.05, rollerDistance: 2 },
      ],
    },
  ),
);

function encodeInto(r: unknown, fill: number): Float64Array {
  const encoded = encodeRequest(r, (length) => new Float64Array(length).fill(fill));
  if ('issues' in encoded) throw new Error(`issues: ${JSON.stringify(encoded.issues)}`);
  return encoded.buffer;
}

describe('encodeRequest', () => {
  it('writes every field of the header and of each record, 0 where unused', () => {
    for (const r of [...fixtures, everyRowType]) {
      const dirty = encodeInto(r, Number.NaN);
      expect(dirty.some(Number.isNaN)).toBe(false);
      expect(Array.from(dirty)).toEqual(Array.from(encodeInto(r, 0)));
    }
    // the unused fields of a straight, a curve and a pusher are 0; a non-stretch row has stretch -1
    const buf = encodeInto(everyRowType, 7);
    const rows0 = IN.HEADER + 2 * 10;
    const rec = (i: number) => Array.from(buf.subarray(rows0 + i * ROW.SIZE, rows0 + (i + 1) * ROW.SIZE));
    expect(rec(0)).toEqual([0, 2 * (Math.PI / 180), 0, 0, 50, 0, 0, 0, -1]);
    expect(rec(1)).toEqual([1, 0, 30 * (Math.PI / 180), 10, 0, 0, 0, 0, -1]);
    expect(rec(2)).toEqual([5, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(rec(4)).toEqual([3, 0, 0, 0, 0, 500, 0, 0, -1]);
    expect(rec(7)).toEqual([4, 0, 0, 0, 0, 0, 3, 2, -1]);
  });

  it('refuses non-object rows and stretches: their issues first, then the others at the indices of the objects', () => {
    const data = pullData([1, { type: 'curve', angle: 5 }, null, { type: 'bogus' }, [], { type: 'loop', dupSegments: 3, loopCount: 2 }] as never);
    const encoded = encodeRequest({ data: { ...data, stretches: [...data.stretches, 'x'] } });
    expect('issues' in encoded && encoded.issues.map((i) => `${i.field} ${i.rule}`)).toEqual([
      'data.stretches objects',
      'data.trajectory.rows objects',
      'data.trajectory.rows[0].radius required',
      // an unknown type is checked as a straight
      'data.trajectory.rows[1].type oneOf',
      'data.trajectory.rows[1].slope required',
      'data.trajectory.rows[1].length required',
      'data.trajectory.rows[2].dupSegments atMost:2',
    ]);
  });

  it('checks straights and curves field by field, in row order', () => {
    const rows = [
      { type: 'straight', slope: 91, length: -1 },
      { type: 'curve', angle: Number.POSITIVE_INFINITY, radius: 0 },
      { type: 'curveOnRollers', angle: '3', radius: '' },
      { type: 'straight', slope: -90, length: 0 },
      { type: 'pusher', pushForce: -2 },
      { type: 'straight', slope: Number.NaN, length: Number.POSITIVE_INFINITY },
      { type: 'curve', angle: Number.NaN, radius: Number.POSITIVE_INFINITY },
      { type: 'straight', slope: -90.0001, length: '5' },
      { type: 'curve', angle: -0, radius: Number.NEGATIVE_INFINITY },
      { type: 'straight', slope: null, length: undefined },
    ];
    const encoded = encodeRequest(request(pullData(rows as never)));
    expect('issues' in encoded && encoded.issues.map((i) => `${i.field} ${i.rule}`)).toEqual([
      'data.trajectory.rows[0].slope atMost:90',
      'data.trajectory.rows[0].length notNegative',
      'data.trajectory.rows[1].angle number',
      'data.trajectory.rows[1].radius greaterThanZero',
      'data.trajectory.rows[2].angle number',
      'data.trajectory.rows[2].radius required',
      'data.trajectory.rows[4].pushForce notNegative',
      'data.trajectory.rows[5].slope number',
      'data.trajectory.rows[5].length number',
      'data.trajectory.rows[6].angle number',
      'data.trajectory.rows[6].radius number',
      'data.trajectory.rows[7].slope atLeast:-90',
      'data.trajectory.rows[7].length number',
      'data.trajectory.rows[8].radius number',
      'data.trajectory.rows[9].slope required',
      'data.trajectory.rows[9].length required',
    ]);
  });

  it('refuses a coefficient of friction above MAX_COF (1e20 gave forces of 1e12 N) and accepts it at 1', () => {
    const data = pullData([{ type: 'straight', slope: 0, length: 10 }]);
    const withCof = (cof: number) => encodeRequest(request({ ...data, stretches: data.stretches.map((s) => ({ ...s, cof })) }));
    for (const cof of [1e20, 1.0001]) {
      const encoded = withCof(cof);
      expect('issues' in encoded && encoded.issues.map((i) => `${i.field} ${i.rule}`)).toEqual([`data.stretches[0].cof atMost:${MAX_COF}`]);
    }
    expect(MAX_COF).toBe(1);
    expect('buffer' in withCof(1)).toBe(true);
  });
});

describe('decodeResponse', () => {
  /** An output buffer: one message, 3 progress samples, 4 profile samples, 2 bends. */
  function output(): Float64Array {
    const nProg = 3;
    const nProf = 4;
    const out = new Float64Array(OUT.HEADER + MSG_SIZE + 5 * nProg + 5 * nProf + 2 * 7);
    out[OUT.STATUS] = 0;
    out[OUT.DISTANCE] = 120;
    out[OUT.MESSAGE_COUNT] = 1;
    out[OUT.PROGRESS_COUNT] = nProg;
    out[OUT.PROFILE_COUNT] = nProf;
    out[OUT.BEND_COUNT] = 2;
    let k = OUT.HEADER;
    out.set([1, 60, 500, 0], k); // E_PULLING_FORCE at 60 m, 500 N (its fourth param 0)
    k += MSG_SIZE;
    // progress: length, pushing, pulling, speed (m/s), time (s)
    out.set([0, 50, 120, 0, 0, 0, 0, 250, Number.NaN, 0.5, 1, 1, 0, 60, 120], k);
    k += 5 * nProg;
    // profile: position, force, radial, pressure (Pa), altitude
    out.set([0, 40, 80, 120, 10, -0, Number.POSITIVE_INFINITY, 30, 0, 1, 2, 3, 2e5, 1e5, 0, 0, 0, 1, 2, 3], k);
    k += 5 * nProf;
    out.set([1, 40, Math.PI / 2, 10, 20, 30, 3, 3, 80, Number.NaN, 5, 30, 40, 8], k);
    return out;
  }

  it('reads counts, scales, non-finite values as 0 and the bends in place', () => {
    const r = decodeResponse(output());
    expect(r.status).toBe('success');
    expect(r.distance).toBe(120);
    expect(r.messages.map((m) => [m.code, m.params])).toEqual([['E_PULLING_FORCE', { position: 60, force: 500, rating: 0 }]]);
    expect(r.progress).toEqual({ length: [0, 50, 120], pushingForce: [0, 0, 0], pullingForce: [0, 250, 0], speed: [30, 60, 60], time: [0, 1, 2] });
    expect(r.profile).toEqual({ position: [0, 40, 80, 120], force: [10, -0, 0, 30], radialForce: [0, 1, 2, 3], pressure: [2, 1, 0, 0], altitude: [0, 1, 2, 3] });
    expect(Object.is(r.profile.force[1], -0)).toBe(true);
    expect(r.bends).toEqual([
      { row: 1, position: 40, totalAngle: 90, radius: 10, forceIn: 20, forceOut: 30, radialForce: 3 },
      { row: 3, position: 80, totalAngle: 0, radius: 5, forceIn: 30, forceOut: 40, radialForce: 8 },
    ]);
    // plain arrays of numbers without holes, plain objects
    for (const a of [...Object.values(r.progress), ...Object.values(r.profile)]) {
      expect(Array.isArray(a) && Object.keys(a).length === a.length && a.every((v) => typeof v === 'number')).toBe(true);
    }
    for (const b of r.bends) expect(Object.getPrototypeOf(b)).toBe(Object.prototype);
    expect(Object.keys(r.bends[0]!)).toEqual(['row', 'position', 'totalAngle', 'radius', 'forceIn', 'forceOut', 'radialForce']);
  });

  it('answers equal arrays for equal buffers, each its own (no array shared between responses)', () => {
    const a = decodeResponse(output());
    const b = decodeResponse(output());
    expect(b).toEqual(a);
    b.profile.position[0] = 99;
    expect(a.profile.position[0]).toBe(0);
    expect(decodeResponse(output()).profile.position[0]).toBe(0);
  });

  it('reads a message record\'s fourth param: a floating stop where the pump\'s flow caps the water names the pump, else leaves it out', () => {
    const stop = (pumpFlow: number) => {
      const out = output();
      out.set([3, 60, 500, 500, pumpFlow], OUT.HEADER); // E_PUSHING_FORCE at 60 m, 500 N of 500 N
      return decodeResponse(out).messages[0]!;
    };
    const capped = stop(10 / 60_000); // 10 l/min in m³/s
    expect(capped.params.maxWaterFlow).toBeCloseTo(10, 12);
    expect(capped.message).toBe('The pusher reaches its pushing force of 500 N at 60 m. The water flow there is capped by the pump’s maximum flow of 10 l/min: the pump binds too.');
    const plain = stop(0);
    expect(plain.params).toEqual({ position: 60, force: 500, rating: 500 });
    expect(plain.message).toBe('The pusher reaches its pushing force of 500 N at 60 m.');
  });
});
