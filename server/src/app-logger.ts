// The server's logger: Nest's console logger without the start-up chatter, copying each line to the recent log.
import { ConsoleLogger, type LogLevel } from '@nestjs/common';

import { recentLog, type RecentLog } from './recent-log.js';

/** Nest's start-up chatter: one line per module, controller and route, at the `log` level. */
const START_UP_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/**
 * The console logger, minus Nest's per-module and per-route start-up lines and the migrator's line per migration,
 * so that a start prints what matters: one line for the database schema, the listening line, then warnings and
 * errors.
 */
export class AppLogger extends ConsoleLogger {
  /** Colours only on a terminal (never into a pipe or a file); every line printed is also kept in `recent`. */
  constructor(
    colors = process.stdout.isTTY === true,
    private readonly recent: RecentLog = recentLog,
  ) {
    super({ colors });
  }

  protected override printMessages(messages: unknown[], context = '', logLevel: LogLevel = 'log', writeStreamType?: 'stdout' | 'stderr', errorStack?: unknown): void {
    for (const message of messages) this.recent.add(logLevel, context, message);
    super.printMessages(messages, context, logLevel, writeStreamType, errorStack);
  }

  override log(message: unknown, context?: string): void {
    if (context !== undefined && START_UP_CONTEXTS.has(context)) {
      return;
    }
    if (context === 'MikroORM' && typeof message === 'string' && message.startsWith('[migrator]')) {
      return; // summed up in one line by createApp
    }
    super.log(message, context);
  }
}
