/**
 * `table[key]` when `key` is the table's own key, else undefined. The domain reads tables by values that come from
 * stored or typed data (a laying method, a row or cable type): a value such as `constructor` or `toString` must find
 * nothing rather than an inherited function of `Object.prototype`.
 */
export function own<V>(table: Readonly<Record<string, V>>, key: string | null | undefined): V | undefined {
  return key !== null && key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}
