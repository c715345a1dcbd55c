// The route decorators of authentication (@Public, @Roles, @CurrentUser…) and a request's auth context.
import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';

import { UnauthenticatedError } from '../../errors/domain-error.js';
import { setRequestUserLanguage } from '../../http/request-language.js';
import type { AuthContext } from './sessions.service.js';
import type { Role, User } from './user.entity.js';
import { msg } from '../../i18n/messages.js';

export const PUBLIC_KEY = 'cla:public';
export const ROLES_KEY = 'cla:roles';
export const API_KEY_ALLOWED_KEY = 'cla:api-key-allowed';

/**
 * Opens a route (or a controller) to anonymous callers. Every other route needs a session: the
 * {@link AuthGuard} is global and denies by default.
 */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(PUBLIC_KEY, true);

/**
 * Opens a route to API keys (`Authorization: Bearer <key>`) as well as sessions. Every other route answers 403
 * `{ reason: 'api-key-route' }` to a request with a key. Only for the simulation and the reads of projects and sections.
 */
export const ApiKeyAllowed = (): MethodDecorator => SetMetadata(API_KEY_ALLOWED_KEY, true);

/** Restricts a route (or a controller) to the given roles, e.g. `@Roles('admin')`; others get 403. */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(ROLES_KEY, roles);

const contexts = new WeakMap<Request, AuthContext>();

/** Records the session of a request (the guard does). */
export function setAuthContext(request: Request, context: AuthContext): void {
  contexts.set(request, context);
  setRequestUserLanguage(request, context.user.language);
}

/** The session of a request, or `undefined` when nobody is signed in. */
export function authContextOf(request: Request): AuthContext | undefined {
  return contexts.get(request);
}

function requireAuthContext(context: ExecutionContext): AuthContext {
  const auth = authContextOf(context.switchToHttp().getRequest<Request>());
  if (auth === undefined) {
    throw new UnauthenticatedError(msg('auth.signIn'));
  }
  return auth;
}

/** The signed-in {@link User} (as loaded when the request started). On a `@Public()` route without a session: 401. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): User => requireAuthContext(context).user);

/** The whole {@link AuthContext} (user, session id) of the signed-in request. */
export const CurrentSession = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthContext => requireAuthContext(context),
);
