/** Axis ranges and ticks shared by the PDF's charts and the print view's (no jsPDF here: the print view stays light). */

/** A round step for axis ticks covering `span` in about five intervals. */
export function niceStep(span: number): number {
  if (!(span > 0)) return 1;
  const raw = span / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit < 1.5 ? 1 : unit < 3 ? 2 : unit < 7 ? 5 : 10) * power;
}

/**
 * The vertical axis of a chart: the data's own range widened by 5 % on each side (a route between 40 and 55 m is
 * drawn from 39.25 to 55.75 m, not from 0); a flat series gets ±1 around its value (±|value|·5 % when larger).
 */
export function axisRange(values: readonly number[]): [number, number] {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return [0, 1];
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  const margin = max > min ? (max - min) * 0.05 : Math.max(1, Math.abs(min) * 0.05);
  return [min - margin, max + margin];
}

/**
 * The round tick values from `from` to `to` by `step` (default: {@link niceStep} of the span), each an exact
 * multiple of the step rounded to the step's decimals: adding the step over and over drifts (0.1 + 0.2 ≠ 0.3) and
 * printed a zero tick as -5.55112e-17.
 */
export function axisTicks(from: number, to: number, step = niceStep(to - from)): number[] {
  if (!(Number.isFinite(from) && Number.isFinite(to) && step > 0)) return [];
  const decimals = Math.max(0, Math.min(20, -Math.floor(Math.log10(step)) + 1));
  const out: number[] = [];
  for (let k = Math.ceil(from / step - 1e-9); k * step <= to + step * 1e-9 && out.length < 50; k++) {
    const v = Number((k * step).toFixed(decimals));
    out.push(v === 0 ? 0 : v); // no -0
  }
  return out;
}

/**
 * Plotly's `layout.separators` for `locale`: its decimal mark then its thousands separator (plotly writes 65.5
 * on a French or German axis otherwise, beside tables that write 65,5).
 */
export function plotlySeparators(locale: string): string {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  return `${decimal}${group}`;
}

/**
 * Whether `locale` groups the thousands of a four-digit number (1 040 in French, 1.040 in German, but 1040 in
 * Italian): plotly separates them only from five digits unless an axis says `separatethousands`.
 */
export function groupsFourDigits(locale: string): boolean {
  return new Intl.NumberFormat(locale).formatToParts(1040).some((p) => p.type === 'group');
}

/**
 * Whether a curve's horizontal values span a length (at least two points, not all at one value): a cable that never
 * moved has one progress point, or points all at the launch, and no curve to draw against the installed length.
 */
export function spansLength(x: readonly number[]): boolean {
  return x.length > 1 && x.some((v) => v !== x[0]);
}
