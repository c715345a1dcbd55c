/**
 * The shapes of the HTTP resources of `/api/**` (docs/product.md#data-model and docs/product.md#http-calls), shared by the web app and the server.
 * Types only: no code, no framework. Dates are ISO 8601 strings (`2026-11-22T10:00:00.000Z`); ids are UUIDs.
 * Every number inside section data is in its base unit (see section/types.ts).
 *
 * Stability: fields are added, never renamed or removed, so that the web app and the server can move
 * independently.
 */
import type { LayingMethod, SimulationStatus } from '@cla/engine';

import type { LegacyProjectData } from '../legacy/legacy-project.js';
import type { Favourite, ResultsData, SectionData } from '../section/types.js';
import type { ValidationIssue } from '../validation/issue.js';
import type { SharedStudy } from './studies.js';

/** An ISO 8601 date-time string, always UTC (`…Z`). */
export type IsoDateTime = string;

// ---------------------------------------------------------------------------------------------- folders

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

// ---------------------------------------------------------------------------------------------- projects v2

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

// ---------------------------------------------------------------------------------------------- sections

/** A section (docs/product.md#data-model "Section"): one laying case of a project. */
export interface Section {
  id: string;
  /** the project's id */
  project: string;
  /**
   * equal to `data.general.sectionName`: a name given in a body is written into the data, and without one a
   * non-empty `sectionName` names the section
   */
  name: string;
  data: SectionData;
  /** the last simulation results, or `null` */
  results: ResultsData | null;
  /**
   * true when the stored results were computed from other data than the stored data (a save of data after the
   * simulation): they no longer describe the section. False without results; the server always sends it (absent
   * only from a section read before it existed: not stale).
   */
  stale?: boolean;
  /** set by `PATCH /api/section/create-share-token/{id}` */
  shareToken: string | null;
  favorites: Favourite[];
  /** increases by one with every change; send it back with `PATCH /api/section/{id}` */
  version: number;
  /** the warnings (and infos) of the domain's validation at the last save */
  warnings: ValidationIssue[];
  /**
   * the error-level issues of values still missing (rules `required` and `notEmpty`) at the last save: a section
   * being written is saved with them (they block the simulation, not the save). Any other error-level issue
   * refuses the save (422, {@link SectionIssuesDetails}).
   */
  incomplete: ValidationIssue[];
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

/** `GET /api/section?project={id}` answers the project's sections, by name: `Section[]`. */
export type SectionList = Section[];

/** `POST /api/section` */
export interface CreateSectionBody {
  /** one of the caller's projects */
  project: string;
  data: SectionData;
  results?: ResultsData | null;
  /** default: `data.general.sectionName`, else empty; when given, also written into `data.general.sectionName` */
  name?: string;
  favorites?: Favourite[];
}

/**
 * `PATCH /api/section/{id}`: `version` is the version that was edited; a stale one answers 409
 * ({@link VersionConflictDetails}) and changes nothing. Instead of `version` the `If-Match` header may carry the
 * `ETag` of a read (`"7"`; 412 when stale); with neither the last write wins. Absent fields are kept; `project`
 * moves the section to another of the caller's projects; `id`, when sent, must be the path's (400 naming `id`).
 * `shareToken`, `warnings`, `createdAt`, `updatedAt` may be sent back and are ignored.
 */
export interface PatchSectionBody {
  id?: string;
  version?: number;
  project?: string;
  data?: SectionData;
  results?: ResultsData | null;
  name?: string;
  favorites?: Favourite[];
  shareToken?: unknown;
  warnings?: unknown;
  createdAt?: unknown;
  updatedAt?: unknown;
}

/** `PATCH /api/section/rename/{id}`: sets `name` and `data.general.sectionName`; answers the {@link Section}. */
export interface RenameSectionBody {
  name: string;
}

/** `POST /api/section/{id}/duplicate`: answers 201 with the new {@link Section} (no share token). */
export interface DuplicateSectionBody {
  /** default: the same project */
  project?: string;
  /** default: the name plus ` (copy)` */
  name?: string;
}

/** One quota: what is in use and the most allowed (0: no quota). */
export interface QuotaUse {
  usedBytes: number;
  quotaBytes: number;
}

/** `GET /api/storage`: the caller's files (`UPLOAD_QUOTA_MB`) and stored JSON data (`DATA_QUOTA_MB`, in characters). */
export interface StorageUsage {
  files: QuotaUse;
  data: QuotaUse;
}

/** `PATCH /api/section/create-share-token/{id}` and `PATCH /api/create-share-token/{id}` answer this. */
export interface ShareTokenResponse {
  /** 32 bytes of randomness, base64url (43 characters) */
  shareToken: string;
}

/** `GET /api/section/share/{token}` (public, read-only): what a shared link shows; no owner, no project. */
export interface SharedSection {
  id: string;
  name: string;
  data: SectionData;
  results: ResultsData | null;
  favorites: Favourite[];
  warnings: ValidationIssue[];
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  /** the latest finished study of each kind (`/api/studies`), results only; none when the section has none */
  studies: SharedStudy[];
  /**
   * the machine presets the section names (equipment and pusher rows), so that a reader without them computes the
   * section's result as its owner does: {@link Preset} without its owner, `catalogue` saying whether it is one of the
   * demo catalogue's (named in the reader's language) or the owner's own (named as written)
   */
  machines: SharedMachine[];
}

/** A machine preset as a shared section carries it: no owner, only whether it is the demo catalogue's. */
export type SharedMachine = Omit<Preset, 'owner'> & { catalogue: boolean };

/** `POST /api/section/share/{token}/copy`: copies the shared section into one of the caller's projects (201, {@link Section}). */
export interface CopySharedSectionBody {
  project: string;
}

// ---------------------------------------------------------------------------------------------- legacy projects

/** A legacy project (docs/product.md#data-model "Legacy project"): a simple trajectory. Deleted ones are not served. */
export interface LegacyProject {
  id: string;
  name: string | null;
  folder: string | null;
  /** the owner's user id */
  owner: string;
  shareToken: string | null;
  deleted: boolean;
  data: LegacyProjectData;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

/** `GET /api/project/share/{token}`: a shared legacy project, read-only for anybody with the link (no owner, folder or token). */
export interface SharedLegacyProject {
  id: string;
  name: string | null;
  data: LegacyProjectData;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

/** `POST /api/project`: the project without id and timestamps (undo of a delete re-posts it). */
export interface CreateLegacyProjectBody {
  name?: string | null;
  folder?: string | null;
  data: LegacyProjectData;
}

/** `PATCH /api/project/{id}`: absent fields are kept; read-only fields sent back are ignored. */
export interface PatchLegacyProjectBody {
  name?: string | null;
  folder?: string | null;
  data?: LegacyProjectData;
  id?: string;
  owner?: unknown;
  shareToken?: unknown;
  deleted?: unknown;
  createdAt?: unknown;
  updatedAt?: unknown;
}

// ---------------------------------------------------------------------------------------------- presets

/** The kinds of presets (docs/product.md#data-model "Preset"). */
export type PresetType =
  | 'cable'
  | 'compressor'
  | 'pullingMachine'
  | 'pushingMachine'
  | 'stretch'
  | 'trajectory'
  | 'waterPump';

/**
 * A preset. `data` holds the fields of its kind in base units: a cable preset the cable fields of the section, a
 * machine preset the limits of `MachinePreset` (context.ts), a stretch preset a stretch row, a trajectory preset
 * `{ rows }`, a compressor or water pump its equipment fields.
 */
export interface Preset {
  id: string;
  name: string;
  type: PresetType;
  /** a free grouping label (e.g. `telecom`, `energy`); `null` when none */
  group: string | null;
  data: Record<string, unknown>;
  /** the owner's user id; `null` for the demo catalogue (read-only) */
  owner: string | null;
}

/** `POST /api/presets`: saves one of the caller's presets (201, {@link Preset}). */
export interface CreatePresetBody {
  name: string;
  type: PresetType;
  group?: string | null;
  data: Record<string, unknown>;
}

/** `PATCH /api/presets/{id}`: renames one of the caller's presets (200, {@link Preset}). */
export interface RenamePresetBody {
  name: string;
}

// ---------------------------------------------------------------------------------------------- session and application

/** `GET /api/motd` (docs/product.md#data-model "Message of the day"). */
export interface Motd {
  keyPrefix: string;
  seqId: number;
  enable: boolean;
  /**
   * The admin's own title and message per language (plain text, paragraphs separated by blank lines); a language
   * without one falls back to English, then to the catalogue's `{keyPrefix}.title` and `.message`. Absent until an
   * admin saves a message.
   */
  texts?: Partial<Record<'en' | 'fr' | 'de' | 'it', MotdText>>;
}

/** One language of the message of the day. */
export interface MotdText {
  title: string;
  message: string;
}

/** A member's role in their company (distinct from the application role). */
export type CompanyRole = 'manager' | 'ordinary';

/** Whether a licence holds today. */
export type LicenceStatus = 'valid' | 'expired' | 'notYetValid';

/** A licence with its use (`GET /api/admin/licences`, and the company's in {@link UserCompany}). */
export interface Licence {
  id: string;
  name: string;
  allowedLayingMethods: LayingMethod[];
  seats: number;
  /** users holding it, members of the companies holding it, and those companies' pending invitations */
  seatsUsed: number;
  /** ISO dates (UTC), both inclusive */
  validFrom: string;
  validUntil: string;
  status: LicenceStatus;
  /** the plan it was made from */
  plan: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The caller's company (`GET /api/user-company`). */
export interface UserCompany {
  id: string;
  name: string;
  address: string;
  country: string;
  /** the caller's role in it */
  role: CompanyRole;
  distributor: { id: string; name: string; contact: string; country: string } | null;
  licence: Licence | null;
}

/** `GET /api/user-company`. */
export interface UserCompanyResponse {
  /** the caller's company, `null` when they belong to none */
  company: UserCompany | null;
}

/** A member of the caller's company (`GET /api/company/users`). */
export interface CompanyMember {
  id: string;
  username: string;
  email: string;
  role: CompanyRole;
  active: boolean;
}

/** A pending invitation of the caller's company (`GET /api/company/invitations`). */
export interface CompanyInvitation {
  id: string;
  email: string;
  role: CompanyRole;
  createdAt: string;
  expiresAt: string;
  /** an expired invitation holds no seat: resend or revoke it */
  expired: boolean;
}

/** What an invitation link offers (`GET /api/company-invitation/{token}`). */
export interface InvitationPreview {
  company: string;
  email: string;
  role: CompanyRole;
  expiresAt: string;
}

// ---------------------------------------------------------------------------------------------- errors

/** The machine-readable codes of {@link ApiError}, each with one HTTP status. */
export type ApiErrorCode =
  | 'VALIDATION_FAILED'
  | 'MALFORMED_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  | 'E_LICENCE'
  | 'E_SEATS'
  | 'E_IN_USE';

/** Every error answer of the API. */
export interface ApiError {
  statusCode: number;
  code: ApiErrorCode;
  message: string;
  details: Record<string, unknown> | null;
}

/** `details` of a 400 `VALIDATION_FAILED`: every failing field of the body at once. */
export interface FieldIssuesDetails {
  issues: { field: string; message: string }[];
}

/**
 * `details` of a 422 `UNPROCESSABLE` from saving a section (create, patch with data, duplicate, copy): the
 * error-level issues of the domain's validation other than missing values.
 */
export interface SectionIssuesDetails {
  issues: ValidationIssue[];
}

/** `details` of a 409 `CONFLICT` from `PATCH /api/section/{id}` with a stale version: nothing was changed. */
export interface VersionConflictDetails {
  reason: 'version';
  /** the version now stored: reload the section, merge, and patch again with it */
  currentVersion: number;
  /** (412 from `If-Match` only) the section's `ETag` now, exactly as `GET` answers it (`"8"`, `"8.Xy3…"` while shared) */
  currentEtag?: string;
}
