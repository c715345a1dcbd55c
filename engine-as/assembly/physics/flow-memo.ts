// The air flow solutions remembered from one call into the wasm to the next (physics/airflow.ts AirFlow.solve): a
// study runs one section many times with only the COF changed, and the flow of a head position does not depend on
// the COF — the march's 61 positions are solved once per study instead of once per run.

import { Debug } from '../core/debug';

/** Most solutions kept; beyond, all are forgotten and the memo fills again (a study needs ~62 per section; a key is
 * 6 numbers per air piece, so a route of 100 stretch changes keeps at most ~1.2 MB). */
const MEMO_SIZE: i32 = 256;

/** A solved flow: everything the solution depends on (`key`) and the solution (inlet pressure, mass flow, limited). */
export class SolvedFlow {
  constructor(public key: StaticArray<f64>, public pIn: f64, public mass: f64, public limited: bool) {}
}

const memo = new Map<u64, SolvedFlow>();

/** A hash of the key's bits (FNV-1a over the 64-bit words). */
function hashOf(key: StaticArray<f64>, n: i32): u64 {
  let h: u64 = 0xcbf29ce484222325;
  for (let i = 0; i < n; i++) {
    h ^= reinterpret<u64>(unchecked(key[i]));
    h *= 0x100000001b3;
  }
  return h;
}

/** The solution remembered for the first `n` values of `key`, bit for bit the same; null when none is. */
export function recallFlow(key: StaticArray<f64>, n: i32): SolvedFlow | null {
  if (!Debug.flowMemo) return null;
  const h = hashOf(key, n);
  if (!memo.has(h)) return null;
  const known = memo.get(h);
  const k = known.key;
  if (k.length != n) return null;
  for (let i = 0; i < n; i++) if (reinterpret<u64>(unchecked(k[i])) != reinterpret<u64>(unchecked(key[i]))) return null;
  return known;
}

/** Remembers the solution of the first `n` values of `key` (copied). */
export function rememberFlow(key: StaticArray<f64>, n: i32, pIn: f64, mass: f64, limited: bool): void {
  if (!Debug.flowMemo) return;
  if (memo.size >= MEMO_SIZE) memo.clear();
  const copy = new StaticArray<f64>(n);
  for (let i = 0; i < n; i++) unchecked((copy[i] = key[i]));
  memo.set(hashOf(key, n), new SolvedFlow(copy, pIn, mass, limited));
}
