// GET /metrics: the Prometheus metrics behind METRICS_TOKEN.
import { createHash, timingSafeEqual } from 'node:crypto';

import type { NextFunction, Request, Response } from 'express';

import type { AppMetrics } from './app-metrics.js';

/** Compares two secrets in constant time (their SHA-256, so that lengths do not leak either). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * `GET /metrics`: the Prometheus text format, for a scraper holding `Authorization: Bearer <METRICS_TOKEN>`. Plain
 * Express (outside Nest's guards: the bearer here is not an API key). No token configured: 404 as if the route did not
 * exist; a missing or wrong bearer: 401 with `WWW-Authenticate: Bearer`.
 */
export function metricsEndpoint(metrics: AppMetrics, token: string) {
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if (request.path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      next();
      return;
    }
    if (token === '') {
      response.status(404).json({ statusCode: 404, code: 'NOT_FOUND', message: 'Cannot GET /metrics (METRICS_TOKEN is not set)', details: null });
      return;
    }
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match === null || !sameSecret(match[1] ?? '', token)) {
      response
        .status(401)
        .set('WWW-Authenticate', 'Bearer realm="metrics"')
        .json({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>', details: null });
      return;
    }
    try {
      const { contentType, text } = await metrics.render();
      response.status(200).set('Cache-Control', 'no-store').type(contentType).send(text);
    } catch (error) {
      next(error);
    }
  };
}
