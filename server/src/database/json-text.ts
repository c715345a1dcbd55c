// JSON stored in text columns (the same on SQLite and PostgreSQL), and dates as the API writes them.
/** JSON stored in text columns (the same on SQLite and PostgreSQL), and dates as the API writes them. */

/** Parses a JSON text column; `fallback` when it is empty or not JSON (never throws on stored data). */
export function parseJsonText<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === '') {
    return fallback;
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A date as an ISO 8601 UTC string. */
export function iso(date: Date): string {
  return date.toISOString();
}
