// Starts the server: reads the configuration, checks the start-up conditions, migrates and listens.
import 'reflect-metadata';

import { Logger } from '@nestjs/common';

import { loadConfigOrExit } from './config/index.js';
import { createApp, describeDatabase } from './create-app.js';
import { checkStartUp, explainStartError } from './start-up-checks.js';

/** The port being started on, for the error line (unknown until the config is read). */
let port: number | undefined;

/**
 * Starts the server: config → start-up checks (DATA_DIR writable, DATABASE_URL reachable) → database migrations →
 * listen; closes cleanly on SIGTERM and SIGINT. A failed start prints one line naming the setting and exits with 1.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  port = config.port;
  await checkStartUp(config);
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
  // The one thing a person who typed `npm start` needs, on a line of its own.
  process.stdout.write(`\nOpen http://localhost:${config.port} in a browser (Ctrl-C stops the server).\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${explainStartError(error, port)}\n`);
  process.exit(1);
});
