// Runs one study on the engine pool, with its progress and result written to the database.
import type { RunEngine } from '@cla/domain';
import type { EntityManager } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';

import { parseJsonText } from '../../database/json-text.js';
import { BatchSchema, type StudyStatus } from './batch.entity.js';
import { type StudyInput, studyKind } from './study-kinds.js';

/** Progress is written to the database at most this often while a study runs, in ms (and at the end). */
export const PROGRESS_WRITE_MS = 250;

/** How one study is run. */
export interface ExecuteOptions {
  /** the engine, for this study's owner */
  readonly engine: (ownerId: string) => RunEngine;
  /**
   * statuses a runner may take the study from: `queued` (in the server process), or also `running` (a BullMQ job
   * given again to a worker after its first worker died)
   */
  readonly from: readonly StudyStatus[];
  /** stops the study between two runs: it goes back to `queued` (the process is stopping) */
  readonly signal?: AbortSignal;
  /** told the progress (0..1) as it grows, besides the database */
  readonly onProgress?: (progress: number) => void;
}

/**
 * What became of a study: finished (done or failed), given back (stopping), not taken (another runner has it, or it
 * was deleted), or stopped half way because its row was gone (deleted: cancelled; or taken by another runner).
 */
export type ExecuteOutcome = 'finished' | 'requeued' | 'skipped' | 'gone';

/**
 * Runs one study of the `batch` table: takes it (a conditional UPDATE, so that two runners never both run it), runs
 * its kind on the stored input, writes the progress as it goes and the result (`done`) or the reason (`failed`).
 * A study's own failure (an engine error, a bad range) fails the study; a database failure is thrown to the runner.
 * A progress write that finds the run's row gone (the study was deleted, or taken by another runner) stops the
 * study before its next engine run, writing nothing more.
 */
export async function executeStudy(em: EntityManager, id: string, options: ExecuteOptions): Promise<ExecuteOutcome> {
  const logger = new Logger('Studies');
  const db = em.fork();
  const started = new Date();
  const taken = await db.nativeUpdate(
    BatchSchema,
    { id, status: { $in: [...options.from] } },
    { status: 'running', progress: 0, runs: 0, startedAt: started, updatedAt: started },
  );
  if (taken === 0) {
    return 'skipped';
  }
  const row = await db.findOne(BatchSchema, { id }, { disableIdentityMap: true });
  if (row === null) {
    return 'skipped'; // deleted meanwhile
  }
  // Every later write is for this run only: if the study was taken again meanwhile (a BullMQ job given to another
  // worker after a stall), the other run's `startedAt` differs and this run writes nothing more.
  const mine = { id, status: 'running', startedAt: started } as const;
  const gone = new AbortController();
  const signal = options.signal === undefined ? gone.signal : AbortSignal.any([options.signal, gone.signal]);
  let writing: Promise<unknown> = Promise.resolve();
  let lastWrite = 0;
  let latest = 0;
  const onProgress = (done: number, total: number): void => {
    const progress = total > 0 ? Math.min(1, done / total) : 0;
    latest = progress;
    options.onProgress?.(progress);
    const now = Date.now();
    if (now - lastWrite < PROGRESS_WRITE_MS) {
      return;
    }
    lastWrite = now;
    writing = writing.then(() =>
      db.nativeUpdate(BatchSchema, mine, { progress, runs: done, updatedAt: new Date() }).then(
        (written) => {
          if (written === 0) {
            gone.abort();
          }
        },
        (error: unknown) => {
          logger.warn(`Progress of study ${id} not written: ${String(error)}`);
        },
      ),
    );
  };
  let runs = 0;
  const counted = (run: RunEngine): RunEngine => async (request) => {
    const response = await run(request);
    runs += 1;
    return response;
  };
  const kind = studyKind(row.kind);
  let outcome: { status: StudyStatus; result: string | null; error: string | null };
  try {
    if (kind === undefined) {
      throw new Error(`The study kind ${row.kind} is not available`);
    }
    const input = parseJsonText<StudyInput | null>(row.input, null);
    if (input === null) {
      throw new Error('The study has no input');
    }
    const parsed = kind.options.parse(parseJsonText<unknown>(row.options, {}));
    const result = await kind.run(input, parsed, counted(options.engine(row.ownerId)), { onProgress, signal });
    outcome = { status: 'done', result: JSON.stringify(result), error: null };
  } catch (error) {
    if (gone.signal.aborted) {
      await writing;
      logger.log(`Study ${id} was deleted (or taken by another runner): stopped`);
      return 'gone';
    }
    if (options.signal?.aborted === true) {
      await writing;
      await db.nativeUpdate(BatchSchema, mine, { status: 'queued', progress: 0, runs: 0, startedAt: null, updatedAt: new Date() });
      return 'requeued';
    }
    outcome = { status: 'failed', result: null, error: error instanceof Error ? error.message.slice(0, 2000) : String(error).slice(0, 2000) };
    logger.warn(`Study ${id} (${row.kind}) failed: ${outcome.error}`);
  }
  await writing;
  const finished = new Date();
  await db.nativeUpdate(
    BatchSchema,
    mine,
    { ...outcome, progress: outcome.status === 'done' ? 1 : latest, runs, finishedAt: finished, updatedAt: finished },
  );
  return 'finished';
}
