import { ConsoleLogger } from '@nestjs/common';

/** Nest's start-up chatter: one line per module, controller and route, at the `log` level. */
const START_UP_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/**
 * The console logger, minus Nest's per-module and per-route start-up lines and the migrator's line per migration,
 * so that a start prints what matters: one line for the database schema, the listening line, then warnings and
 * errors.
 */
export class AppLogger extends ConsoleLogger {
  /** Colours only on a terminal (never into a pipe or a file). */
  constructor(colors = process.stdout.isTTY === true) {
    super({ colors });
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
