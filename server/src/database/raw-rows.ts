// Hand-written SQL for the hot read paths, with the helpers that read its rows alike on SQLite and PostgreSQL.
import type { EntityManager } from '@mikro-orm/core';

/**
 * Hot read paths (the session look-up of every request, the projects list) run one hand-written SQL query instead
 * of the entity layer's, whose query building, identity map and hydration cost more main-thread time than the query
 * itself. Their rows come back as the driver gives them: column names, and dates as a `Date` (PostgreSQL) or
 * milliseconds since 1970 (SQLite, where MikroORM stores datetimes as numbers).
 */

/** A raw row, by column name. */
export type RawRow = Record<string, unknown>;

/**
 * Runs `sql` (placeholders `?`, the same on both databases) on the entity manager's connection, inside its
 * transaction if it has one.
 */
export function selectRows(em: EntityManager, sql: string, params: readonly unknown[]): Promise<RawRow[]> {
  return em.getConnection().execute<RawRow[]>(sql, [...params], 'all', em.getTransactionContext());
}

/** A datetime column's value as a `Date` (a `Date`, milliseconds as a number or digits, or an ISO string). */
export function dateOf(value: unknown): Date {
  if (value instanceof Date) {
    return value;
  }
  if (typeof value === 'number' || typeof value === 'bigint') {
    return new Date(Number(value));
  }
  if (typeof value === 'string') {
    return new Date(/^\d+$/.test(value) ? Number(value) : value);
  }
  throw new TypeError(`Not a datetime column value: ${String(value)}`);
}

/** A nullable boolean column's value (`true`/`false` on PostgreSQL, 1/0 on SQLite); `null` for null. */
export function booleanOf(value: unknown): boolean | null {
  if (value === null || value === undefined) {
    return null;
  }
  return value === true || value === 1 || value === '1' || value === 't' || value === 'true' || value === 1n;
}
