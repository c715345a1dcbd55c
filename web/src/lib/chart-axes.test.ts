import { describe, expect, it } from 'vitest';
import { axisRange, axisTicks, groupsFourDigits, niceStep, plotlySeparators } from './chart-axes.ts';

describe('chart axes', () => {
  it('ticks are exact multiples of the step: a zero tick is 0, not -5.55112e-17', () => {
    // the free-floating demo's cable force in kN: -0.68 to 0.59, widened by 5 %, step 0.2
    const [from, to] = axisRange([-0.68026, 0.58585]);
    expect(niceStep(to - from)).toBe(0.2);
    expect(axisTicks(from, to)).toEqual([-0.6, -0.4, -0.2, 0, 0.2, 0.4, 0.6]);
    expect(axisTicks(0.628, 0.652)).toEqual([0.63, 0.635, 0.64, 0.645, 0.65]);
    expect(axisTicks(0, 2043.23)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(Object.is(axisTicks(-0.5, 0.5, 0.25)[2], 0)).toBe(true);
  });

  it('gives no ticks for a range it cannot draw', () => {
    expect(axisTicks(Number.NaN, 1)).toEqual([]);
    expect(axisTicks(0, Number.POSITIVE_INFINITY)).toEqual([]);
  });

  it("gives plotly the language's decimal mark and thousands separator", () => {
    expect(plotlySeparators('en')).toBe('.,');
    expect(plotlySeparators('de')).toBe(',.');
    expect(plotlySeparators('it')).toBe(',.');
    expect(plotlySeparators('fr')).toBe(',\u202f');
  });

  it('groups four-digit numbers where the language does (fr 1 040, de 1.040; it 1040)', () => {
    expect(groupsFourDigits('en')).toBe(true);
    expect(groupsFourDigits('fr')).toBe(true);
    expect(groupsFourDigits('de')).toBe(true);
    expect(groupsFourDigits('it')).toBe(false);
  });
});
