// Serves the built web app on the same port, with its caching and the single-page-app fallback.
import { extname, join } from 'node:path';

import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import serveStatic from 'serve-static';

import { API_PATH } from './private-answers.js';


/** Vite's hashed build output: safe to cache for a year. */
const HASHED_ASSET = /[\\/]assets[\\/]/;

/** Answered on web app routes while `WEB_DIST` has no `index.html`. */
export const WEB_APP_NOT_BUILT = 'The web app is not built yet: run `npm run build` at the repository root, then reload.\n';

/**
 * Serves the built web app from `webDist` on the same port as the API:
 * - files as they are (serve-static; never looked up for `/api/**` and `/simulator/**`) (`.wasm` as `application/wasm`, which `WebAssembly.compileStreaming` requires),
 *   hashed assets cached for a year, everything else revalidated;
 * - any other GET/HEAD outside `/api/**` and `/simulator/**` whose last segment has no file extension
 *   answers `index.html` (client-side routes); a missing file with an extension falls through to a 404;
 * - while `index.html` does not exist, those routes answer a plain-text 503 saying how to build it.
 *
 * Call before `app.init()` so that it runs before the API's not-found handler.
 */
export function serveWebApp(app: NestExpressApplication, webDist: string): void {
  const files = serveStatic(webDist, {
    index: false,
    redirect: false,
    fallthrough: true,
    dotfiles: 'ignore',
    setHeaders: (response: Response, path: string) => {
      if (path.endsWith('.wasm')) {
        response.setHeader('Content-Type', 'application/wasm');
      }
      response.setHeader('Cache-Control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Not for the API: looking a `/api/project2` up in WEB_DIST cost every API read an fs.stat on libuv's thread pool
  // (which argon2 and zlib share) before it reached its route.
  app.use((request: Request, response: Response, next: NextFunction): void => {
    if (API_PATH.test(request.path)) {
      next();
      return;
    }
    files(request, response, next);
  });
  app.use(webAppFallback(join(webDist, 'index.html')));
}

function webAppFallback(indexFile: string) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || API_PATH.test(request.path) || extname(request.path) !== '') {
      next();
      return;
    }
    response.sendFile(indexFile, { headers: { 'Cache-Control': 'no-cache' } }, (error?: NodeJS.ErrnoException) => {
      if (error === undefined || response.headersSent) {
        return;
      }
      if (error.code === 'ENOENT') {
        response.status(503).set('Cache-Control', 'no-store').type('text/plain').send(WEB_APP_NOT_BUILT);
        return;
      }
      next(error);
    });
  };
}
