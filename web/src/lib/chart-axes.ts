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
