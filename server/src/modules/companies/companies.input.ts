// The request schemas of companies, members and the admin's commercial resources.
import { LAYING_METHODS } from '@cla/engine';
import { z } from 'zod';
import { choice, email, id, ignored, must, mustBe, name, text } from '@cla/domain/contracts';

import { issue } from '../../http/schema/issue-messages.js';
import { msg } from '../../i18n/messages.js';
import { COMPANY_ROLES, ROLES } from '../identity/user.entity.js';
import { FIRST_DAY, LAST_DAY } from './licence-rules.js';

/** Read-only fields of the admin resources, accepted and dropped when a client sends a whole resource back. */
const READ_ONLY = ['id', 'createdAt', 'updatedAt', 'seatsUsed', 'status', 'members', 'plan', 'companies'] as const;

/** A free text of at most `max` characters (trimmed, may be empty). */
const freeText = (max: number) => text().trim().max(max, { error: issue('issue.maxCharacters', { max }) });

/** An ISO date `YYYY-MM-DD` that exists (2026-02-30 does not), from {@link FIRST_DAY} to {@link LAST_DAY}. */
const isoDate = () =>
  text('what.date')
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: mustBe('what.date'), abort: true })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      error: issue('issue.dateExists'),
      abort: true,
    })
    .refine((value) => value >= FIRST_DAY && value <= LAST_DAY, { error: issue('issue.dateFromTo', { min: FIRST_DAY, max: LAST_DAY }) })
    .meta({ format: 'date', formatMinimum: FIRST_DAY, formatMaximum: LAST_DAY });

/** Laying methods, each once, in any order (stored in the product's order). */
const layingMethods = () =>
  z
    .array(choice(LAYING_METHODS), { error: must('what.layingMethods') })
    .max(LAYING_METHODS.length)
    .refine((methods) => new Set(methods).size === methods.length, { error: issue('issue.methodTwice') });

/** A number of seats: 1 to 100 000. */
const seats = () =>
  z
    .int({ error: must(msg('what.integerFromTo', { min: 1, max: 100_000 })) })
    .min(1, { error: issue('issue.atLeast', { min: 1 }) })
    .max(100_000, { error: issue('issue.atMost', { max: 100_000 }) });

/** `POST /api/admin/distributors`; `PATCH` takes any of the fields. */
const distributorFields = {
  name: name(),
  contact: freeText(500).describe('a person, an e-mail, a telephone number'),
  country: freeText(100),
};
export const DistributorBody = z.strictObject({
  ...distributorFields,
  contact: distributorFields.contact.default(''),
  country: distributorFields.country.default(''),
  ...ignored(READ_ONLY),
});
export const PatchDistributorBody = z.strictObject({ ...distributorFields, ...ignored(READ_ONLY) }).partial();
export type DistributorInput = z.output<typeof PatchDistributorBody>;

/** `POST /api/admin/plans`; `PATCH` takes any of the fields. */
const planFields = {
  name: name(),
  allowedLayingMethods: layingMethods(),
  seats: seats(),
  durationDays: z
    .int({ error: must(msg('what.integerFromTo', { min: 1, max: 3660 })) })
    .min(1, { error: issue('issue.atLeast', { min: 1 }) })
    .max(3660, { error: issue('issue.atMost', { max: 3660 }) }),
  price: freeText(100).describe('shown as written, e.g. "EUR 4 800 / year" (nothing is billed here)'),
};
export const PlanBody = z.strictObject({ ...planFields, price: planFields.price.default(''), ...ignored(READ_ONLY) });
export const PatchPlanBody = z.strictObject({ ...planFields, ...ignored(READ_ONLY) }).partial();
export type PlanInput = z.output<typeof PatchPlanBody>;

/** `POST /api/admin/licences`; `PATCH` takes any of the fields. `validUntil` may not be before `validFrom`. */
export const LicenceBody = z.strictObject({
  name: name(),
  allowedLayingMethods: layingMethods(),
  seats: seats(),
  validFrom: isoDate().describe('first day of validity (UTC), inclusive'),
  validUntil: isoDate().describe('last day of validity (UTC), inclusive'),
  ...ignored(READ_ONLY),
});
export const PatchLicenceBody = LicenceBody.partial();
// (LicenceBody has no defaults, so its partial leaves absent fields absent.)
export type LicenceInput = z.output<typeof PatchLicenceBody>;

/** `POST /api/admin/companies`; `PATCH` takes any of the fields. `distributor` and `licence` are ids or `null`. */
const companyFields = {
  name: name(),
  address: freeText(500),
  country: freeText(100),
  distributor: id().nullable().describe('a distributor id, or null'),
  licence: id().nullable().describe('a licence id, or null: the members then have no licence'),
};
export const CompanyBody = z.strictObject({
  ...companyFields,
  address: companyFields.address.default(''),
  country: companyFields.country.default(''),
  distributor: companyFields.distributor.default(null),
  licence: companyFields.licence.default(null),
  ...ignored(READ_ONLY),
});
export const PatchCompanyBody = z.strictObject({ ...companyFields, ...ignored(READ_ONLY) }).partial();
export type CompanyInput = z.output<typeof PatchCompanyBody>;

/** `POST /api/admin/plans/{id}/grant`: a licence made from the plan, given to the company. */
export const GrantPlanBody = z.strictObject({
  company: id(),
  validFrom: isoDate().optional().describe('default: today (UTC); the licence runs durationDays days from it'),
});
export type GrantPlanInput = z.output<typeof GrantPlanBody>;

/** `PATCH /api/admin/users/{id}`: any of the fields. */
export const PatchUserBody = z
  .strictObject({
    role: choice(ROLES).optional().describe('the application role'),
    company: id().nullable().optional().describe('a company id, or null to take the user out of their company'),
    companyRole: choice(COMPANY_ROLES).optional().describe('the role in the company (default ordinary when joining one)'),
    licence: id().nullable().optional().describe('a licence of the user’s own, before the company’s; null: none'),
    active: z.boolean({ error: must('what.boolean') }).optional().describe('false: the user cannot sign in and their sessions end'),
    ...ignored(['id', 'username', 'email', 'createdAt']),
  })
  .refine((body) => ['role', 'company', 'companyRole', 'licence', 'active'].some((key) => key in body), { error: issue('issue.changeOneOf', { fields: 'role, company, companyRole, licence, active' }) });
export type PatchUserInput = z.output<typeof PatchUserBody>;

/** `POST /api/company/users`: invite a person by e-mail. */
export const CompanyInviteBody = z.strictObject({ email: email(), role: choice(COMPANY_ROLES).default('ordinary') });
export type CompanyInviteInput = z.output<typeof CompanyInviteBody>;

/** `PATCH /api/company/users/{id}`. */
export const CompanyMemberBody = z.strictObject({ role: choice(COMPANY_ROLES), ...ignored(['id', 'username', 'email', 'active', 'invited']) });
export type CompanyMemberInput = z.output<typeof CompanyMemberBody>;
