// The metrics module: Prometheus metrics and the record of calculations.
import { Global, Module } from '@nestjs/common';

import { AppMetrics } from './app-metrics.js';
import { SimulationRecorder } from './simulation-recorder.js';

/**
 * The process's Prometheus metrics ({@link AppMetrics}) and the record of calculations ({@link SimulationRecorder}),
 * global so that the simulator and the mail outbox can report to them. `GET /metrics` itself is installed by
 * `createApp` in front of the routes (see metrics-endpoint.ts).
 */
@Global()
@Module({
  providers: [{ provide: AppMetrics, useFactory: () => new AppMetrics() }, SimulationRecorder],
  exports: [AppMetrics, SimulationRecorder],
})
export class MetricsModule {}
