// Writes rows to the database in batches off the request path (the access log, the simulation runs): one insert per batch, never a failed request.

/** How a {@link BatchedWriter} batches and what it does with a batch. */
export interface BatchedWriterOptions<Row> {
  /** A row waits at most this long before it is written… */
  readonly flushIntervalMs: number;
  /** …or a batch this large is written at once. */
  readonly flushSize: number;
  /** Beyond this many waiting rows (the database does not keep up), new ones are dropped and counted. */
  readonly maxPending: number;
  /** Writes one batch (one insert). */
  readonly write: (rows: readonly Row[]) => Promise<unknown>;
  /** Reports the rows dropped since the last batch (called before the next batch is written). */
  readonly onDropped: (count: number) => void;
  /** Reports a batch that could not be written (it is not retried). */
  readonly onError: (error: unknown, count: number) => void;
}

/**
 * Rows queued by {@link add} and written in batches: after `flushIntervalMs`, or at once when `flushSize` wait. One
 * batch is written at a time, in order; a failed write is reported, never thrown.
 */
export class BatchedWriter<Row> {
  private pending: Row[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private dropped = 0;

  constructor(private readonly options: BatchedWriterOptions<Row>) {}

  /** Queues one row (or drops and counts it when `maxPending` already wait). */
  add(row: Row): void {
    if (this.pending.length >= this.options.maxPending) {
      this.dropped += 1;
      return;
    }
    this.pending.push(row);
    if (this.pending.length >= this.options.flushSize) {
      void this.flush();
    } else if (this.timer === undefined) {
      this.timer = setTimeout(() => void this.flush(), this.options.flushIntervalMs);
      this.timer.unref();
    }
  }

  /** Resolves once every row queued so far is written (or reported as failed): tests, shutdown. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  private async write(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    if (this.dropped > 0) {
      this.options.onDropped(this.dropped);
      this.dropped = 0;
    }
    if (batch.length === 0) {
      return;
    }
    try {
      await this.options.write(batch);
    } catch (error) {
      this.options.onError(error, batch.length);
    }
  }
}
