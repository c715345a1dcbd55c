import type { NextFunction, Request, Response } from 'express';

/**
 * The Content-Security-Policy of the app: only our own origin, plus what the web app needs — compiling the
 * engine's wasm (`'wasm-unsafe-eval'`, not `'unsafe-eval'`), workers from our files or `blob:` URLs, and
 * the inline styles and `data:`/`blob:` images the charts use.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  // Share links carry tokens in their path: never send them to another site.
  'Referrer-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Express middleware that sets the basic security headers on every answer. */
export function securityHeaders(_request: Request, response: Response, next: NextFunction): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    response.setHeader(name, value);
  }
  next();
}
