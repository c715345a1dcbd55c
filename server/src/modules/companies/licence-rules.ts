// The licence rules: whether a licence holds today and allows a laying method.
import { FIRST_DAY, LAST_DAY } from '@cla/domain/contracts';
import { LAYING_METHOD_NAMES, type LayingMethodName } from '../../config/index.js';
import { LicenceError } from '../../errors/domain-error.js';
import { msg } from '../../i18n/messages.js';

/** Whether a licence holds today: within its dates, past them, before them, or no licence at all. */
export type LicenceStatus = 'valid' | 'expired' | 'notYetValid' | 'missing';

/** Where a user's licence comes from: their own default (no company), one an admin gave them, or their company's. */
export type LicenceSource = 'personal' | 'user' | 'company';

/** The licence that applies to a user now (see `resolveLicence`). */
export interface EffectiveLicence {
  /** The `licence` row, `null` for a personal licence or none. */
  readonly id: string | null;
  readonly name: string | null;
  readonly source: LicenceSource;
  readonly status: LicenceStatus;
  /** What the licence lists, whatever its dates. */
  readonly licensedLayingMethods: readonly LayingMethodName[];
  /** What may be used today: the listed methods while the licence is valid, else none. */
  readonly allowedLayingMethods: readonly LayingMethodName[];
  /** Seats of a licence row; `null` for a personal licence. */
  readonly seats: number | null;
  readonly validFrom: string | null;
  readonly validUntil: string | null;
}

/** Today's date in UTC, `YYYY-MM-DD` (licence dates are whole UTC days). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The first and last days a licence date may name (@cla/domain/contracts). */
export { FIRST_DAY, LAST_DAY };

/** `date` plus `days` days (ISO dates, UTC). */
export function addDays(date: string, days: number): string {
  return todayIso(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));
}

/** Whether `today` falls within `validFrom`..`validUntil`, both inclusive. */
export function statusOfDates(validFrom: string, validUntil: string, today: string): Exclude<LicenceStatus, 'missing'> {
  if (today < validFrom) {
    return 'notYetValid';
  }
  return today > validUntil ? 'expired' : 'valid';
}

/** The laying methods of a stored JSON array, known ones only, in the product's order. */
export function parseLayingMethods(json: string): LayingMethodName[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  const listed = new Set(Array.isArray(parsed) ? parsed : []);
  return LAYING_METHOD_NAMES.filter((method) => listed.has(method));
}

/** The stored text of a list of laying methods (deduplicated, in the product's order). */
export function layingMethodsText(methods: readonly string[]): string {
  return JSON.stringify(LAYING_METHOD_NAMES.filter((method) => methods.includes(method)));
}

/**
 * Why a licence refuses a laying method, or `null` when it allows it. An expired, not yet valid or missing licence
 * refuses every method; a valid one refuses a known method it does not list. `method` `null` (none chosen yet) or an
 * unknown name is not the licence's business (the rules of the section or the engine answer it) unless the licence
 * is not valid.
 */
export function licenceRefusal(licence: EffectiveLicence, method: string | null): LicenceError | null {
  const details = {
    method,
    reason: licence.status === 'valid' ? 'method' : licence.status,
    allowedLayingMethods: licence.allowedLayingMethods,
    licence: licence.name,
    validFrom: licence.validFrom,
    validUntil: licence.validUntil,
  };
  const what = method === null ? msg('licence.nothing') : msg('licence.methodUnusable', { method });
  const named = licence.name === null ? msg('licence.yours') : msg('licence.yoursNamed', { name: licence.name });
  switch (licence.status) {
    case 'expired':
      return new LicenceError(msg('licence.expired', { what, licence: named, date: licence.validUntil ?? '?' }), details);
    case 'notYetValid':
      return new LicenceError(msg('licence.notYetValid', { what, licence: named, date: licence.validFrom ?? '?' }), details);
    case 'missing':
      return new LicenceError(msg('licence.missing', { what }), details);
    case 'valid':
      break;
  }
  if (method === null || !(LAYING_METHOD_NAMES as readonly string[]).includes(method) || licence.allowedLayingMethods.includes(method as LayingMethodName)) {
    return null;
  }
  const allowed = licence.allowedLayingMethods.length > 0 ? licence.allowedLayingMethods.join(', ') : msg('licence.none');
  return new LicenceError(msg('licence.methodRefused', { method, licence: named, allowed }), details);
}
