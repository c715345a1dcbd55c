// Pages of lists whose items may be large, cut by size so that no answer grows with an account's whole data.
/**
 * Lists whose items may be large (legacy projects, a project's sections), answered a page at a time so that no
 * single answer, and no single serialisation on the event loop, grows with an account's whole data.
 */
import { byName } from './order.js';

/** The stored characters one page of a list carries at most (at least one item per page, whatever its size). */
export const LIST_PAGE_CHARACTERS = 2 * 1024 * 1024;

/** What a list knows of an item before loading it: its id, name (the list's order) and stored size. */
export interface SizedHead {
  readonly id: string;
  readonly name?: string | null;
  /** characters of the item's stored JSON */
  readonly size: number;
}

/** One page of a list: the heads to load, in list order, and the offset of the next page (null: the last). */
export interface BytePage<T extends SizedHead> {
  readonly heads: T[];
  readonly next: number | null;
}

/**
 * The page of `heads` (sorted by name as every list is) starting at `offset`: items up to `budget` characters
 * together, at least one.
 */
export function pageBySize<T extends SizedHead>(heads: readonly T[], offset: number, budget = LIST_PAGE_CHARACTERS): BytePage<T> {
  const sorted = byName(heads);
  const page: T[] = [];
  let used = 0;
  let index = offset;
  while (index < sorted.length) {
    const head = sorted[index] as T;
    if (page.length > 0 && used + head.size > budget) {
      break;
    }
    page.push(head);
    used += head.size;
    index += 1;
  }
  return { heads: page, next: index < sorted.length ? index : null };
}

/** `Link: <path?offset=N>; rel="next"` (RFC 8288) for a page that has a next one; undefined for the last. */
export function nextLink(path: string, page: BytePage<SizedHead>, query: Readonly<Record<string, string>> = {}): string | undefined {
  if (page.next === null) {
    return undefined;
  }
  const search = new URLSearchParams({ ...query, offset: String(page.next) });
  return `<${path}?${search.toString()}>; rel="next"`;
}
