// The shapes of the folders and projects of /api/folders and /api/projects.
import type { LayingMethod, SimulationStatus } from '@cla/engine';

import type { IsoDateTime } from './resources.js';

/** A folder of projects (docs/product.md#data-model "Folder"); folders nest through `parent`. The owner is the signed-in user. */
export interface Folder {
  id: string;
  name: string;
  /** the parent folder's id; `null` at the top */
  parent: string | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

/** `POST /api/folder` */
export interface CreateFolderBody {
  /** 1–200 characters after trimming */
  name: string;
  /** the parent folder (one of the caller's); `null` or absent: top level */
  parent?: string | null;
}

/** `PATCH /api/folder/{id}`: rename. */
export interface RenameFolderBody {
  name: string;
}


/** A file attached to a project (`PUT /api/project2/{id}/file`). */
export interface ProjectFile {
  fileId: string;
  /** the name the file was uploaded with */
  filename: string;
  /** bytes */
  size: number;
  /** the stored media type, e.g. `application/pdf`, `image/png`, `application/vnd.google-earth.kml+xml` */
  contentType: string;
  createdAt: IsoDateTime;
}

/** One section of a project, as listed with the project. */
export interface SectionSummary {
  id: string;
  name: string;
  layingMethod: LayingMethod | null;
  updatedAt: IsoDateTime;
  /** the stored simulation status (`results.status`), absent when the section has no results */
  status?: SimulationStatus;
  /**
   * whether the stored result's cable moved (`results.started`; for a result saved before it, false only where a
   * force limit's message says the force needed at the launch point exceeds its rating): a `failed` result with
   * `started: false` could not start. Absent when the section has no results.
   */
  started?: boolean;
  /**
   * true when the stored result was computed from other data than the stored data (see {@link Section} `stale`); a
   * field of its own beside `status`, which says the result's outcome. Absent when the section has no results.
   */
  stale?: boolean;
}

/** A project (docs/product.md#data-model "Project2"): a named set of sections, with files and a picture. */
export interface Project2 {
  id: string;
  name: string;
  /** the folder's id; `null` at the top level */
  folder: string | null;
  /** the picture's id (`PUT /api/project2/{id}/picture`); download it from `/api/project2/{id}/file/{picture}` */
  picture: string | null;
  /** oldest first; the picture is not listed here */
  files: ProjectFile[];
  /** by name */
  sections: SectionSummary[];
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

/** `POST /api/project2` */
export interface CreateProject2Body {
  /** default: empty; at most 200 characters */
  name?: string;
  /** one of the caller's folders; `null` or absent: top level */
  folder?: string | null;
}

/**
 * `PATCH /api/project2/{id}`: the whole project or only some fields. Only `name`, `folder` and `picture` (`null`
 * removes it) change; the read-only fields of {@link Project2} (`id`, `files`, `sections`, `createdAt`,
 * `updatedAt`) may be sent back and are ignored.
 */
export interface PatchProject2Body {
  name?: string;
  folder?: string | null;
  picture?: string | null;
  id?: string;
  files?: unknown;
  sections?: unknown;
  createdAt?: unknown;
  updatedAt?: unknown;
}

/** `PUT /api/project2/{id}/file` (multipart, field `file`) answers 201 with this. */
export interface UploadFileResponse {
  fileId: string;
}

/** `PUT /api/project2/{id}/picture` (multipart, field `file`, images only) answers 201 with this. */
export interface UploadPictureResponse {
  pictureId: string;
}
