/**
 * `@cla/domain/api`: the shapes of the HTTP resources, shared by the web app and the server (types only).
 * Also reachable from `@cla/domain` as the namespace `api` (e.g. `api.Section`), since some names
 * (`Section`, `LegacyProject`) are taken there by the domain's own models.
 */
export type * from './resources.js';
export type * from './api-keys.js';
export type * from './studies.js';
export type * from './accounts.js';
export type * from './companies.js';
export type * from './admin-tables.js';
export type * from './admin-ops.js';
export type * from './storage.js';
