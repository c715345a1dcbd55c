import { msg } from '../../i18n/messages.js';
import { ConflictError, fieldIssue, PreconditionFailedError, ValidationError } from '../../errors/domain-error.js';

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

/** The error of a save whose precondition failed: the section is at `current` now and nothing changed. */
export function preconditionError(precondition: VersionCondition, current: number): Error {
  const wanted = precondition.versions.join(', ');
  const details = { reason: 'version', currentVersion: current };
  return precondition.by === 'version'
    ? new ConflictError(msg('section.stale', { version: wanted, current }), details)
    : new PreconditionFailedError(msg('section.ifMatchStale', { version: wanted, current }), details);
}
