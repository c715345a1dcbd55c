// The process's metrics as table rows for the admin's table view.
import type { AppMetrics } from '../metrics/app-metrics.js';

type Row = Record<string, unknown>;

/**
 * The metrics the process keeps (its prom-client registry, as `GET /metrics` serves them), one row per value:
 * name (a histogram's `_bucket`, `_sum` and `_count` apart), type, labels as `key=value` pairs, value.
 */
export async function metricsRows(metrics: AppMetrics): Promise<Row[]> {
  const all = await metrics.registry.getMetricsAsJSON();
  return all.flatMap((metric) =>
    metric.values.map((value) => ({
      name: (value as { metricName?: string }).metricName ?? metric.name,
      type: String(metric.type),
      labels: Object.entries(value.labels)
        .map(([key, label]) => `${key}=${String(label)}`)
        .join(', '),
      value: Number.isFinite(value.value) ? String(value.value) : '',
    })),
  );
}

/** Compares two cells: as numbers when both read as numbers, else as texts. */
function compare(a: unknown, b: unknown): number {
  const [x, y] = [String(a ?? ''), String(b ?? '')];
  const [m, n] = [Number(x), Number(y)];
  if (x !== '' && y !== '' && Number.isFinite(m) && Number.isFinite(n)) return m - n;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The rows kept in memory, as a page: text filters and the search contain the value (any case), sorted, paged. */
export function pageOfRows(
  rows: readonly Row[],
  options: { filters: ReadonlyMap<string, string>; q: string | undefined; searched: readonly string[]; sort: string; order: 'asc' | 'desc'; offset: number; limit: number },
): { rows: Row[]; total: number } {
  const contains = (cell: unknown, value: string) => String(cell ?? '').toLowerCase().includes(value.toLowerCase());
  const text = options.q?.trim() ?? '';
  const kept = rows.filter(
    (row) => [...options.filters].every(([name, value]) => contains(row[name], value)) && (text === '' || options.searched.some((name) => contains(row[name], text))),
  );
  const sign = options.order === 'asc' ? 1 : -1;
  const sorted = [...kept].sort((a, b) => sign * compare(a[options.sort], b[options.sort]));
  return { rows: sorted.slice(options.offset, options.offset + options.limit), total: kept.length };
}
