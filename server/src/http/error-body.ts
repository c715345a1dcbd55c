// The JSON body and status of every error answer.
import type { ApiError } from '@cla/domain/api';
import { HttpException, HttpStatus } from '@nestjs/common';

import { DomainError, type ErrorCode } from '../errors/domain-error.js';
import type { Language } from '../i18n/language.js';
import { msg, translate } from '../i18n/messages.js';

/** The JSON body of every error answer (`@cla/domain/contracts` `ErrorBody`): status, code, message for a person (never internal details on a 500), details or `null`. */
export type ErrorBody = ApiError;

/** A size in bytes as people read it: `1 MB`, `512 KB`, `100 bytes`. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) {
    return `${bytes / 1024 / 1024} MB`;
  }
  return bytes >= 1024 && bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`;
}

/** The HTTP status of each error code. */
export const STATUS_OF_CODE: Readonly<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: HttpStatus.BAD_REQUEST,
  MALFORMED_REQUEST: HttpStatus.BAD_REQUEST,
  UNAUTHENTICATED: HttpStatus.UNAUTHORIZED,
  FORBIDDEN: HttpStatus.FORBIDDEN,
  NOT_FOUND: HttpStatus.NOT_FOUND,
  CONFLICT: HttpStatus.CONFLICT,
  PRECONDITION_FAILED: HttpStatus.PRECONDITION_FAILED,
  PAYLOAD_TOO_LARGE: HttpStatus.PAYLOAD_TOO_LARGE,
  UNSUPPORTED_MEDIA_TYPE: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  UNPROCESSABLE: HttpStatus.UNPROCESSABLE_ENTITY,
  CALCULATION_TIMEOUT: HttpStatus.UNPROCESSABLE_ENTITY,
  RATE_LIMITED: HttpStatus.TOO_MANY_REQUESTS,
  SERVICE_UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
  INTERNAL: HttpStatus.INTERNAL_SERVER_ERROR,
  E_LICENCE: HttpStatus.FORBIDDEN,
  E_SEATS: HttpStatus.CONFLICT,
  E_IN_USE: HttpStatus.CONFLICT,
};

/** The code of a client error raised by Nest or Express with only a status. */
function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 412:
      return 'PRECONDITION_FAILED';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 422:
      return 'UNPROCESSABLE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return status >= 500 ? 'INTERNAL' : 'MALFORMED_REQUEST';
  }
}

/**
 * Maps anything thrown while handling a request to its answer — the one place that knows HTTP statuses:
 * - a {@link DomainError} (what services, guards and pipes throw) gets the status of its code;
 * - an `HttpException` (Nest's own 404 for unknown routes) keeps its status and message;
 * - an error raised by Express or body-parser with a 4xx status meant for the client (malformed JSON,
 *   body over the limit, bad charset) keeps its status;
 * - everything else is a 500 (a bug) without details.
 *
 * The `message` (and the messages of `details.issues`) are in `language`: from the server's catalogue
 * (`src/i18n/`), or, for an error whose message is not there (Nest's, Express's), the catalogue's message of its
 * code — except in English, where such an error keeps its own message. The `code` never depends on the language.
 */
export function toErrorBody(exception: unknown, language: Language = 'en'): ErrorBody {
  if (exception instanceof DomainError) {
    return { statusCode: STATUS_OF_CODE[exception.code], code: exception.code, message: exception.messageIn(language), details: exception.detailsIn(language) };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status >= 500) {
      return internal(language);
    }
    return body(status, messageOf(exception.getResponse(), exception.message), language);
  }
  if (isClientHttpError(exception)) {
    if (exception.status === HttpStatus.PAYLOAD_TOO_LARGE) {
      // body-parser's error carries the limit it applied (JSON_BODY_LIMIT_KB).
      const limit = 'limit' in exception && typeof exception.limit === 'number' ? exception.limit : undefined;
      return {
        statusCode: exception.status,
        code: 'PAYLOAD_TOO_LARGE',
        message: translate(limit === undefined ? msg('http.bodyTooLarge') : msg('http.bodyOverLimit', { limit: formatSize(limit) }), language),
        details: limit === undefined ? null : { limitBytes: limit },
      };
    }
    return body(exception.status, exception.message, language);
  }
  return internal(language);
}

/** An answer of `statusCode` with `message` in English, else the catalogue's message of its code. */
function body(statusCode: number, message: string, language: Language): ErrorBody {
  const code = codeOfStatus(statusCode);
  return { statusCode, code, message: language === 'en' ? message : translate(msg(`code.${code}`), language), details: null };
}

function internal(language: Language): ErrorBody {
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, code: 'INTERNAL', message: translate(msg('code.INTERNAL'), language), details: null };
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
