// Records every request to the API and the simulator when its answer ends.
import type { NextFunction, Request, Response } from 'express';

import { authContextOf } from '../identity/auth.decorators.js';
import type { AccessLogService } from './access-log.service.js';

const LOGGED = /^\/(api|simulator)(\/|$)/i;

/**
 * Records every request to `/api/**` and `/simulator/**` when its answer ends (or the client goes away):
 * method, path, status, the signed-in user (as the guard resolved it) and the prefix of the API key when the request
 * came with one, duration in ms. Web app files are not
 * logged.
 */
export function accessLog(service: AccessLogService) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!LOGGED.test(request.path)) {
      next();
      return;
    }
    const started = process.hrtime.bigint();
    const at = new Date();
    let done = false;
    const finish = (): void => {
      if (done) {
        return;
      }
      done = true;
      service.record({
        method: request.method,
        // Masked when the batch is written, off the request path.
        path: request.originalUrl,
        status: response.statusCode,
        userId: authContextOf(request)?.user.id ?? null,
        apiKeyPrefix: authContextOf(request)?.apiKey?.prefix ?? null,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e6),
        at,
      });
    };
    response.once('finish', finish);
    response.once('close', finish);
    next();
  };
}
