// The shapes of the legacy projects of /api/project, inferred from ../contracts/legacy-projects.ts.
import type { z } from 'zod';

import type * as contracts from '../contracts/legacy-projects.js';
import type { LegacyProjectData } from '../legacy/legacy-project.js';

/**
 * A legacy project (docs/product.md#data-model "Legacy project"): a simple trajectory; `owner` the owner's user id.
 * Deleted ones are not served. `data` keeps the domain's own {@link LegacyProjectData} (the schema's rows also
 * accept `null` for an empty number, and fields of the old app); legacy-projects.check.ts holds the two together.
 */
export type LegacyProject = Omit<z.output<typeof contracts.LegacyProject>, 'data'> & { data: LegacyProjectData };

/** `GET /api/project/share/{token}`: a shared legacy project, read-only for anybody with the link (no owner, folder or token). */
export type SharedLegacyProject = Omit<z.output<typeof contracts.SharedLegacyProject>, 'data'> & { data: LegacyProjectData };

/** `POST /api/project`: the project without id and timestamps (undo of a delete re-posts it); read-only fields sent anyway are ignored. */
export type CreateLegacyProjectBody = Omit<z.input<typeof contracts.CreateLegacyProjectBody>, 'data'> & { data: LegacyProjectData };

/** `PATCH /api/project/{id}`: absent fields are kept; read-only fields sent back are ignored. */
export type PatchLegacyProjectBody = Omit<z.input<typeof contracts.PatchLegacyProjectBody>, 'data'> & { data?: LegacyProjectData };

/** The query of `GET /api/projects?offset=`, as the server reads it. */
export type LegacyListQuery = z.output<typeof contracts.LegacyListQuery>;
