import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';

import { ForbiddenError, UnauthenticatedError } from '../../errors/domain-error.js';
import { parseCookies } from '../../http/cookies.js';
import { PUBLIC_KEY, ROLES_KEY, setAuthContext } from './auth.decorators.js';
import { SESSION_COOKIE, XSRF_HEADER } from './session-cookies.js';
import { safeEqual, SessionsService } from './sessions.service.js';
import type { Role } from './user.entity.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The global guard of every route:
 * 1. resolves the `cla_session` cookie to a user (an unknown or expired one counts as no session);
 * 2. CSRF: a request with a valid session cookie (cookie-authenticated) and a method other than GET,
 *    HEAD or OPTIONS must carry the session's token in `X-XSRF-TOKEN` — 403 otherwise;
 * 3. denies anonymous callers (401) unless the route is `@Public()`;
 * 4. checks `@Roles(...)` (403).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const token = parseCookies(request.headers.cookie)[SESSION_COOKIE];
    const auth = token === undefined ? null : await this.sessions.resolve(token);
    if (auth !== null) {
      if (!SAFE_METHODS.has(request.method)) {
        const header = request.headers[XSRF_HEADER];
        if (typeof header !== 'string' || !safeEqual(header, auth.xsrfToken)) {
          throw new ForbiddenError('Missing or wrong X-XSRF-TOKEN header (send back the XSRF-TOKEN cookie)', {
            reason: 'csrf',
          });
        }
      }
      setAuthContext(request, auth);
    }

    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean | undefined>(PUBLIC_KEY, targets) === true) {
      return true;
    }
    if (auth === null) {
      throw new UnauthenticatedError('Sign in first');
    }
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles !== undefined && !roles.includes(auth.user.role)) {
      throw new ForbiddenError(`Only for ${roles.join(', ')}`);
    }
    return true;
  }
}
