// The process's Prometheus metrics.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the engine queue gauges read when scraped (the process's pool). */
export interface EngineQueueStats {
  readonly workers: number;
  readonly busy: number;
  readonly queued: number;
}

/** Seconds: from a fast API read to a long calculation. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const SIMULATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/**
 * The process's Prometheus metrics (prom-client), in a registry of its own (not prom-client's global one, so two
 * apps in one process — the tests — do not mix). Labels are bounded: route patterns, not URLs; laying methods and
 * outcomes from closed lists.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private engineStats: () => EngineQueueStats | null = () => null;

  readonly httpRequests = new Counter({
    name: 'cla_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'cla_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  readonly simulations = new Counter({
    name: 'cla_simulations_total',
    help: 'Calculations of POST /simulator/calculate, by laying method and outcome',
    labelNames: ['method', 'status'] as const,
    registers: [this.registry],
  });

  readonly simulationDuration = new Histogram({
    name: 'cla_simulation_duration_seconds',
    help: 'Time of a calculation from its arrival in the queue to its answer (waiting included), by laying method and outcome',
    labelNames: ['method', 'status'] as const,
    buckets: SIMULATION_BUCKETS,
    registers: [this.registry],
  });

  readonly mails = new Counter({
    name: 'cla_mails_total',
    help: 'E-mails of the outbox handed to the mailer, by kind and outcome (sent, failed: one failed attempt, given-up)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor(options: { readonly defaultMetrics?: boolean } = {}) {
    const read = (): EngineQueueStats | null => this.engineStats();
    new Gauge({
      name: 'cla_engine_queue_length',
      help: 'Calculations waiting for a free engine worker (the fair queue)',
      registers: [this.registry],
      collect() {
        this.set(read()?.queued ?? 0);
      },
    });
    new Gauge({
      name: 'cla_engine_busy_workers',
      help: 'Engine workers running a calculation',
      registers: [this.registry],
      collect() {
        this.set(read()?.busy ?? 0);
      },
    });
    new Gauge({
      name: 'cla_engine_workers',
      help: 'Engine worker threads of the pool',
      registers: [this.registry],
      collect() {
        this.set(read()?.workers ?? 0);
      },
    });
    if (options.defaultMetrics !== false) {
      collectDefaultMetrics({ register: this.registry, prefix: 'cla_' });
    }
  }

  /** Where the engine gauges read from (the simulator's pool registers itself). */
  watchEngine(stats: () => EngineQueueStats): void {
    this.engineStats = stats;
  }

  /** The metrics in the Prometheus text format, and its content type. */
  async render(): Promise<{ readonly contentType: string; readonly text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
