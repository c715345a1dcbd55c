// Counts and times each HTTP request by route pattern for the metrics.
import type { NextFunction, Request, Response } from 'express';

import type { AppMetrics } from './app-metrics.js';

/**
 * The route pattern a request matched (`/api/section/:id`), never its URL, so that the metrics' labels stay few:
 * `(web)` for the web app's files and pages, `(unmatched)` for the rest (unknown routes, refusals before routing).
 */
export function routeLabel(request: Request): string {
  const route = (request as Request & { route?: { path?: unknown } }).route;
  if (route !== undefined && typeof route.path === 'string') {
    return `${request.baseUrl}${route.path}`;
  }
  return /^\/(api|simulator|metrics)(\/|$)/i.test(request.path) ? '(unmatched)' : '(web)';
}

/** Counts and times every answer by method, route pattern and status, when it ends. */
export function httpMetrics(metrics: AppMetrics) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    let done = false;
    const finish = (): void => {
      if (done) {
        return;
      }
      done = true;
      const labels = { method: request.method, route: routeLabel(request), status: String(response.statusCode) };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    };
    response.once('finish', finish);
    response.once('close', finish);
    next();
  };
}
