// The chart title's place where plotly's mode bar would cover it (chart-narrow.ts).
import { describe, expect, it } from 'vitest';
import { narrowChartLayout, titleMeetsModeBar, wrapWords } from './chart-narrow.ts';

const BASE = { height: 300, margin: { l: 64, r: 16, t: 40, b: 48 }, title: { text: 'Machine forces against the installed length' } };

describe('narrow chart layout', () => {
  it('cuts a title between words, a long word whole on its line', () => {
    expect(wrapWords('Machine forces against the installed length', 20)).toEqual(['Machine forces', 'against the', 'installed length']);
    expect(wrapWords('Kabelzugkraftverlauf entlang', 10)).toEqual(['Kabelzugkraftverlauf', 'entlang']);
  });

  it('leaves a wide chart, and a chart without a title, as they are', () => {
    expect(titleMeetsModeBar(BASE.title.text, 1000, 16.8)).toBe(false);
    expect(narrowChartLayout(BASE, 1000, 12)).toBe(BASE);
    expect(narrowChartLayout({ ...BASE, title: undefined }, 300, 12)).toEqual({ ...BASE, title: undefined });
    expect(narrowChartLayout(BASE, undefined, 12)).toBe(BASE);
  });

  it('puts a title that would reach the mode bar below it, wrapped to the width, the plot keeping its height', () => {
    // 680 px (a tablet): the centred title (about 370 px) ran under the mode bar (about 200 px at the right)
    expect(titleMeetsModeBar(BASE.title.text, 680, 16.8)).toBe(true);
    const wide = narrowChartLayout(BASE, 680, 12);
    expect(wide.title).toMatchObject({ text: BASE.title.text, x: 0, xanchor: 'left', yref: 'container', yanchor: 'top' });
    expect(wide.margin?.t).toBe(34 + 18 + 10);
    expect(wide.height).toBe(300 + (62 - 40));

    // 318 px (a phone): two lines below the mode bar
    const phone = narrowChartLayout(BASE, 318, 12);
    const title = phone.title as { text: string; y: number };
    expect(title.text.split('<br>')).toHaveLength(2);
    expect(phone.margin).toEqual({ l: 64, r: 16, t: 34 + 2 * 18 + 10, b: 48 });
    expect(phone.height).toBe(300 + (80 - 40));
    // the first line's top 34 px down: below the mode bar, whatever the height
    expect((1 - title.y) * (phone.height ?? 0)).toBeCloseTo(34 + 9);
  });
});
