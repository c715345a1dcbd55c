import { ConsoleLogger } from '@nestjs/common';

/** Nest's start-up chatter: one line per module, controller and route, at the `log` level. */
const START_UP_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/**
 * The console logger, minus Nest's per-module and per-route start-up lines, so that a start prints what
 * matters: migrations applied, the listening line, then warnings and errors.
 */
export class AppLogger extends ConsoleLogger {
  override log(message: unknown, context?: string): void {
    if (context !== undefined && START_UP_CONTEXTS.has(context)) {
      return;
    }
    super.log(message, context);
  }
}
