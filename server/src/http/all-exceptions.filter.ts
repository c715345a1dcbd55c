import { type ArgumentsHost, Catch, type ExceptionFilter, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';

import { toErrorBody } from './error-body.js';

/**
 * The one place that turns errors into HTTP answers: JSON `{ statusCode, code, message, details }` for
 * every error, including unknown routes (404), malformed JSON (400) and oversized bodies (413). A 500 means a
 * bug, so it is logged with its stack and its details stay out of the answer.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const body = toErrorBody(exception);
    if (body.code === 'INTERNAL') {
      const stack = exception instanceof Error ? exception.stack : String(exception);
      this.logger.error(`${request.method} ${request.originalUrl} failed`, stack);
    } else if (body.statusCode >= HttpStatus.INTERNAL_SERVER_ERROR) {
      // An overload (503) is expected under load, not a bug: one line, no stack.
      this.logger.warn(`${request.method} ${request.originalUrl}: ${body.message}`);
    }
    if (response.headersSent) {
      // Too late for a JSON answer: end the response so the client does not hang.
      response.end();
      return;
    }
    const retryAfter = body.details?.['retryAfterSeconds'];
    if ((body.code === 'RATE_LIMITED' || body.code === 'SERVICE_UNAVAILABLE') && typeof retryAfter === 'number') {
      response.setHeader('Retry-After', String(retryAfter));
    }
    response.status(body.statusCode).json(body);
  }
}
