// The licence that applies to a user now (given by an admin, the company's, or the personal one).
import type { EntityManager } from '@mikro-orm/core';

import { allowedLayingMethodsOf, type User, UserSchema } from '../identity/user.entity.js';
import { CompanyInvitationSchema } from './company-invitation.entity.js';
import { CompanySchema } from './company.entity.js';
import { type EffectiveLicence, parseLayingMethods, statusOfDates, todayIso } from './licence-rules.js';
import { type Licence, LicenceSchema } from './licence.entity.js';

/** The effective licence of a `licence` row. */
export function effectiveOf(licence: Licence, source: 'user' | 'company', today = todayIso()): EffectiveLicence {
  const status = statusOfDates(licence.validFrom, licence.validUntil, today);
  const listed = parseLayingMethods(licence.allowedLayingMethods);
  return {
    id: licence.id,
    name: licence.name,
    source,
    status,
    licensedLayingMethods: listed,
    allowedLayingMethods: status === 'valid' ? listed : [],
    seats: licence.seats,
    validFrom: licence.validFrom,
    validUntil: licence.validUntil,
  };
}

/**
 * The licence that applies to `user` now: the one an admin gave the user (`licenceId`), else, in a company, the
 * company's (none: status `missing`, nothing allowed), else the user's personal licence (`allowedLayingMethods`,
 * from `DEFAULT_LAYING_METHODS` at creation; no dates, no seats).
 */
export async function resolveLicence(em: EntityManager, user: User): Promise<EffectiveLicence> {
  if (user.licenceId !== null && user.licenceId !== undefined) {
    const own = await em.findOne(LicenceSchema, { id: user.licenceId });
    if (own !== null) {
      return effectiveOf(own, 'user');
    }
  }
  if (user.companyId !== null && user.companyId !== undefined) {
    const company = await em.findOne(CompanySchema, { id: user.companyId });
    const licence = company?.licenceId ? await em.findOne(LicenceSchema, { id: company.licenceId }) : null;
    if (licence !== null) {
      return effectiveOf(licence, 'company');
    }
    return { id: null, name: null, source: 'company', status: 'missing', licensedLayingMethods: [], allowedLayingMethods: [], seats: null, validFrom: null, validUntil: null };
  }
  const methods = allowedLayingMethodsOf(user);
  return { id: null, name: null, source: 'personal', status: 'valid', licensedLayingMethods: methods, allowedLayingMethods: methods, seats: null, validFrom: null, validUntil: null };
}

/**
 * The seats a licence uses: the active users who hold it themselves, the active members (without a licence of their
 * own) of the companies that hold it, and the pending, unexpired invitations of those companies.
 */
export async function seatsUsed(em: EntityManager, licenceId: string, now = new Date()): Promise<number> {
  const companies = (await em.find(CompanySchema, { licenceId }, { fields: ['id'] })).map((company) => company.id);
  const own = await em.count(UserSchema, { licenceId, deactivatedAt: null });
  if (companies.length === 0) {
    return own;
  }
  const members = await em.count(UserSchema, { companyId: { $in: companies }, licenceId: null, deactivatedAt: null });
  const pending = await em.count(CompanyInvitationSchema, { companyId: { $in: companies }, acceptedAt: null, expiresAt: { $gt: now } });
  return own + members + pending;
}
