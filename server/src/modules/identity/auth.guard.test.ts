// Tests of the auth guard: sessions, CSRF, roles and API keys.
import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';

import { ForbiddenError, UnauthenticatedError } from '../../errors/domain-error.js';
import type { ApiKeyAuth, ApiKeyAuthService } from './api-key-auth.service.js';
import { ApiKeyAllowed, authContextOf, Public, Roles } from './auth.decorators.js';
import { AuthGuard } from './auth.guard.js';
import type { AuthContext, SessionsService } from './sessions.service.js';
import type { Role, User } from './user.entity.js';

class Routes {
  @Public()
  open(): void {}

  signedIn(): void {}

  @Roles('admin')
  adminOnly(): void {}

  @Roles('admin', 'ordinary')
  everyone(): void {}

  @ApiKeyAllowed()
  forKeys(): void {}

  @ApiKeyAllowed()
  @Roles('admin')
  adminKeys(): void {}
}

const KEY = `cla_${'k'.repeat(43)}`;

/** A fake API key service that knows one key, of an ordinary user. */
const apiKeys = {
  resolve: (token: string) =>
    Promise.resolve<ApiKeyAuth | null>(token === KEY ? { user: { id: 'u2', role: 'ordinary' } as User, apiKey: { id: 'k1', prefix: 'cla_kkkkkkkk' } } : null),
} as unknown as ApiKeyAuthService;

const TOKEN = 'a'.repeat(43);

/** A fake sessions service that knows one token, for a user of the given role. */
function sessionsFor(role: Role): SessionsService {
  const auth: AuthContext = { user: { id: 'u1', role } as User, sessionId: 's1', xsrfToken: 'xsrf-ok', impersonatorId: null };
  return { resolve: (token: string) => Promise.resolve(token === TOKEN ? auth : null) } as unknown as SessionsService;
}

function contextOf(handler: keyof Routes, request: Partial<Request>): ExecutionContext {
  const full = { method: 'GET', headers: {}, ...request } as Request;
  return {
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => full }),
  } as unknown as ExecutionContext;
}

const signedIn = { headers: { cookie: `cla_session=${TOKEN}` } };

describe('AuthGuard', () => {
  const guard = (role: Role = 'ordinary') => new AuthGuard(new Reflector(), sessionsFor(role), apiKeys);

  it('lets anybody through a @Public() route', async () => {
    expect(await guard().canActivate(contextOf('open', {}))).toBe(true);
  });

  it('denies anonymous callers by default (401)', async () => {
    await expect(guard().canActivate(contextOf('signedIn', {}))).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(
      guard().canActivate(contextOf('signedIn', { headers: { cookie: 'cla_session=unknown' } })),
    ).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('lets a session through and records it on the request', async () => {
    const context = contextOf('signedIn', signedIn);
    expect(await guard().canActivate(context)).toBe(true);
    expect(authContextOf(context.switchToHttp().getRequest<Request>())?.user.id).toBe('u1');
  });

  it('checks @Roles (403 for other roles)', async () => {
    await expect(guard('ordinary').canActivate(contextOf('adminOnly', signedIn))).rejects.toBeInstanceOf(ForbiddenError);
    expect(await guard('admin').canActivate(contextOf('adminOnly', signedIn))).toBe(true);
    expect(await guard('ordinary').canActivate(contextOf('everyone', signedIn))).toBe(true);
  });

  it('requires the CSRF header on cookie-authenticated writes, public routes included', async () => {
    const write = (header?: string) =>
      contextOf('open', {
        method: 'POST',
        headers: { cookie: `cla_session=${TOKEN}`, ...(header === undefined ? {} : { 'x-xsrf-token': header }) },
      });
    await expect(guard().canActivate(write())).rejects.toBeInstanceOf(ForbiddenError);
    await expect(guard().canActivate(write('xsrf-no'))).rejects.toBeInstanceOf(ForbiddenError);
    expect(await guard().canActivate(write('xsrf-ok'))).toBe(true);
  });

  it('does not require it without a session cookie', async () => {
    expect(await guard().canActivate(contextOf('open', { method: 'POST' }))).toBe(true);
  });

  describe('with Authorization: Bearer', () => {
    const bearer = (handler: keyof Routes, key: string, extra: Partial<Request> = {}) =>
      contextOf(handler, { ...extra, headers: { authorization: `Bearer ${key}`, ...extra.headers } });

    it('lets a known key through an @ApiKeyAllowed() route as its owner, writes included, without CSRF', async () => {
      const context = bearer('forKeys', KEY, { method: 'POST', headers: { cookie: `cla_session=${TOKEN}` } });
      expect(await guard().canActivate(context)).toBe(true);
      const auth = authContextOf(context.switchToHttp().getRequest<Request>());
      expect(auth?.user.id).toBe('u2');
      expect(auth?.apiKey).toEqual({ id: 'k1', prefix: 'cla_kkkkkkkk' });
    });

    it('answers 401 api-key for an unknown, malformed or empty key, whatever the route and cookies', async () => {
      for (const key of ['cla_unknown', '', 'x'.repeat(47)]) {
        const failure = guard().canActivate(bearer('forKeys', key, { headers: { cookie: `cla_session=${TOKEN}` } }));
        await expect(failure).rejects.toBeInstanceOf(UnauthenticatedError);
        await expect(failure).rejects.toMatchObject({ details: { reason: 'api-key' } });
      }
      await expect(guard().canActivate(bearer('open', 'cla_unknown'))).rejects.toBeInstanceOf(UnauthenticatedError);
    });

    it('answers 403 api-key-route on every other route, public ones included', async () => {
      for (const handler of ['signedIn', 'open', 'adminOnly'] as const) {
        const failure = guard().canActivate(bearer(handler, KEY));
        await expect(failure).rejects.toBeInstanceOf(ForbiddenError);
        await expect(failure).rejects.toMatchObject({ details: { reason: 'api-key-route' } });
      }
    });

    it('still checks @Roles with the key owner\'s role', async () => {
      await expect(guard().canActivate(bearer('adminKeys', KEY))).rejects.toBeInstanceOf(ForbiddenError);
    });
  });
});
