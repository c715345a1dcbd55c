import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';

import { toErrorBody } from './error-body.js';

/** Errors as body-parser raises them (the http-errors shape). */
function httpError(status: number, message: string, expose: boolean): Error {
  return Object.assign(new Error(message), { status, statusCode: status, expose, type: 'test' });
}

describe('toErrorBody', () => {
  it('keeps the status and message of an HttpException', () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/x'))).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Cannot GET /api/x',
    });
  });

  it('joins a list of messages', () => {
    expect(toErrorBody(new BadRequestException(['a is missing', 'b is negative'])).message).toBe(
      'a is missing; b is negative',
    );
  });

  it('takes a plain string response', () => {
    expect(toErrorBody(new HttpException('Slow down', 429))).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Slow down',
    });
  });

  it('maps a body over the limit to a 413 naming the limit', () => {
    expect(toErrorBody(httpError(413, 'request entity too large', true))).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The request body is larger than the 1MB limit',
    });
  });

  it('keeps other client errors of body-parser', () => {
    expect(toErrorBody(httpError(415, 'unsupported charset "LATIN-9"', true))).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'unsupported charset "LATIN-9"',
    });
  });

  it.each([
    ['an Error', new Error('secret detail')],
    ['an http error not meant for the client', httpError(400, 'secret detail', false)],
    ['a 5xx http error', httpError(502, 'secret detail', true)],
    ['a thrown string', 'secret detail'],
    ['undefined', undefined],
  ])('answers %s with a bare 500', (_, exception) => {
    expect(toErrorBody(exception)).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' });
  });
});
