// The shapes of the legacy projects of /api/legacy-projects.
import type { LegacyProjectData } from '../legacy/legacy-project.js';
import type { IsoDateTime } from './resources.js';

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
