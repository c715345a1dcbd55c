// The batch table: a study run as a job.
import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * A study run as a job (`batch`): a batch of engine runs on one section (`POST /api/studies`). `input` is what the
 * job needs to run without looking anything up (the section's data, the machine presets it names and the laying
 * methods the owner's licence allowed when it was asked for), `options` the kind's options as validated, `result`
 * the study's answer once `status` is `done`, `error` why it `failed`. JSON in text columns (the same on both
 * databases). `progress` goes from 0 to 1; `runs` counts the engine runs done.
 */
export const BatchSchema = defineEntity({
  name: 'Batch',
  tableName: 'batch',
  indexes: [
    { properties: ['sectionId'], name: 'batch_section_id_index' },
    { properties: ['ownerId', 'status'], name: 'batch_owner_id_status_index' },
  ],
  properties: (p) => ({
    id: p.uuid().primary(),
    sectionId: p.uuid(),
    ownerId: p.uuid(),
    kind: p.string().length(20),
    status: p.string().length(20),
    progress: p.double(),
    runs: p.integer(),
    options: p.text(),
    input: p.text(),
    result: p.text().nullable(),
    error: p.text().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
  }),
});

/** A `batch` row. */
export type BatchRow = InferEntity<typeof BatchSchema>;

/** Where a study is: waiting for a runner, running, finished with a result, or failed (`error` says why). */
export const STUDY_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type StudyStatus = (typeof STUDY_STATUSES)[number];

/** The statuses that count against the per-user limit. */
export const ACTIVE_STATUSES: readonly StudyStatus[] = ['queued', 'running'];
