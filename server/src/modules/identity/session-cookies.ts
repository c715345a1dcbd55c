// The session and CSRF cookies: set at sign-in, cleared at sign-out.
import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { serializeCookie } from '../../http/cookies.js';
import { SessionsService, xsrfTokenOf } from './sessions.service.js';

/** The session cookie: HttpOnly, SameSite=Lax, Path=/, Secure per {@link SessionCookies.secure}. */
export const SESSION_COOKIE = 'cla_session';
/** The CSRF cookie, readable by the web app, which sends it back in {@link XSRF_HEADER}. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The CSRF header (lower-case, as Node exposes headers). */
export const XSRF_HEADER = 'x-xsrf-token';

/** Writes and clears the session and CSRF cookies (the HTTP side of sign-in and sign-out). */
@Injectable()
export class SessionCookies {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionsService,
  ) {}

  /** Sets `cla_session` to the token and `XSRF-TOKEN` to the session's CSRF token. */
  set(response: Response, token: string): void {
    const maxAge = this.sessions.ttlSeconds;
    const secure = this.secure(response);
    response.append('Set-Cookie', serializeCookie(SESSION_COOKIE, token, { httpOnly: true, secure, sameSite: 'Lax', maxAge }));
    this.setXsrf(response, xsrfTokenOf(token));
  }

  /** (Re)sets the readable `XSRF-TOKEN` cookie. */
  setXsrf(response: Response, xsrfToken: string): void {
    const secure = this.secure(response);
    response.append(
      'Set-Cookie',
      serializeCookie(XSRF_COOKIE, xsrfToken, { secure, sameSite: 'Lax', maxAge: this.sessions.ttlSeconds }),
    );
  }

  /**
   * Whether the cookies carry `Secure`: always with `COOKIE_SECURE` (default in production and when `PUBLIC_URL` is
   * https), and whenever the request came over https (`request.secure`: TLS here, or `X-Forwarded-Proto: https`
   * from a proxy trusted by `TRUST_PROXY`).
   */
  secure(response: Response): boolean {
    return this.config.auth.cookieSecure || response.req.secure;
  }

  /** Deletes both cookies. */
  clear(response: Response): void {
    const secure = this.secure(response);
    response.append('Set-Cookie', serializeCookie(SESSION_COOKIE, '', { httpOnly: true, secure, sameSite: 'Lax', maxAge: 0 }));
    response.append('Set-Cookie', serializeCookie(XSRF_COOKIE, '', { secure, sameSite: 'Lax', maxAge: 0 }));
  }
}
