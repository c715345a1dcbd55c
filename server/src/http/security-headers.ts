// The security headers of every answer: Content-Security-Policy, HSTS and the rest.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

import type { AppConfig } from '../config/index.js';

/**
 * The Content-Security-Policy directives of the app: only our own origin, plus what the web app needs — compiling
 * the engine's wasm (`'wasm-unsafe-eval'`, not `'unsafe-eval'`), the engine's worker from our files or a `blob:`
 * URL, and the inline styles and `data:`/`blob:` images of the plotly charts.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'worker-src': ["'self'", 'blob:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** `Strict-Transport-Security`: one year; without `includeSubDomains`, which would bind the sibling hosts too. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The security headers of every answer, by helmet (maintained, reviewed defaults for the headers we would
 * otherwise write by hand): our CSP ({@link CSP_DIRECTIVES}, plus `upgrade-insecure-requests` behind https),
 * `X-Frame-Options: DENY`, `Referrer-Policy: same-origin` (share links carry tokens in their path),
 * `Cross-Origin-Opener-Policy` and `Cross-Origin-Resource-Policy: same-origin`, `X-Content-Type-Options: nosniff`
 * and helmet's other defaults. `Strict-Transport-Security` goes on every answer when `PUBLIC_URL` is https, and on
 * any answer to a request that came over https (`request.secure`, which follows `X-Forwarded-Proto` from a proxy
 * trusted by `TRUST_PROXY`); never over plain http, where browsers ignore it anyway.
 */
export function securityHeaders(config: AppConfig): RequestHandler[] {
  const directives: Record<string, string[]> = Object.fromEntries(
    Object.entries(CSP_DIRECTIVES).map(([name, values]) => [name, [...values]]),
  );
  if (config.http.hsts) {
    directives['upgrade-insecure-requests'] = [];
  }
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false });
  const hstsWhenHttps = (request: Request, response: Response, next: NextFunction): void => {
    if (config.http.hsts || request.secure) {
      hsts(request, response, next);
    } else {
      next();
    }
  };
  return [headers, hstsWhenHttps];
}
