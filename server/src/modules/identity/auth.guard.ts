// The global guard of every route: session or API key, CSRF, anonymous access and roles.
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';

import { ForbiddenError, UnauthenticatedError } from '../../errors/domain-error.js';
import { parseCookies } from '../../http/cookies.js';
import { ApiKeyAuthService } from './api-key-auth.service.js';
import { bearerTokenOf } from './api-key-token.js';
import { API_KEY_ALLOWED_KEY, PUBLIC_KEY, ROLES_KEY, setAuthContext } from './auth.decorators.js';
import { SESSION_COOKIE, XSRF_HEADER } from './session-cookies.js';
import { type AuthContext, safeEqual, SessionsService } from './sessions.service.js';
import type { Role } from './user.entity.js';
import { msg } from '../../i18n/messages.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The global guard of every route:
 * 1. resolves the `cla_session` cookie to a user (an unknown or expired one counts as no session);
 * 2. CSRF: a request with a valid session cookie (cookie-authenticated) and a method other than GET,
 *    HEAD or OPTIONS must carry the session's token in `X-XSRF-TOKEN` — 403 otherwise;
 * 3. denies anonymous callers (401) unless the route is `@Public()`;
 * 4. checks `@Roles(...)` (403).
 *
 * A request with `Authorization: Bearer <key>` is authenticated by that API key alone (cookies ignored, no CSRF:
 * a browser never adds the header by itself): an unknown or revoked key is a 401 `{ reason: 'api-key' }`, a route
 * not marked `@ApiKeyAllowed()` a 403 `{ reason: 'api-key-route' }`; otherwise the request is the key owner's.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    private readonly apiKeys: ApiKeyAuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const targets = [context.getHandler(), context.getClass()];
    const bearer = bearerTokenOf(request.headers.authorization);
    if (bearer !== null) {
      return this.checkRoles(targets, await this.authenticateKey(bearer, targets, request));
    }
    const token = parseCookies(request.headers.cookie)[SESSION_COOKIE];
    const auth = token === undefined ? null : await this.sessions.resolve(token);
    if (auth !== null) {
      if (!SAFE_METHODS.has(request.method)) {
        const header = request.headers[XSRF_HEADER];
        if (typeof header !== 'string' || !safeEqual(header, auth.xsrfToken)) {
          throw new ForbiddenError(msg('auth.csrf'), {
            reason: 'csrf',
          });
        }
      }
      setAuthContext(request, auth);
    }

    if (this.reflector.getAllAndOverride<boolean | undefined>(PUBLIC_KEY, targets) === true) {
      return true;
    }
    if (auth === null) {
      throw new UnauthenticatedError(msg('auth.signIn'));
    }
    return this.checkRoles(targets, auth);
  }

  private async authenticateKey(token: string, targets: Parameters<Reflector['getAllAndOverride']>[1], request: Request): Promise<AuthContext> {
    const resolved = await this.apiKeys.resolve(token);
    if (resolved === null) {
      throw new UnauthenticatedError(msg('auth.apiKeyUnknown'), { reason: 'api-key' });
    }
    const auth: AuthContext = { user: resolved.user, sessionId: '', xsrfToken: '', impersonatorId: null, apiKey: resolved.apiKey };
    // Recorded before the route check, so that the access log shows whose key was refused.
    setAuthContext(request, auth);
    if (this.reflector.getAllAndOverride<boolean | undefined>(API_KEY_ALLOWED_KEY, targets) !== true) {
      throw new ForbiddenError(
        msg('auth.apiKeyRoute'),
        { reason: 'api-key-route' },
      );
    }
    return auth;
  }

  private checkRoles(targets: Parameters<Reflector['getAllAndOverride']>[1], auth: AuthContext): true {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles !== undefined && !roles.includes(auth.user.role)) {
      throw new ForbiddenError(msg('auth.roles', { roles: roles.join(', ') }));
    }
    return true;
  }
}
