// The shapes of the folders and projects of /api/folder and /api/project2, inferred from ../contracts/projects.ts.
import type { z } from 'zod';

import type * as contracts from '../contracts/projects.js';

/** A folder of projects (docs/product.md#data-model "Folder"); folders nest through `parent` (`null` at the top). The owner is the signed-in user. */
export type Folder = z.output<typeof contracts.Folder>;

/** `POST /api/folder`: `name` 1–200 characters after trimming; `parent` one of the caller's folders, `null` or absent: top level. */
export type CreateFolderBody = z.input<typeof contracts.CreateFolderBody>;

/** `PATCH /api/folder/{id}`: rename. */
export type RenameFolderBody = z.input<typeof contracts.RenameFolderBody>;

/**
 * A file attached to a project (`PUT /api/project2/{id}/file`): `filename` the name it was uploaded with, `size` in
 * bytes, `contentType` the stored media type (`application/pdf`, `image/png`, `application/vnd.google-earth.kml+xml`…).
 */
export type ProjectFile = z.output<typeof contracts.ProjectFile>;

/**
 * One section of a project, as listed with the project. `status` is the stored simulation status (`results.status`);
 * `started` whether the stored result's cable moved (`results.started`; for a result saved before it, false only
 * where a force limit's message says the force needed at the launch point exceeds its rating): a `failed` result
 * with `started: false` could not start; `stale` true when the stored result was computed from other data than the
 * stored data (see `Section.stale`). The three are absent when the section has no results.
 */
export type SectionSummary = z.output<typeof contracts.SectionSummary>;

/**
 * A project (docs/product.md#data-model "Project2"): a named set of sections, with files and a picture. `folder` is
 * `null` at the top level; `picture` a file id (`PUT /api/project2/{id}/picture`, download it from
 * `/api/project2/{id}/file/{picture}`); `files` oldest first, without the picture; `sections` by name.
 */
export type Project2 = z.output<typeof contracts.Project2>;

/** `POST /api/project2`: `name` default empty, at most 200 characters; `folder` one of the caller's, `null` or absent: top level. */
export type CreateProject2Body = z.input<typeof contracts.CreateProjectBody>;

/**
 * `PATCH /api/project2/{id}`: the whole project or only some fields. Only `name`, `folder` and `picture` (`null`
 * removes it) change; the read-only fields of {@link Project2} (`id`, `files`, `sections`, `createdAt`,
 * `updatedAt`) may be sent back and are ignored.
 */
export type PatchProject2Body = z.input<typeof contracts.PatchProjectBody>;

/** `PUT /api/project2/{id}/file` (multipart, field `file`) answers 201 with this. */
export type UploadFileResponse = z.output<typeof contracts.UploadFileResponse>;

/** `PUT /api/project2/{id}/picture` (multipart, field `file`, images only) answers 201 with this. */
export type UploadPictureResponse = z.output<typeof contracts.UploadPictureResponse>;
