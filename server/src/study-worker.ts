// The study worker process (npm run worker): runs studies from the BullMQ queue.
import 'reflect-metadata';

import { setImmediate as nextTurn } from 'node:timers/promises';

import type { RunEngine } from '@cla/domain';
import { createEngine } from '@cla/engine';
import { MikroORM } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import { Worker } from 'bullmq';

import { loadConfigOrExit } from './config/index.js';
import { buildOrmOptions } from './database/orm-options.js';
import { redisOptionsOf, STUDY_QUEUE_NAME } from './modules/studies/redis-options.js';
import { executeStudy } from './modules/studies/study-executor.js';

/** The longest a worker computes without giving its event loop a turn, in ms (well under any `STUDY_LOCK_MS`). */
const YIELD_MS = 50;

/**
 * `npm run worker`: one process that runs studies from the BullMQ queue (`REDIS_URL`, `STUDY_QUEUE_PREFIX`), one at
 * a time, with its own engine, and writes their progress and results to the database (`DATABASE_URL` or the SQLite
 * file in `DATA_DIR`, which the server migrates). Start as many as wanted. A worker that dies mid-study loses its
 * hold on the job after `STUDY_LOCK_MS`; another worker then runs the study again from the start.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = new Logger('StudyWorker');
  if (config.redisUrl === '') {
    throw new Error('npm run worker needs REDIS_URL: without it the server runs the studies itself');
  }
  const orm = await MikroORM.init(buildOrmOptions(config.database, (message) => logger.debug(message)));
  const pending = await orm.getMigrator().getPendingMigrations();
  if (pending.length > 0) {
    await orm.close(true);
    throw new Error('The database is not migrated yet: start the server once (npm start) before the workers');
  }
  const engine = await createEngine();
  // One study at a time on this thread. Between two engine runs, at least every YIELD_MS, the event loop gets a turn:
  // the job's lock renewal and the progress writes run then. (A turn after every run cost ~3 ms each: the worker
  // then did about 140 runs/s instead of 260 on the demo push section; bench/README.md.)
  let lastTurn = performance.now();
  const run: RunEngine = async (request) => {
    if (performance.now() - lastTurn >= YIELD_MS) {
      await nextTurn();
      lastTurn = performance.now();
    }
    return engine.calculate(request);
  };
  const lockMs = config.studies.lockMs;
  const worker = new Worker(
    STUDY_QUEUE_NAME,
    async (job) => {
      const id = (job.data as { id: string }).id;
      let reported = 0;
      await executeStudy(orm.em, id, {
        engine: () => run,
        from: ['queued', 'running'],
        onProgress: (progress) => {
          if (progress - reported >= 0.01 || progress === 1) {
            reported = progress;
            void job.updateProgress(Math.round(progress * 100)).catch(() => undefined);
          }
        },
      });
    },
    {
      connection: redisOptionsOf(config.redisUrl),
      prefix: config.studies.queuePrefix,
      concurrency: 1,
      lockDuration: lockMs,
      stalledInterval: Math.max(500, Math.floor(lockMs / 2)),
      maxStalledCount: 3,
    },
  );
  worker.on('failed', (job, error) => logger.warn(`Study job ${job?.id ?? '?'} failed: ${error.message}`));
  worker.on('error', (error) => logger.error(`Queue error: ${error.message}`));
  await worker.waitUntilReady();
  logger.log(`Study worker ${process.pid} ready (queue ${config.studies.queuePrefix}:${STUDY_QUEUE_NAME})`);
  process.stdout.write(`study worker ready\n`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) {
      process.exit(1);
    }
    closing = true;
    logger.log(`${signal} received: finishing the current study, then stopping`);
    worker
      .close()
      .then(() => orm.close(true))
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
