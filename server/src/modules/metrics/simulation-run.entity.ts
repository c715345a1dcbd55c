// The simulation_run table: one completed calculation.
import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * One completed calculation of `POST /simulator/calculate` (`simulation_run`): who, which laying method, the outcome
 * (`success`, `failed`, `notStarted` as the engine answered; `timeout`, `error` when it did not answer), and the time on
 * the worker in ms. Written by {@link SimulationRecorder}; read by the admin's dashboard and statistics.
 */
export const SimulationRunSchema = defineEntity({
  name: 'SimulationRun',
  tableName: 'simulation_run',
  indexes: [{ properties: ['createdAt'], name: 'simulation_run_created_at_index' }],
  properties: (p) => ({
    id: p.uuid().primary(),
    userId: p.uuid().nullable(),
    method: p.string().length(20),
    status: p.string().length(20),
    durationMs: p.integer(),
    createdAt: p.datetime(),
  }),
});

/** A `simulation_run` row. */
export type SimulationRunRow = InferEntity<typeof SimulationRunSchema>;
