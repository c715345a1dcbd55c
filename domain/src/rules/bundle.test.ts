import { describe, expect, it } from 'vitest';
import { REALISTIC_SPACE, bundleDiameter, bundleWithResidents, minDuctDiameter, residentsSpace } from './bundle.js';

describe('bundle and resident geometry (docs/physics.md#several-cables)', () => {
  it('bundle diameter: optimal packings (Cableizer DC_p 2.1547 and 2.4142), then D·√(N/0.78)', () => {
    expect(bundleDiameter(1, 10)).toBe(10);
    expect(bundleDiameter(2, 10)).toBe(20);
    expect(bundleDiameter(3, 10)).toBeCloseTo(21.547, 9);
    expect(bundleDiameter(4, 10)).toBeCloseTo(24.142, 9);
    expect(bundleDiameter(7, 10)).toBe(30);
    expect(bundleDiameter(37, 10)).toBeCloseTo(10 * Math.sqrt(37 / 0.78), 9);
    for (let n = 2; n <= 200; n++) expect(bundleDiameter(n, 1)).toBeGreaterThanOrEqual(bundleDiameter(n - 1, 1));
  });

  it('Emtelle rule: realistic space 0.92 × ID (W11: 40.6 mm → 37.35 mm); residents take D1, or 0.8·D1 + 0.6·D2 unless D1 > 2·D2', () => {
    expect(REALISTIC_SPACE * 40.6).toBeCloseTo(37.35, 2);
    expect(residentsSpace(0, 10, 10)).toBe(0);
    expect(residentsSpace(1, 12, undefined)).toBe(12);
    expect(residentsSpace(2, 20, 8)).toBe(20);
    expect(residentsSpace(2, 10, 20)).toBeCloseTo(0.8 * 20 + 0.6 * 10, 12);
    expect(bundleWithResidents(10, 1, 12)).toBe(22);
    expect(minDuctDiameter(10, 1, 12)).toBeCloseTo(22 / 0.92, 12);
    expect(minDuctDiameter(10, 0)).toBe(10);
  });
});
