import { STATUS_CODES } from 'node:http';

import { HttpException, HttpStatus } from '@nestjs/common';

/** The JSON body of every error answer. */
export interface ErrorBody {
  /** The HTTP status code, repeated in the body. */
  statusCode: number;
  /** The status text, e.g. `Bad Request`. */
  error: string;
  /** What went wrong, for a person; never internal details on a 500. */
  message: string;
}

/** The limit of JSON request bodies, in the `bytes` notation body-parser takes. */
export const JSON_BODY_LIMIT = '1mb';

/**
 * Maps anything thrown while handling a request to its answer: an `HttpException` keeps its status and
 * message; an error raised by Express or body-parser with a 4xx status meant for the client (malformed
 * JSON, body over the limit, bad charset) keeps its status; everything else is a 500 (a bug).
 */
export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    return body(status, messageOf(exception.getResponse(), exception.message));
  }
  if (isClientHttpError(exception)) {
    const message =
      exception.status === HttpStatus.PAYLOAD_TOO_LARGE
        ? `The request body is larger than the ${JSON_BODY_LIMIT.toUpperCase()} limit`
        : exception.message;
    return body(exception.status, message);
  }
  return body(HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error');
}

function body(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** Nest's responses are a string or `{ message: string | string[] }` (validation lists one per problem). */
function messageOf(response: string | object, fallback: string): string {
  if (typeof response === 'string') {
    return response;
  }
  const message: unknown = 'message' in response ? response.message : undefined;
  if (typeof message === 'string') {
    return message;
  }
  if (Array.isArray(message) && message.every((item) => typeof item === 'string')) {
    return message.join('; ');
  }
  return fallback;
}

/** An `http-errors` error (body-parser, Express) whose message is safe to show: `expose` and a 4xx status. */
function isClientHttpError(exception: unknown): exception is Error & { status: number } {
  return (
    exception instanceof Error &&
    'status' in exception &&
    typeof exception.status === 'number' &&
    exception.status >= 400 &&
    exception.status < 500 &&
    'expose' in exception &&
    exception.expose === true
  );
}
