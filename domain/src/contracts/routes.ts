// The route table of the HTTP API: each route's method and path with the schemas of its query, body and answer.
import { z } from 'zod';

import { ApiKey, CreateApiKeyBody, CreatedApiKey } from './api-keys.js';
import { CreatePresetBody, Preset, PresetQuery, RenamePresetBody } from './presets.js';
import { CreateFolderBody, CreateProjectBody, Folder, PatchProjectBody, Project2, RenameFolderBody, Upload, UploadFileResponse, UploadPictureResponse } from './projects.js';

/**
 * One route of the API. `query` and `body` are the schemas the server's pipes validate with, `answer` the schema of
 * its JSON answer (absent: 204, nothing); `multipart` marks an upload (a `FormData` with a `file`). Path parameters
 * are named in the key's template (`{id}`).
 */
export interface Route {
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly answer?: z.ZodType;
  readonly multipart?: true;
}

/** The route table, `'METHOD /path/{param}'` → {@link Route}, written once for the web client and checked by the server's tests (test/docs.test.ts). */
export const ROUTES = {
  'GET /api/api-keys': { answer: z.array(ApiKey) },
  'POST /api/api-keys': { body: CreateApiKeyBody, answer: CreatedApiKey },
  'DELETE /api/api-keys/{id}': {},

  'GET /api/folders': { answer: z.array(Folder) },
  'POST /api/folder': { body: CreateFolderBody, answer: Folder },
  'PATCH /api/folder/{id}': { body: RenameFolderBody, answer: Folder },
  'DELETE /api/folder/{id}': {},

  'GET /api/project2': { answer: z.array(Project2) },
  'POST /api/project2': { body: CreateProjectBody, answer: Project2 },
  'GET /api/project2/{id}': { answer: Project2 },
  'PATCH /api/project2/{id}': { body: PatchProjectBody, answer: Project2 },
  'DELETE /api/project2/{id}': {},
  'PUT /api/project2/{id}/file': { body: Upload, multipart: true, answer: UploadFileResponse },
  'PUT /api/project2/{id}/picture': { body: Upload, multipart: true, answer: UploadPictureResponse },
  'DELETE /api/project2/{id}/file/{fileId}': {},

  'GET /api/presets': { query: PresetQuery, answer: z.array(Preset) },
  'POST /api/presets': { body: CreatePresetBody, answer: Preset },
  'PATCH /api/presets/{id}': { body: RenamePresetBody, answer: Preset },
  'DELETE /api/presets/{id}': {},
  'GET /api/admin/presets': { answer: z.array(Preset) },
  'POST /api/admin/presets': { body: CreatePresetBody, answer: Preset },
  'GET /api/admin/presets/{id}': { answer: Preset },
  'PUT /api/admin/presets/{id}': { body: CreatePresetBody, answer: Preset },
  'PATCH /api/admin/presets/{id}': { body: RenamePresetBody, answer: Preset },
  'DELETE /api/admin/presets/{id}': {},
} as const satisfies Record<string, Route>;

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
