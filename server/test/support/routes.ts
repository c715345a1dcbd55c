import type { World } from './world.js';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** A route Nest registered on Express: its method and its Express path (`/api/section/:id`). */
export interface RegisteredRoute {
  readonly method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  readonly path: string;
}

/** Every route Nest registered on Express under /api and /simulator. */
export function registeredRoutes(w: World): RegisteredRoute[] {
  const express = w.app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  const routes = express.router.stack.flatMap((layer) =>
    layer.route === undefined
      ? []
      : Object.keys(layer.route.methods)
          .filter((method) => method !== '_all')
          .map((method) => ({ method: method as RegisteredRoute['method'], path: layer.route?.path ?? '' })),
  );
  return routes.filter((route) => route.path.startsWith('/api/') || route.path.startsWith('/simulator/'));
}
