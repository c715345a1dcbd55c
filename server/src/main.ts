import 'reflect-metadata';

import { Logger } from '@nestjs/common';

import { loadConfigOrExit } from './config/index.js';
import { createApp, describeDatabase } from './create-app.js';

/** Starts the server: config → database migrations → listen; closes cleanly on SIGTERM and SIGINT. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = new Logger('Main');
  const app = await createApp(config);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) {
      // A second signal while closing: the operator wants out now.
      process.exit(1);
    }
    closing = true;
    logger.log(`${signal} received, closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('Could not close cleanly', error instanceof Error ? error.stack : String(error));
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  try {
    await app.listen(config.port, '0.0.0.0');
  } catch (error) {
    await app.close();
    throw error;
  }
  logger.log(
    `Cable Laying Analyzer listening on http://localhost:${config.port} (database: ${describeDatabase(config.database)})`,
  );
}

main().catch((error: unknown) => {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  const message =
    code === 'EADDRINUSE'
      ? 'Could not start: the port is already in use (set PORT to another port)'
      : `Could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
