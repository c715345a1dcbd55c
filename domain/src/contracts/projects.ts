// The contract of /api/folder and /api/project2: folders, projects, their files, bodies and answers.
import { z } from 'zod';

import { dateTimeText, LayingMethodSchema, nameText, uuidText } from './answer-fields.js';
import { STATUSES } from './engine-values.js';
import { ignored, name, nullableId, omitKeys } from './fields.js';
import type { Route } from './route.js';

const FOLDER_READ_ONLY = ['id', 'parent', 'createdAt', 'updatedAt', 'user'];

/** `POST /api/folder {name, parent?}` (`user`, which the product description lists, is accepted and ignored: the owner is the caller). */
export const CreateFolderBody = z
  .strictObject({ name: name(), parent: nullableId(), ...ignored(['user']) })
  .transform(({ name: folderName, parent }) => ({ name: folderName, parent: parent ?? null }));

/** `PATCH /api/folder/{id} {name}`: rename (the folder's read-only fields may be sent back). */
export const RenameFolderBody = z
  .strictObject({ name: name(), ...ignored(FOLDER_READ_ONLY) })
  .transform((body) => omitKeys(body, FOLDER_READ_ONLY) as { name: string });

/** A folder of projects (docs/product.md#data-model "Folder"); folders nest through `parent` (`null` at the top). The owner is the signed-in user. */
export const Folder = z.strictObject({ id: uuidText(), name: nameText(), parent: uuidText().nullable(), createdAt: dateTimeText(), updatedAt: dateTimeText() });

const PROJECT_READ_ONLY = ['id', 'files', 'sections', 'createdAt', 'updatedAt'];

/** `POST /api/project2 {name?, folder?}`: `name` default empty; `folder` one of the caller's, `null` or absent: top level. */
export const CreateProjectBody = z
  .strictObject({ name: name({ allowEmpty: true }).optional(), folder: nullableId() })
  .transform(({ name: projectName, folder }) => ({ name: projectName ?? '', folder: folder ?? null }));

/** What a project patch changes (absent: kept). */
export interface ProjectPatch {
  readonly name?: string;
  readonly folder?: string | null;
  readonly picture?: string | null;
}

/**
 * `PATCH /api/project2/{id}`: the whole project or only some fields. Only `name`, `folder` and `picture` (`null`
 * removes it) change; the read-only fields of a project (`id`, `files`, `sections`, `createdAt`, `updatedAt`) may be
 * sent back and are ignored.
 */
export const PatchProjectBody = z
  .strictObject({
    name: name({ allowEmpty: true }).optional(),
    folder: nullableId(),
    picture: nullableId().describe('a file id of the project; null removes the picture'),
    ...ignored(PROJECT_READ_ONLY),
  })
  .transform((body) => omitKeys(body, PROJECT_READ_ONLY) as ProjectPatch);

/** A file attached to a project (`PUT /api/project2/{id}/file`): `filename` as uploaded, `size` in bytes, `contentType` the stored media type. */
export const ProjectFile = z.strictObject({ fileId: uuidText(), filename: z.string(), size: z.int(), contentType: z.string(), createdAt: dateTimeText() });

/** One section of a project, as listed with the project. */
export const SectionSummary = z.strictObject({
  id: uuidText(),
  name: nameText(),
  layingMethod: LayingMethodSchema.nullable(),
  updatedAt: dateTimeText(),
  status: z.enum(STATUSES).optional(),
  started: z.boolean().optional().describe('false: the stored result’s cable never moved (with status failed: it cannot start); absent without results'),
  stale: z.boolean().optional().describe('true: the stored result was computed from other data than the stored data (it no longer describes the section); absent without results'),
});

/** A project (docs/product.md#data-model "Project2"): a named set of sections, with files and a picture. */
export const Project2 = z.strictObject({
  id: uuidText(),
  name: nameText(),
  folder: uuidText().nullable(),
  picture: uuidText().nullable().describe('a file id: download it from /api/project2/{id}/file/{picture}'),
  files: z.array(ProjectFile),
  sections: z.array(SectionSummary),
  createdAt: dateTimeText(),
  updatedAt: dateTimeText(),
});

/** `PUT /api/project2/{id}/file` (multipart, field `file`) answers 201 with this. */
export const UploadFileResponse = z.strictObject({ fileId: uuidText() });

/** `PUT /api/project2/{id}/picture` (multipart, field `file`, images only) answers 201 with this. */
export const UploadPictureResponse = z.strictObject({ pictureId: uuidText() });

/** The multipart body of both uploads. */
export const Upload = z.strictObject({ file: z.string().meta({ format: 'binary' }).describe('at most 20 MB') });

/** The routes of folders and projects (see routes.ts); a file download (`GET /api/project2/{id}/file/{fileId}`) answers bytes, so it is not in the table. */
export const PROJECT_ROUTES = {
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
} as const satisfies Record<string, Route>;
