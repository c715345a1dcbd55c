// Paths that belong to the API (never the web app), and the Cache-Control of every API answer.
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Paths that belong to the API, never to the web app: they answer JSON, a 404 included. */
export const API_PATH = /^\/(?:api|simulator)(?:\/|$)/i;

/**
 * The `Cache-Control` of every API answer: `private` (no shared cache — a proxy, a CDN — keeps it: most answers
 * depend on who asks, a session cookie, an API key or a token in the path, and carry their data) and `no-cache` (a
 * browser asks again each time, and gets a 304 when the answer's ETag still matches).
 */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/**
 * Marks every answer under `/api/**` and `/simulator/**` {@link PRIVATE_CACHE_CONTROL} and `Vary: Cookie,
 * Authorization` before any route runs, whoever asks: a route may set a stricter `Cache-Control` of its own
 * (`private, no-store`), never one without `private`. The web app's files keep their own caching (hashed assets a
 * year, the rest revalidated). ETags and 304s are Express's (or the route's own, as the section read's) as before.
 */
export function privateApiAnswers(): RequestHandler {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (API_PATH.test(request.path)) {
      response.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
      response.vary('Cookie');
      response.vary('Authorization');
    }
    next();
  };
}
