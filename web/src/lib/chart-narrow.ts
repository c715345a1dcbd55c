// A chart's layout where its title would run under plotly's mode bar (a phone, a tablet): the title on lines of its own below the bar.
import type { Layout } from 'plotly.js-dist-min';

/** The row plotly's mode bar takes at the top right of the figure (px, its buttons and their padding). */
const MODE_BAR_PX = 34;
/** The mode bar's width with the app's buttons (px, measured 192), and a gap. */
const MODE_BAR_WIDTH_PX = 210;
/** Plotly's title font: 1.4 times the layout's font size, unless the title sets its own. */
const TITLE_SCALE = 1.4;
/** The title's font size and line height once below the mode bar (px). */
const TITLE_FONT_PX = 14;
const TITLE_LINE_PX = 18; // plotly's 1.3 em
/** Room between the title's last line and the plot (px). */
const TITLE_GAP_PX = 10;
/** An average character's width, as a share of the font size, for the app's sans-serif fonts (measured 0.50 to 0.51). */
const CHAR_WIDTH = 0.55;

/** `text` cut between words into lines of at most `chars` characters (a longer word stays whole on its line). */
export function wrapWords(text: string, chars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= chars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Whether a title centred on a figure `width` px wide reaches the mode bar at its top right. */
export function titleMeetsModeBar(text: string, width: number, fontSize: number): boolean {
  const titleWidth = text.length * fontSize * CHAR_WIDTH;
  return width / 2 + titleWidth / 2 > width - MODE_BAR_WIDTH_PX;
}

/**
 * The layout of a chart `width` px wide drawn in a font of `fontSize` px: unchanged when it has no title or its title
 * stays clear of the mode bar; else the title left-aligned, in a smaller font, wrapped to the width, below the mode
 * bar's row, the top margin grown to hold both and the height by as much (the plot keeps its size). `base` is the
 * layout the chart is drawn with (height and margins set).
 */
export function narrowChartLayout(base: Partial<Layout>, width: number | undefined, fontSize: number): Partial<Layout> {
  const title = typeof base.title === 'string' ? { text: base.title } : base.title;
  if (!width || !title?.text) return base; // not measured yet (or not laid out: a test's document)
  if (!titleMeetsModeBar(title.text, width, title.font?.size ?? fontSize * TITLE_SCALE)) return base;
  const lines = wrapWords(title.text, Math.max(12, Math.floor((width - 16) / (TITLE_FONT_PX * CHAR_WIDTH))));
  const top = MODE_BAR_PX + lines.length * TITLE_LINE_PX + TITLE_GAP_PX;
  const margin = base.margin ?? {};
  const height = (base.height ?? 0) + Math.max(0, top - (margin.t ?? 0));
  return {
    ...base,
    height,
    margin: { ...margin, t: top },
    title: {
      ...title,
      text: lines.join('<br>'),
      font: { ...title.font, size: TITLE_FONT_PX },
      x: 0,
      xref: 'container',
      xanchor: 'left',
      // plotly centres a title of several lines on its anchor: the anchor goes down by half the extra lines
      y: 1 - (MODE_BAR_PX + ((lines.length - 1) * TITLE_LINE_PX) / 2) / height,
      yref: 'container',
      yanchor: 'top',
      pad: { l: 8 },
    },
  };
}
