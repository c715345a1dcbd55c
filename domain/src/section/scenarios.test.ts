import { describe, expect, it } from 'vitest';
import { nextScenarioColors, SCENARIO_COLORS } from './scenarios.js';

describe('scenario colours (docs/product.md#defaults-and-limits)', () => {
  it('takes the default colours in turn, skipping used ones, then cycles', () => {
    expect(nextScenarioColors([])).toEqual({ primaryColor: '#0041cf', secondaryColor: '#0041cf55' });
    expect(nextScenarioColors(['#0041cf', '#00D15E']).primaryColor).toBe('#D10600');
    expect(nextScenarioColors([...SCENARIO_COLORS]).primaryColor).toBe('#0041cf');
  });
});
