// The columns the admin chose to see in a database table, remembered in this browser.
import { useCallback, useState } from 'react';

const KEY = 'cla.admin.columns.';

function read(table: string): string[] | undefined {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY + table) ?? 'null');
    return Array.isArray(stored) && stored.every((name) => typeof name === 'string') ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The columns the admin chose for a table, remembered in this browser (`undefined`: every column). */
export function useColumnChoice(table: string): [string[] | undefined, (columns: string[] | undefined) => void] {
  const [state, setState] = useState<{ table: string; columns: string[] | undefined }>(() => ({ table, columns: read(table) }));
  const columns = state.table === table ? state.columns : read(table);
  const choose = useCallback(
    (next: string[] | undefined) => {
      try {
        if (next === undefined) localStorage.removeItem(KEY + table);
        else localStorage.setItem(KEY + table, JSON.stringify(next));
      } catch {
        // Storage refused (private mode): the choice lasts until the page is left.
      }
      setState({ table, columns: next });
    },
    [table],
  );
  return [columns, choose];
}
