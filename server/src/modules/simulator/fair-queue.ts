// A bounded queue fair between users: each has its own FIFO, served in turn.
/** Why {@link FairQueue.push} refused an item. */
export type FairQueueRefusal = 'full' | 'owner-full';

/**
 * A bounded queue that is fair between owners (users): each owner has its own FIFO, and {@link shift} takes
 * one item from each owner in turn (round-robin), so one owner's burst of 50 items delays another owner's single
 * item by at most one item per other waiting owner, not by 50. Bounded twice: `limit` items in all, and
 * `ownerLimit` items per owner.
 */
export class FairQueue<T> {
  /** The owners with waiting items, in the order they will be served (a Map keeps insertion order). */
  private readonly byOwner = new Map<string, T[]>();
  private count = 0;

  constructor(
    private readonly limit: number,
    private readonly ownerLimit: number,
  ) {}

  /** Items waiting, all owners together. */
  get size(): number {
    return this.count;
  }

  /** Items waiting for one owner. */
  sizeOf(owner: string): number {
    return this.byOwner.get(owner)?.length ?? 0;
  }

  /** Adds an item at the end of its owner's queue, or says why it cannot (the owner's cap first). */
  push(owner: string, item: T): FairQueueRefusal | undefined {
    const items = this.byOwner.get(owner);
    if ((items?.length ?? 0) >= this.ownerLimit) {
      return 'owner-full';
    }
    if (this.count >= this.limit) {
      return 'full';
    }
    if (items === undefined) {
      this.byOwner.set(owner, [item]);
    } else {
      items.push(item);
    }
    this.count += 1;
    return undefined;
  }

  /** Takes the next item: the oldest of the owner whose turn it is; that owner then goes to the back. */
  shift(): T | undefined {
    const next = this.byOwner.entries().next();
    if (next.done === true) {
      return undefined;
    }
    const [owner, items] = next.value;
    const item = items.shift() as T;
    this.byOwner.delete(owner);
    if (items.length > 0) {
      this.byOwner.set(owner, items);
    }
    this.count -= 1;
    return item;
  }

  /** Removes one waiting item (e.g. its client went away); false when it is not waiting. */
  remove(owner: string, item: T): boolean {
    const items = this.byOwner.get(owner);
    const index = items?.indexOf(item) ?? -1;
    if (items === undefined || index < 0) {
      return false;
    }
    items.splice(index, 1);
    if (items.length === 0) {
      this.byOwner.delete(owner);
    }
    this.count -= 1;
    return true;
  }

  /** Empties the queue and answers what was waiting, in no particular order. */
  drain(): T[] {
    const all = [...this.byOwner.values()].flat();
    this.byOwner.clear();
    this.count = 0;
    return all;
  }
}
