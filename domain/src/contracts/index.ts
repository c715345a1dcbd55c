/**
 * `@cla/domain/contracts`: every request body, query and answer of the HTTP API written once, as a zod schema. The
 * server validates requests with them and builds its OpenAPI document from them; `@cla/domain/api` infers its types
 * from them; the web client reads the route table (routes.ts) for its bodies and answers. See ../../README.md#contracts.
 */
export * from './messages.js';
export * from './fields.js';
export * from './engine-values.js';
export * from './answer-fields.js';
export * from './api-keys.js';
export * from './projects.js';
export * from './presets.js';
export * from './route.js';
export * from './routes.js';
export * from './errors.js';
export * from './legacy-projects.js';
export * from './session.js';
export * from './study-results.js';
export * from './studies.js';
export * from './user-fields.js';
export * from './accounts.js';
export * from './companies.js';
export * from './section-data.js';
export * from './sections.js';
export * from './simulation.js';
export * from './admin-tables.js';
export * from './admin-ops.js';
export * from './storage.js';
