/** Favourites and scenarios (docs/product.md#data-model, docs/product.md#defaults-and-limits): their default colours. */

/** The scenario colours of docs/product.md#defaults-and-limits, taken in turn. */
export const SCENARIO_COLORS = ['#0041cf', '#D10600', '#00D15E', '#D17500', '#D1C500'] as const;

/** The next scenario's colours: the first default colour not yet used, its lighter tint (alpha 0x55) as secondary. */
export function nextScenarioColors(used: readonly string[]): { primaryColor: string; secondaryColor: string } {
  const primaryColor = SCENARIO_COLORS.find((color) => !used.includes(color)) ?? SCENARIO_COLORS[used.length % SCENARIO_COLORS.length]!;
  return { primaryColor, secondaryColor: `${primaryColor}55` };
}
