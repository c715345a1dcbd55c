/**
 * `table[key]` when `key` is the table's own key, else undefined. The domain reads tables by values that come from
 * stored or typed data (a laying method, a row or cable type): a value such as `constructor` or `toString` must find
 * nothing rather than an inherited function of `Object.prototype`.
 */
export function own<V>(table: Readonly<Record<string, V>>, key: string | null | undefined): V | undefined {
  // only a string is a key here: anything else that stored data may hold (an array whose element has a `toString`
  // that is not a function) would be converted to a key, and that conversion may throw
  return typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined;
}
