// The last lines the server logged, kept in memory for the admin area.
/** One line the server logged. */
export interface LogLine {
  readonly time: string;
  readonly level: string;
  readonly context: string;
  readonly message: string;
}

/**
 * The last lines the process logged, oldest dropped first: what the admin's `logs` table view shows. The full log
 * goes to the standard output; this keeps a bounded window of it in memory (a few hundred short lines).
 */
export class RecentLog {
  private readonly lines: LogLine[] = [];

  constructor(readonly capacity = 500) {}

  add(level: string, context: string, message: unknown, at = new Date()): void {
    const text = message instanceof Error ? message.message : typeof message === 'string' ? message : JSON.stringify(message) ?? String(message);
    this.lines.push({ time: at.toISOString(), level, context, message: text.slice(0, 2000) });
    if (this.lines.length > this.capacity) this.lines.splice(0, this.lines.length - this.capacity);
  }

  /** The kept lines, oldest first. */
  all(): readonly LogLine[] {
    return [...this.lines];
  }
}

/** The process's recent log, written by {@link AppLogger}. */
export const recentLog = new RecentLog();
