// A growable list of f64 for the engine's hot output paths (profile samples, the output's curves): `push` is
// inlined (a capacity compare and a store; Array<f64>#push is a call with its own capacity call each time) and
// `clear` keeps the capacity, so a list reused from one call into the wasm to the next grows once.

/** The storage of every empty list (capacity 0: the first push allocates). */
const EMPTY = new StaticArray<f64>(0);

export class F64List {
  private data: StaticArray<f64> = EMPTY;
  /** count of values (read it; `push`, `clear` and `truncate` change it) */
  length: i32 = 0;

  @inline push(v: f64): void {
    const n = this.length;
    if (n >= this.data.length) this.grow(n + 1);
    unchecked((this.data[n] = v));
    this.length = n + 1;
  }

  /** Appends without a capacity check: after `reserve(length + k)`, up to k of them. */
  @inline pushReserved(v: f64): void {
    const n = this.length;
    unchecked((this.data[n] = v));
    this.length = n + 1;
  }

  /** The value at i (0 ≤ i < length; traps outside, as Array does). */
  @inline @operator('[]') get(i: i32): f64 {
    if (<u32>i >= <u32>this.length) unreachable();
    return unchecked(this.data[i]);
  }

  /** The value at i without the bounds check (`unchecked(list[i])`; the caller keeps 0 ≤ i < length). */
  @inline @operator('{}') getUnchecked(i: i32): f64 {
    return unchecked(this.data[i]);
  }

  /** The last value (length > 0). */
  @inline last(): f64 {
    return this.get(this.length - 1);
  }

  /** Empties the list, keeping its capacity. */
  clear(): void {
    this.length = 0;
  }

  /** Keeps the first n values (n ≤ length). */
  truncate(n: i32): void {
    if (n < this.length) this.length = max(0, n);
  }

  /** Makes room for `n` values in all (no push up to n reallocates). */
  @inline reserve(n: i32): void {
    if (n > this.data.length) this.grow(n);
  }

  /** Replaces the values by the first n of `src`. */
  copyFrom(src: F64List, n: i32 = -1): void {
    const count = n < 0 ? src.length : min(n, src.length);
    this.reserve(count);
    memory.copy(changetype<usize>(this.data), changetype<usize>(src.data), <usize>count << 3);
    this.length = count;
  }

  /** Replaces the values by the first n of an Array. */
  copyFromArray(src: Array<f64>, n: i32): void {
    const count = min(n, src.length);
    this.reserve(count);
    memory.copy(changetype<usize>(this.data), src.dataStart, <usize>count << 3);
    this.length = count;
  }

  /** Replaces the values by n zeros. */
  zeros(n: i32): void {
    this.reserve(n);
    memory.fill(changetype<usize>(this.data), 0, <usize>n << 3);
    this.length = n;
  }

  /** Address of the first value (valid until the next push or reserve). */
  @inline dataStart(): usize {
    return changetype<usize>(this.data);
  }

  private grow(need: i32): void {
    const cap = max(need, max(16, this.data.length << 1));
    const next = new StaticArray<f64>(cap);
    memory.copy(changetype<usize>(next), changetype<usize>(this.data), <usize>this.length << 3);
    this.data = next;
  }
}
