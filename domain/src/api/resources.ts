/**
 * The shapes of the HTTP resources of `/api/**` (docs/product.md#data-model and docs/product.md#http-calls), shared by the web app and the server.
 * Types only: no code, no framework. Dates are ISO 8601 strings (`2026-11-22T10:00:00.000Z`); ids are UUIDs.
 * Every number inside section data is in its base unit (see section/types.ts).
 *
 * Stability: fields are added, never renamed or removed, so that the web app and the server can move
 * independently.
 */

/** An ISO 8601 date-time string, always UTC (`…Z`). */
export type IsoDateTime = string;

export type * from './projects.js';
export type * from './sections.js';
export type * from './legacy-projects.js';
export type * from './presets.js';
export type * from './session.js';
export type * from './errors.js';
