// The route table of the HTTP API: each route's method and path with the schemas of its query, body and answer.
import type { z } from 'zod';

import { ACCOUNT_ROUTES } from './accounts.js';
import { ADMIN_OPS_ROUTES } from './admin-ops.js';
import { ADMIN_TABLE_ROUTES } from './admin-tables.js';
import { COMPANY_ROUTES } from './companies.js';
import { API_KEY_ROUTES } from './api-keys.js';
import { LEGACY_PROJECT_ROUTES } from './legacy-projects.js';
import { PRESET_ROUTES } from './presets.js';
import { PROJECT_ROUTES } from './projects.js';
import { SECTION_ROUTES } from './sections.js';
import { SESSION_ROUTES } from './session.js';
import { SIMULATION_ROUTES } from './simulation.js';
import { STORAGE_ROUTES } from './storage.js';
import { STUDY_ROUTES } from './studies.js';

/**
 * The route table, `'METHOD /path/{param}'` → `Route` (route.ts), written once by each resource's contract: the web
 * client calls by it (web/src/lib/api-routes.ts) and the server's tests check that Nest serves each route and the
 * OpenAPI document describes it with the same schemas (server/test/docs.test.ts).
 */
export const ROUTES = {
  ...API_KEY_ROUTES, ...PROJECT_ROUTES, ...PRESET_ROUTES, ...LEGACY_PROJECT_ROUTES, ...STUDY_ROUTES, ...ACCOUNT_ROUTES, ...COMPANY_ROUTES, ...SESSION_ROUTES,
  ...SECTION_ROUTES, ...SIMULATION_ROUTES, ...ADMIN_TABLE_ROUTES, ...ADMIN_OPS_ROUTES, ...STORAGE_ROUTES,
};

/** A route of the table: `'GET /api/project2/{id}'`. */
export type RouteKey = keyof typeof ROUTES;

/** The path template of a route key (`/api/project2/{id}`). */
type PathOf<K extends RouteKey> = K extends `${string} ${infer P}` ? P : never;

/** The names of a path template's parameters (`id` | `fileId`). */
type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | ParamNames<Rest> : never;

/** A route's path parameters, each a string. */
export type RouteParams<K extends RouteKey> = Record<ParamNames<PathOf<K>>, string>;

/** What a route's query may hold (its schema's input), or never. */
export type RouteQuery<K extends RouteKey> = (typeof ROUTES)[K] extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;

/** What a route's body may hold (its schema's input; a `FormData` for an upload), or never. */
export type RouteBody<K extends RouteKey> = (typeof ROUTES)[K] extends { multipart: true } ? FormData : (typeof ROUTES)[K] extends { body: infer B extends z.ZodType } ? z.input<B> : never;

/** A route's answer (its schema's output), `void` for a 204. */
export type RouteAnswer<K extends RouteKey> = (typeof ROUTES)[K] extends { answer: infer A extends z.ZodType } ? z.output<A> : void;
