// Tests of the error bodies: statuses, codes, details and messages of every error.
import { HttpException, NotFoundException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';

import {
  CalculationTimeoutError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  ServiceUnavailableError,
  fieldIssue,
  SeatsError,
  UnauthenticatedError,
  ValidationError,
} from '../errors/domain-error.js';
import { msg } from '../i18n/messages.js';
import { toErrorBody } from './error-body.js';

/** Errors as body-parser raises them (the http-errors shape). */
function httpError(status: number, message: string, expose: boolean): Error {
  return Object.assign(new Error(message), { status, statusCode: status, expose, type: 'test' });
}

describe('toErrorBody', () => {
  it('maps a validation error to a 400 listing the fields', () => {
    const issues = [
      { field: 'email', message: 'must be an e-mail address' },
      { field: 'password', message: 'is required' },
    ];
    expect(toErrorBody(new ValidationError(issues))).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid input: email must be an e-mail address; password is required',
      details: { issues },
    });
  });

  it.each([
    [new UnauthenticatedError('Sign in first'), 401, 'UNAUTHENTICATED'],
    [new ForbiddenError('No', { reason: 'csrf' }), 403, 'FORBIDDEN'],
    [new NotFoundError('No such project'), 404, 'NOT_FOUND'],
    [new ConflictError('Already taken: email', { fields: ['email'] }), 409, 'CONFLICT'],
    [new RateLimitedError('Slow down', 42), 429, 'RATE_LIMITED'],
    [new ServiceUnavailableError('Busy', 1), 503, 'SERVICE_UNAVAILABLE'],
    [new CalculationTimeoutError(10_000), 422, 'CALCULATION_TIMEOUT'],
  ])('maps %s to its status', (error, statusCode, code) => {
    expect(toErrorBody(error)).toEqual({ statusCode, code, message: error.message, details: error.details });
  });

  it('answers a catalogue message in the language asked, the code and details unchanged', () => {
    const error = new SeatsError(msg('seats.takenAdmin', { licence: 'Crew', used: 3, seats: 3 }), { seats: 3, seatsUsed: 3 });
    expect(error.message).toBe('Every seat of the licence "Crew" is taken (3 of 3)');
    expect(toErrorBody(error, 'de')).toEqual({ statusCode: 409, code: 'E_SEATS', message: 'Alle Plätze der Lizenz „Crew“ sind belegt (3 von 3)', details: { seats: 3, seatsUsed: 3 } });
    expect(toErrorBody(error, 'fr').message).toBe('Toutes les places de la licence « Crew » sont prises (3 sur 3)');
  });

  it('answers an error without a catalogue message with its code’s message, except in English', () => {
    expect(toErrorBody(new NotFoundError('No such thing'), 'en').message).toBe('No such thing');
    expect(toErrorBody(new NotFoundError('No such thing'), 'it').message).toBe('Non trovato');
    expect(toErrorBody(new NotFoundException('Cannot GET /api/x'), 'fr')).toMatchObject({ code: 'NOT_FOUND', message: 'Introuvable' });
    expect(toErrorBody(new Error('boom'), 'de')).toEqual({ statusCode: 500, code: 'INTERNAL', message: 'Interner Serverfehler', details: null });
  });

  it('translates the field issues it has in its catalogue, in the summary too, and never leaks the key', () => {
    const error = new ValidationError([fieldIssue('oldPassword', 'issue.oldPassword'), { field: 'newPassword', message: 'must have at least 8 characters' }]);
    expect(toErrorBody(error, 'en')).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid input: oldPassword is not the current password; newPassword must have at least 8 characters',
      details: { issues: [{ field: 'oldPassword', message: 'is not the current password' }, { field: 'newPassword', message: 'must have at least 8 characters' }] },
    });
    expect(toErrorBody(error, 'fr')).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Saisie non valide : oldPassword n’est pas le mot de passe actuel; newPassword must have at least 8 characters',
      details: { issues: [{ field: 'oldPassword', message: 'n’est pas le mot de passe actuel' }, { field: 'newPassword', message: 'must have at least 8 characters' }] },
    });
    expect(toErrorBody(error, 'de').message).toBe('Ungültige Eingabe: oldPassword ist nicht das aktuelle Passwort; newPassword must have at least 8 characters');
    expect(toErrorBody(error, 'it').message).toBe('Dati non validi: oldPassword non è la password attuale; newPassword must have at least 8 characters');
  });

  it('carries the retry delay of a rate limit', () => {
    expect(toErrorBody(new RateLimitedError('Slow down', 42)).details).toEqual({ retryAfterSeconds: 42 });
  });

  it('keeps the status and message of an HttpException (unknown routes)', () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/x'))).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/x',
      details: null,
    });
  });

  it('joins a list of messages', () => {
    expect(toErrorBody(new HttpException({ message: ['a is missing', 'b is negative'] }, 400)).message).toBe(
      'a is missing; b is negative',
    );
  });

  it('maps a body over the limit to a 413 naming the limit body-parser applied', () => {
    const tooLarge = (limit: number): Error => Object.assign(httpError(413, 'request entity too large', true), { limit, length: limit + 1 });
    expect(toErrorBody(tooLarge(1024 * 1024))).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is larger than the 1 MB limit',
      details: { limitBytes: 1024 * 1024 },
    });
    expect(toErrorBody(tooLarge(64 * 1024)).message).toBe('The request body is larger than the 64 KB limit');
    expect(toErrorBody(tooLarge(1000)).message).toBe('The request body is larger than the 1000 bytes limit');
    expect(toErrorBody(httpError(413, 'request entity too large', true))).toMatchObject({ message: 'The request body is too large', details: null });
  });

  it('keeps other client errors of body-parser', () => {
    expect(toErrorBody(httpError(415, 'unsupported charset "LATIN-9"', true))).toEqual({
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'unsupported charset "LATIN-9"',
      details: null,
    });
    expect(toErrorBody(httpError(400, 'Unexpected end of JSON input', true)).code).toBe('MALFORMED_REQUEST');
  });

  it.each([
    ['an Error', new Error('secret detail')],
    ['an http error not meant for the client', httpError(400, 'secret detail', false)],
    ['a 5xx http error', httpError(502, 'secret detail', true)],
    ['a 5xx HttpException', new HttpException('secret detail', 503)],
    ['a thrown string', 'secret detail'],
    ['undefined', undefined],
  ])('answers %s with a bare 500', (_, exception) => {
    expect(toErrorBody(exception)).toEqual({ statusCode: 500, code: 'INTERNAL', message: 'Internal server error', details: null });
  });
});
