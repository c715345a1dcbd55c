// Plotly's own words on the charts (the mode bar's tooltips, the image download's notes) in the interface's language.
import type { IntlShape, MessageId } from './intl.tsx';

/**
 * Plotly's own words (its mode bar's tooltips and the notes it shows) as it writes them in English, with the
 * message that says them in the interface's language. plotly.js-dist-min ships no locale files, and these are the
 * only strings of plotly's that our charts show: cartesian scatter and bar charts, a legend, the PNG download.
 */
const PLOTLY_WORDS: Readonly<Record<string, MessageId>> = {
  'Download plot as a PNG': 'chart.plotly.downloadPng',
  'Preparing image - this may take a few seconds': 'chart.plotly.preparingImage',
  'Image download succeeded': 'chart.plotly.imageDownloaded',
  'Sorry, there was a problem downloading your image!': 'chart.plotly.imageFailed',
  Zoom: 'chart.plotly.zoom',
  Pan: 'chart.plotly.pan',
  'Box Select': 'chart.plotly.boxSelect',
  'Lasso Select': 'chart.plotly.lassoSelect',
  'Zoom in': 'chart.plotly.zoomIn',
  'Zoom out': 'chart.plotly.zoomOut',
  Autoscale: 'chart.plotly.autoscale',
  'Reset axes': 'chart.plotly.resetAxes',
  'Double-click to zoom back out': 'chart.plotly.doubleClickZoomOut',
  'Double-click on legend to isolate one trace': 'chart.plotly.doubleClickLegend',
};

/** The English words plotly looks up (exported for the tests). */
export const PLOTLY_WORD_KEYS: readonly string[] = Object.keys(PLOTLY_WORDS);

/**
 * Plotly's config for `intl`'s language: the locale and its dictionary, given with the plot (`config.locales`)
 * rather than registered globally, so that a chart re-drawn in another language takes that language's words.
 */
export function plotlyLocaleConfig(intl: IntlShape): { locale: string; locales: Record<string, { dictionary: Record<string, string> }> } {
  const dictionary = Object.fromEntries(Object.entries(PLOTLY_WORDS).map(([english, id]) => [english, intl.formatMessage({ id })]));
  return { locale: intl.locale, locales: { [intl.locale]: { dictionary } } };
}
