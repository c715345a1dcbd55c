// The one place that turns errors into HTTP answers, in the request's language.
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpStatus, Inject, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';

import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { answerLanguage } from './answer-language.js';
import { toErrorBody } from './error-body.js';

/**
 * The one place that turns errors into HTTP answers: JSON `{ statusCode, code, message, details }` for
 * every error, including unknown routes (404), malformed JSON (400) and oversized bodies (413). A 500 means a
 * bug, so it is logged with its stack and its details stay out of the answer. The message is in the language of
 * {@link answerLanguage} (the user's, else `Accept-Language`, else `DEFAULT_LANGUAGE`), named by `Content-Language`.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const language = answerLanguage(request, this.config.defaultLanguage);
    const body = toErrorBody(exception, language);
    if (body.code === 'INTERNAL') {
      const stack = exception instanceof Error ? exception.stack : String(exception);
      this.logger.error(`${request.method} ${request.originalUrl} failed`, stack);
    } else if (body.statusCode >= HttpStatus.INTERNAL_SERVER_ERROR) {
      // An overload (503) is expected under load, not a bug: one line, no stack.
      this.logger.warn(`${request.method} ${request.originalUrl}: ${exception instanceof Error ? exception.message : body.message}`);
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
    response.setHeader('Content-Language', language);
    response.vary('Accept-Language');
    response.status(body.statusCode).json(body);
  }
}
