import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import { ROUTES } from '@cla/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SchemaPipe } from '../src/http/schema/schema.pipe.js';
import { COMPONENTS } from '../src/modules/application/openapi.js';

import { registeredRoutes } from './support/routes.js';
import { availableDatabases } from './support/test-databases.js';
import { startWorld, type World } from './support/world.js';

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
    const routes = registeredRoutes(w).map((route) => `${route.method.toUpperCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(routes.length).toBeGreaterThan(30);
    expect([...documented].sort()).toEqual([...new Set(routes)].sort());
    // The route table the web client calls by (@cla/domain/contracts): each of its routes is served and documented.
    expect(Object.keys(ROUTES).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('documents each route of the route table with its very schemas: body, query fields and answer', async () => {
    type Content = { content?: Record<string, { schema: { $ref?: string; items?: { $ref?: string } } }> };
    const document = (await w.http.get('/api/docs').expect(200)).body as {
      paths: Record<string, Record<string, { requestBody?: Content; parameters?: { name: string; in: string }[]; responses: Record<string, Content> }>>;
    };
    const byName = new Map<unknown, string>(Object.entries(COMPONENTS).map(([name, schema]) => [schema, name]));
    const refOf = (schema: unknown) => `#/components/schemas/${byName.get(schema) ?? 'unnamed'}`;
    for (const [route, contract] of Object.entries(ROUTES) as [string, { body?: unknown; query?: { shape: object }; answer?: { element?: unknown }; multipart?: true }][]) {
      const [method, path] = route.split(' ') as [string, string];
      const operation = document.paths[path]?.[method.toLowerCase()];
      expect(operation, route).toBeDefined();
      const [status, answer] = Object.entries(operation!.responses).find(([code]) => code.startsWith('2'))!;
      if (contract.answer === undefined) {
        expect(status, route).toBe('204');
      } else {
        const schema = answer.content?.['application/json']?.schema;
        const element = contract.answer.element;
        expect(element === undefined ? schema?.$ref : schema?.items?.$ref, route).toBe(refOf(element ?? contract.answer));
      }
      if (contract.body !== undefined) {
        const type = contract.multipart ? 'multipart/form-data' : 'application/json';
        expect(operation!.requestBody?.content?.[type]?.schema.$ref, route).toBe(refOf(contract.body));
      }
      const query = (operation!.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      expect(query.sort(), route).toEqual(Object.keys(contract.query?.shape ?? {}).sort());
    }
  });

  it('documents the API rate limit’s 429 on every route, and the upload quota’s 413 on both uploads', async () => {
    type Responses = Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
    const document = (await w.http.get('/api/docs').expect(200)).body as { paths: Record<string, Record<string, { responses: Responses }>> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => [`${method} ${path}`, op.responses] as const));
    expect(operations.length).toBeGreaterThan(30);
    for (const [route, responses] of operations) {
      expect(responses['429']?.description, route).toMatch(/RATE_LIMITED: over API_RATE_LIMIT requests per minute/);
      expect(responses['429']?.content?.['application/json']?.schema.$ref, route).toBe('#/components/schemas/Error');
    }
    // A route's own 429 stays, before the rate limit's.
    expect(document.paths['/simulator/calculate']?.post?.responses['429']?.description).toMatch(/too many calculations waiting.*; or RATE_LIMITED/);
    for (const path of ['/api/project2/{id}/file', '/api/project2/{id}/picture']) {
      expect(document.paths[path]?.put?.responses['413']?.description, path).toMatch(/UPLOAD_QUOTA_MB \(details\.quotaBytes, details\.usedBytes\)/);
    }
  });

  it('resolves every schema reference', async () => {
    const document = (await w.http.get('/api/docs').expect(200)).body as { components: { schemas: Record<string, unknown> } };
    const refs = [...JSON.stringify(document).matchAll(/"#\/components\/schemas\/(\w+)"/g)].map((match) => match[1] as string);
    expect(refs.filter((name) => !(name in document.components.schemas))).toEqual([]);
  });
});

describe('the OpenAPI document and the validation use the same schemas', () => {
  let w: World;

  beforeAll(async () => {
    w = await startWorld(availableDatabases()[0] as Parameters<typeof startWorld>[0]);
  });

  afterAll(async () => {
    await w?.close();
  });

  it('documents the section save’s If-Match header, its 412 and the ETag of reads and saves', async () => {
    type Responses = Record<string, { headers?: Record<string, unknown> }>;
    const document = (await w.http.get('/api/docs').expect(200)).body as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; required: boolean; schema: { type?: string } }[]; responses: Responses }>>;
    };
    const { get, patch } = document.paths['/api/section/{id}']!;
    expect(patch!.parameters).toContainEqual(expect.objectContaining({ name: 'If-Match', in: 'header', required: false, schema: expect.objectContaining({ type: 'string' }) }));
    expect(Object.keys(patch!.responses)).toEqual(expect.arrayContaining(['200', '409', '412']));
    expect(patch!.responses['200']!.headers).toHaveProperty('ETag');
    expect(get!.responses['200']!.headers).toHaveProperty('ETag');
  });

  it('documents each route’s body with the very schema its pipe validates, and each query schema’s fields as parameters', async () => {
    const document = (await w.http.get('/api/docs').expect(200)).body as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref?: string } }> }; parameters?: { name: string; in: string }[] }>>;
    };
    const byName = new Map<unknown, string>(Object.entries(COMPONENTS).map(([name, schema]) => [schema, name]));
    let checked = 0;
    for (const module of w.app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const controller = wrapper.metatype as new (...args: never[]) => object;
        const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
        for (const methodName of Object.getOwnPropertyNames(controller.prototype)) {
          const handler = (controller.prototype as Record<string, unknown>)[methodName];
          const verb = typeof handler === 'function' ? (Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined) : undefined;
          if (verb === undefined) continue;
          const path = `/${[base, String(Reflect.getMetadata(PATH_METADATA, handler as object) ?? '')].filter((part) => part !== '' && part !== '/').join('/')}`.replace(/:(\w+)/g, '{$1}');
          const operation = document.paths[path]?.[RequestMethod[verb].toLowerCase()];
          expect(operation, `${RequestMethod[verb]} ${path}`).toBeDefined();
          const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, methodName) ?? {}) as Record<string, { pipes?: unknown[] }>;
          for (const [key, arg] of Object.entries(args)) {
            const type = Number(key.split(':')[0]);
            const schema = arg.pipes?.find((pipe): pipe is SchemaPipe<never> => pipe instanceof SchemaPipe)?.schema;
            if (schema === undefined) continue;
            if (type === RouteParamtypes.BODY) {
              const ref = operation?.requestBody?.content['application/json']?.schema.$ref;
              expect(ref, `${RequestMethod[verb]} ${path}`).toBe(`#/components/schemas/${byName.get(schema)}`);
              checked += 1;
            } else if (type === RouteParamtypes.QUERY) {
              const documented = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
              expect(documented.sort()).toEqual(Object.keys((schema as unknown as { shape: object }).shape).sort());
              checked += 1;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
