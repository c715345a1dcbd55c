import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { availableDatabases } from './support/test-databases.js';
import { startWorld, type World } from './support/world.js';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every route Nest registered on Express, as `METHOD /openapi/{template}`. */
function registeredRoutes(w: World): string[] {
  const express = w.app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  return express.router.stack.flatMap((layer) =>
    layer.route === undefined
      ? []
      : Object.keys(layer.route.methods)
          .filter((method) => method !== '_all')
          .map((method) => `${method.toUpperCase()} ${layer.route?.path.replace(/:(\w+)/g, '{$1}')}`),
  );
}

describe.each(availableDatabases().slice(0, 1))('GET /api/docs on $name', (kind) => {
  let w: World;

  beforeAll(async () => {
    w = await startWorld(kind);
  });

  afterAll(async () => {
    await w?.close();
  });

  it('answers an OpenAPI 3.1 document to anybody', async () => {
    const response = await w.http.get('/api/docs').expect(200).expect('Content-Type', /json/);
    expect(response.body).toMatchObject({ openapi: '3.1.0', info: { title: 'Cable Laying Analyzer API', version: expect.any(String) } });
  });

  it('describes every route the app serves, and no other', async () => {
    const document = (await w.http.get('/api/docs').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    const routes = registeredRoutes(w).filter((route) => route.includes(' /api') || route.includes(' /simulator'));
    expect(routes.length).toBeGreaterThan(30);
    expect([...documented].sort()).toEqual([...new Set(routes)].sort());
  });

  it('resolves every schema reference', async () => {
    const document = (await w.http.get('/api/docs').expect(200)).body as { components: { schemas: Record<string, unknown> } };
    const refs = [...JSON.stringify(document).matchAll(/"#\/components\/schemas\/(\w+)"/g)].map((match) => match[1] as string);
    expect(refs.filter((name) => !(name in document.components.schemas))).toEqual([]);
  });
});
