// What a section save requires of the stored version (If-Match, version).
import { msg } from '../../i18n/messages.js';
import { ConflictError, fieldIssue, PreconditionFailedError, ValidationError } from '../../errors/domain-error.js';
import { ownerEtagOf } from './section-etag.js';

/**
 * What a section save requires of the stored version. `versions` undefined: any (last write wins); else the stored
 * version must be one of them, and `by` says which input asked, hence which error a mismatch is.
 */
export type SavePrecondition = { readonly versions?: undefined } | VersionCondition;

/** A save that requires the stored version to be one of `versions`. */
export interface VersionCondition {
  readonly versions: readonly number[];
  readonly by: 'version' | 'If-Match';
}

/**
 * The precondition of `PATCH /api/section/{id}` from the body's `version` and the `If-Match` header: the body's
 * version when given (409 on a mismatch, as before), else the `If-Match` tags (412), else none. Both given, the
 * body's version must be one the header names (400 naming `version` otherwise: the client contradicts itself).
 */
export function savePrecondition(version: number | undefined, ifMatch: readonly number[] | '*' | undefined): SavePrecondition {
  if (version !== undefined) {
    if (ifMatch !== undefined && ifMatch !== '*' && !ifMatch.includes(version)) {
      throw new ValidationError([fieldIssue('version', 'section.versionNotInIfMatch', { versions: ifMatch.join(', ') })]);
    }
    return { versions: [version], by: 'version' };
  }
  if (ifMatch === undefined || ifMatch === '*') {
    return {};
  }
  return { versions: ifMatch, by: 'If-Match' };
}

/**
 * The error of a save whose precondition failed: the section is at `current.version` now and nothing changed. A 412
 * quotes (and `details.currentEtag` carries) the owner's tag exactly as `GET` answers it — with the share token's
 * digest while the section is shared —, the tag to send back in `If-Match`.
 */
export function preconditionError(precondition: VersionCondition, current: { readonly version: number; readonly shareToken?: string | null }): Error {
  const wanted = precondition.versions.join(', ');
  if (precondition.by === 'version') {
    return new ConflictError(msg('section.stale', { version: wanted, current: current.version }), { reason: 'version', currentVersion: current.version });
  }
  const etag = ownerEtagOf({ version: current.version, shareToken: current.shareToken ?? null });
  return new PreconditionFailedError(msg('section.ifMatchStale', { version: wanted, current: current.version, etag }), {
    reason: 'version',
    currentVersion: current.version,
    currentEtag: etag,
  });
}
