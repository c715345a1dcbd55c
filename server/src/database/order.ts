// The order of names in every list: natural and case-insensitive, then by id.
/**
 * The order of names in every list: natural and case-insensitive ("Route 9" before "Route 10", "micro" with
 * "Micro"), the same on SQLite and PostgreSQL whatever the database's collation. Lists are per user and
 * small, so they are sorted here rather than by `ORDER BY`.
 */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Sorts by name (nulls first), then by id for a stable order; returns a new array. */
export function byName<T extends { readonly name?: string | null; readonly id: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => collator.compare(a.name ?? '', b.name ?? '') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Compares two names as {@link byName} does. */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}
