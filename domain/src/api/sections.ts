// The shapes of the sections of /api/sections: their list, bodies, answers and share links.
import type { Favourite, ResultsData, SectionData } from '../section/types.js';
import type { ValidationIssue } from '../validation/issue.js';
import type { SharedStudy } from './studies.js';
import type { Preset } from './presets.js';
import type { IsoDateTime } from './resources.js';

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
