/** Where a value (an engine's response, recursively) holds a number that is not finite: the paths of those numbers. */
export function finiteNumbers(value: unknown, path = 'response'): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => finiteNumbers(v, `${path}[${i}]`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => finiteNumbers(v, `${path}.${k}`));
  return [];
}
