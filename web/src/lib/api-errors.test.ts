import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import frMessages from '../i18n/fr.json';
import { ApiError } from './api-client.ts';
import { apiErrorMessage } from './api-errors.ts';

const intl = createIntl({ locale: 'en', messages: en });
const http = (status: number, code?: string, serverMessage = 'The section breaks 1 rule: section.equipment.cableEnd.error.notAllowed') =>
  new ApiError('http', serverMessage, { status, code, serverMessage });

describe('server errors on screen', () => {
  it('are translated by the server’s error code, never shown as the server’s own text', () => {
    expect(apiErrorMessage(intl, http(422, 'UNPROCESSABLE'))).toBe('The server refused the data: a value breaks one of the rules.');
    expect(apiErrorMessage(intl, http(409, 'CONFLICT'))).toBe(en['error.conflict']);
    expect(apiErrorMessage(intl, http(503, 'SERVICE_UNAVAILABLE'))).toBe(en['error.code.serviceUnavailable']);
    expect(apiErrorMessage(createIntl({ locale: 'de', messages: de }), http(400, 'VALIDATION_FAILED'))).toBe(de['error.code.validationFailed']);
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 502, 503, 418]) {
      expect(apiErrorMessage(intl, http(status))).not.toContain('section.equipment');
    }
  });

  it('fall back to the HTTP status in words for an unknown code or status', () => {
    expect(apiErrorMessage(intl, http(418, 'TEAPOT'))).toBe('The server answered with an error (HTTP 418).');
    expect(apiErrorMessage(intl, http(500, 'INTERNAL'))).toBe('The server had a problem (HTTP 500). Please try again later.');
    expect(apiErrorMessage(intl, http(502))).toBe('The server had a problem (HTTP 502). Please try again later.');
    expect(apiErrorMessage(intl, new ApiError('network', 'x'))).toBe(en['error.noResponse']);
  });

  it('say which method a licence refuses, or why it allows nothing (403 E_LICENCE), in the user’s language', () => {
    const licence = (details: Record<string, unknown>) =>
      new ApiError('http', 'The laying method "jetting" is not allowed', { status: 403, code: 'E_LICENCE', serverMessage: 'x', body: { statusCode: 403, code: 'E_LICENCE', message: 'x', details } });
    expect(apiErrorMessage(intl, licence({ reason: 'method', method: 'jetting' }))).toBe('Your licence does not allow the laying method Jetting.');
    expect(apiErrorMessage(intl, licence({ reason: 'expired', method: 'pull', validUntil: '2026-01-31' }))).toBe(
      'Your licence expired on Jan 31, 2026: nothing can be calculated or saved. Ask your manager or distributor to renew it.',
    );
    expect(apiErrorMessage(createIntl({ locale: 'de', messages: de }), licence({ reason: 'method', method: 'jetting' }))).toContain('Verlegemethode');
    expect(apiErrorMessage(intl, http(409, 'E_SEATS'))).toBe(en['error.code.seats']);
  });

  it('say what a refusal’s reason is (a taken address, the last manager, the key limit, closed registration), not “someone changed this”', () => {
    const refused = (status: number, code: string, details: Record<string, unknown>) =>
      new ApiError('http', 'x', { status, code, serverMessage: 'x', body: { statusCode: status, code, message: 'x', details } });
    const fr = createIntl({ locale: 'fr', messages: frMessages });
    expect(apiErrorMessage(intl, refused(409, 'CONFLICT', { fields: ['email'], reason: 'alreadyMember' }))).toBe(en['error.reason.alreadyMemberEmail']);
    expect(apiErrorMessage(intl, refused(409, 'CONFLICT', { fields: ['email'], reason: 'alreadyInvited' }))).toBe(en['error.reason.alreadyInvited']);
    expect(apiErrorMessage(intl, refused(409, 'CONFLICT', { reason: 'alreadyMember' }))).toBe(en['error.reason.alreadyMember']);
    expect(apiErrorMessage(intl, refused(409, 'CONFLICT', { reason: 'otherCompany' }))).toBe(en['company.join.otherCompany']);
    expect(apiErrorMessage(fr, refused(409, 'CONFLICT', { reason: 'lastManager' }))).toBe(frMessages['error.reason.lastManager']);
    expect(apiErrorMessage(intl, refused(409, 'CONFLICT', { reason: 'limit', limit: 20 }))).toBe('You already have 20 API keys: revoke one you no longer use first.');
    expect(apiErrorMessage(intl, refused(409, 'CONFLICT', { fields: ['email'] }))).toBe(en['error.reason.emailTaken']);
    expect(apiErrorMessage(intl, refused(409, 'CONFLICT', { fields: ['username'] }))).toBe(en['error.reason.usernameTaken']);
    expect(apiErrorMessage(intl, refused(409, 'CONFLICT', { fields: ['username', 'email'] }))).toBe(en['account.register.taken']);
    expect(apiErrorMessage(intl, refused(403, 'FORBIDDEN', { reason: 'registration-closed' }))).toBe(en['error.reason.registrationClosed']);
    expect(apiErrorMessage(intl, refused(403, 'FORBIDDEN', { reason: 'selfDemote' }))).toBe(en['error.reason.selfDemote']);
    // a stale save and an unknown reason keep the code's sentence
    expect(apiErrorMessage(intl, refused(409, 'CONFLICT', { reason: 'version', currentVersion: 3 }))).toBe(en['error.conflict']);
    expect(apiErrorMessage(intl, refused(403, 'FORBIDDEN', { reason: 'somethingElse' }))).toBe(en['error.forbidden']);
  });
});
