// The shapes of the sections of /api/section, inferred from ../contracts/sections.ts.
import type { z } from 'zod';

import type { ShareTokenResponse as ShareTokenSchema } from '../contracts/answer-fields.js';
import type * as contracts from '../contracts/sections.js';
import type { Favourite, ResultsData, SectionData } from '../section/types.js';
import type { ValidationIssue } from '../validation/issue.js';
import type { SharedStudy } from './studies.js';

/**
 * What the domain types more strictly than the schemas (sections.check.ts holds the two together): `data` is the
 * domain's {@link SectionData} (the schema's groups are all optional and its choices any string the rules judge),
 * `results` its {@link ResultsData}, `favorites` its {@link Favourite}s, and the issues its {@link ValidationIssue}s.
 */
interface SectionContent {
  data: SectionData;
  /** the last simulation results, or `null` */
  results: ResultsData | null;
  favorites: Favourite[];
  /** the warnings (and infos) of the domain's validation at the last save */
  warnings: ValidationIssue[];
}
type Strict = keyof SectionContent | 'incomplete';

/**
 * A section (docs/product.md#data-model "Section"): one laying case of a project. `name` equals
 * `data.general.sectionName` (a name given in a body is written into the data, and without one a non-empty
 * `sectionName` names the section); `shareToken` is set by `PATCH /api/section/create-share-token/{id}`; `version`
 * increases by one with every change (send it back with `PATCH /api/section/{id}`); `stale` is true when the stored
 * results were computed from other data than the stored data (a save of data after the simulation), false without
 * results.
 */
export type Section = Omit<z.output<typeof contracts.Section>, Strict | 'stale'> &
  SectionContent & {
    /**
     * the server always sends it; optional here because the web builds sections without it (a shared section's view,
     * a section read before it existed): not stale
     */
    stale?: boolean;
    /**
     * the error-level issues of values still missing (rules `required` and `notEmpty`) at the last save: a section
     * being written is saved with them (they block the simulation, not the save). Any other error-level issue
     * refuses the save (422, `SectionIssuesDetails`).
     */
    incomplete: ValidationIssue[];
  };

/** `GET /api/section?project={id}` answers the project's sections, by name: `Section[]`. */
export type SectionList = Section[];

/** What a body may carry of a section's content, typed by the domain (see {@link SectionContent}). */
type BodyContent = { results?: ResultsData | null; favorites?: Favourite[] };

/**
 * `POST /api/section`: `project` one of the caller's; `name` default `data.general.sectionName`, else empty (when
 * given, also written into `data.general.sectionName`). Read-only fields sent anyway are ignored.
 */
export type CreateSectionBody = Omit<z.input<typeof contracts.CreateSectionBody>, 'data' | 'results' | 'favorites'> & BodyContent & { data: SectionData };

/**
 * `PATCH /api/section/{id}`: `version` is the version that was edited; a stale one answers 409
 * (`VersionConflictDetails`) and changes nothing. Instead of `version` the `If-Match` header may carry the `ETag` of
 * a read (`"7"`; 412 when stale); with neither the last write wins. Absent fields are kept; `project` moves the
 * section to another of the caller's projects; `id`, when sent, must be the path's (400 naming `id`). The read-only
 * fields of a {@link Section} may be sent back and are ignored.
 */
export type PatchSectionBody = Omit<z.input<typeof contracts.PatchSectionBody>, 'data' | 'results' | 'favorites'> & BodyContent & { data?: SectionData };

/** `PATCH /api/section/rename/{id}`: sets `name` and `data.general.sectionName`; answers the {@link Section}. */
export type RenameSectionBody = z.input<typeof contracts.RenameSectionBody>;

/** `POST /api/section/{id}/duplicate`: answers 201 with the new {@link Section} (no share token); `project` default the same, `name` default the name plus ` (copy)`. */
export type DuplicateSectionBody = NonNullable<z.input<typeof contracts.DuplicateSectionBody>>;

/** `POST /api/section/share/{token}/copy`: copies the shared section into one of the caller's projects (201, {@link Section}). */
export type CopySharedSectionBody = z.input<typeof contracts.CopySectionBody>;

/** The query of `GET /api/section?project={id}&offset=`, as the server reads it. */
export type SectionListQuery = z.output<typeof contracts.SectionListQuery>;

/** `PATCH /api/section/create-share-token/{id}` and `PATCH /api/create-share-token/{id}` answer this: 32 bytes of randomness, base64url (43 characters). */
export type ShareTokenResponse = z.output<typeof ShareTokenSchema>;

/**
 * A machine preset as a shared section carries it: no owner, only whether it is the demo catalogue's (named in the
 * reader's language) or the owner's own (named as written).
 */
export type SharedMachine = z.output<typeof contracts.SharedSection>['machines'][number];

/**
 * `GET /api/section/share/{token}` (public, read-only): what a shared link shows; no owner, no project. `studies`
 * the latest finished study of each kind (`/api/studies`), results only (none when the section has none), in the
 * domain's stricter {@link SharedStudy}; `machines` the machine presets the section names (equipment and pusher
 * rows), so that a reader without them computes the section's result as its owner does.
 */
export type SharedSection = Omit<z.output<typeof contracts.SharedSection>, Strict | 'studies'> & SectionContent & { studies: SharedStudy[] };
