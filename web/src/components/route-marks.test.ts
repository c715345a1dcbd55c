import { describe, expect, it } from 'vitest';
import { marksAlong } from './route-marks.ts';

// an L-shaped route: 100 m east, then 50 m north climbing 5 m
const ROUTE = { s: [0, 100, 150], x: [0, 100, 100], y: [0, 0, 50], z: [0, 0, 5] };

describe('marksAlong', () => {
  it('places each position on the polyline, between its points', () => {
    expect(marksAlong(ROUTE, [0, 40, 100, 125, 150])).toEqual({
      s: [0, 40, 100, 125, 150],
      x: [0, 40, 100, 100, 100],
      y: [0, 0, 0, 25, 50],
      z: [0, 0, 0, 2.5, 5],
    });
  });

  it('leaves out positions beyond either end and non-finite ones', () => {
    expect(marksAlong(ROUTE, [-1, 151, Number.NaN, 75]).s).toEqual([75]);
  });

  it('keeps every mark on a segment of the route (random positions)', () => {
    for (let i = 0; i < 200; i++) {
      const s = Math.random() * 150;
      const { x, y, z } = marksAlong(ROUTE, [s]);
      if (s <= 100) expect([x[0], y[0], z[0]]).toEqual([expect.closeTo(s, 9), 0, 0]);
      else expect([x[0], y[0], z[0]]).toEqual([100, expect.closeTo(s - 100, 9), expect.closeTo((s - 100) / 10, 9)]);
    }
  });

  it('draws nothing on an empty route', () => {
    expect(marksAlong({ s: [], x: [], y: [], z: [] }, [0])).toEqual({ s: [], x: [], y: [], z: [] });
  });
});
