// The contract of companies, members and the admin's commercial resources (companies, licences, plans, distributors) and users.
import { z } from 'zod';

import { dateTimeText as dateTime, LayingMethodSchema as LayingMethod, nameText, uuidText } from './answer-fields.js';
import { AdminUser, ROLES } from './accounts.js';
import { LAYING_METHOD_NAMES as LAYING_METHODS } from './engine-values.js';
import { choice, id, ignored, must, mustBe, name, text } from './fields.js';
import { issue, msg } from './messages.js';
import type { Route } from './route.js';
import { COMPANY_ROLES, CompanyInvitation, CompanyMember, InvitationPreview, JoinedCompany, Licence, UserCompanyResponse } from './session.js';
import { email } from './user-fields.js';

/** The first day a licence date may name: nothing is licensed before the Unix epoch (year 0000 was once accepted). */
export const FIRST_DAY = '1970-01-01';

/** The last day a licence may run to: the last ISO date of four-digit year (`validUntil` is stored as `YYYY-MM-DD`). */
export const LAST_DAY = '9999-12-31';
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

/** `POST /api/admin/plans/{id}/grant`: a licence made from the plan, given to the company. */
export const GrantPlanBody = z.strictObject({
  company: id(),
  validFrom: isoDate().optional().describe('default: today (UTC); the licence runs durationDays days from it'),
});

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

/** `POST /api/company/users`: invite a person by e-mail. */
export const CompanyInviteBody = z.strictObject({ email: email(), role: choice(COMPANY_ROLES).default('ordinary') });

/** `PATCH /api/company/users/{id}`. */
export const CompanyMemberBody = z.strictObject({ role: choice(COMPANY_ROLES), ...ignored(['id', 'username', 'email', 'active', 'invited']) });

/** A plan (`GET /api/admin/plans`): what a licence is made from. */
export const Plan = z.strictObject({
  id: uuidText(),
  name: nameText(),
  allowedLayingMethods: z.array(LayingMethod),
  seats: z.int(),
  durationDays: z.int(),
  price: z.string(),
  createdAt: dateTime(),
  updatedAt: dateTime(),
});
/** A distributor (`GET /api/admin/distributors`) and the companies it serves. */
export const Distributor = z.strictObject({ id: uuidText(), name: nameText(), contact: z.string(), country: z.string(), companies: z.array(uuidText()), createdAt: dateTime(), updatedAt: dateTime() });
/** A company as the admins see it (`GET /api/admin/companies`). */
export const Company = z.strictObject({
  id: uuidText(),
  name: nameText(),
  address: z.string(),
  country: z.string(),
  distributor: uuidText().nullable(),
  licence: uuidText().nullable(),
  members: z.int().describe('active members'),
  createdAt: dateTime(),
  updatedAt: dateTime(),
});

/** The routes of the admin's companies, licences, plans, distributors and users, and of the caller's company (see routes.ts). */
export const COMPANY_ROUTES = {
  'GET /api/admin/companies': { answer: z.array(Company) }, 'POST /api/admin/companies': { body: CompanyBody, answer: Company },
  'GET /api/admin/companies/{id}': { answer: Company }, 'PATCH /api/admin/companies/{id}': { body: PatchCompanyBody, answer: Company }, 'DELETE /api/admin/companies/{id}': {},
  'GET /api/admin/licences': { answer: z.array(Licence) }, 'POST /api/admin/licences': { body: LicenceBody, answer: Licence },
  'GET /api/admin/licences/{id}': { answer: Licence }, 'PATCH /api/admin/licences/{id}': { body: PatchLicenceBody, answer: Licence }, 'DELETE /api/admin/licences/{id}': {},
  'GET /api/admin/plans': { answer: z.array(Plan) }, 'POST /api/admin/plans': { body: PlanBody, answer: Plan },
  'GET /api/admin/plans/{id}': { answer: Plan }, 'PATCH /api/admin/plans/{id}': { body: PatchPlanBody, answer: Plan }, 'DELETE /api/admin/plans/{id}': {},
  'POST /api/admin/plans/{id}/grant': { body: GrantPlanBody, answer: Licence },
  'GET /api/admin/distributors': { answer: z.array(Distributor) }, 'POST /api/admin/distributors': { body: DistributorBody, answer: Distributor },
  'GET /api/admin/distributors/{id}': { answer: Distributor }, 'PATCH /api/admin/distributors/{id}': { body: PatchDistributorBody, answer: Distributor }, 'DELETE /api/admin/distributors/{id}': {},
  'PATCH /api/admin/users/{id}': { body: PatchUserBody, answer: AdminUser },
  'GET /api/user-company': { answer: UserCompanyResponse },
  'GET /api/company/users': { answer: z.array(CompanyMember) }, 'POST /api/company/users': { body: CompanyInviteBody, answer: CompanyInvitation },
  'PATCH /api/company/users/{id}': { body: CompanyMemberBody, answer: CompanyMember }, 'DELETE /api/company/users/{id}': {},
  'GET /api/company/invitations': { answer: z.array(CompanyInvitation) }, 'POST /api/company/invitations/{id}/resend': { answer: CompanyInvitation },
  'DELETE /api/company/invitations/{id}': {},
  'GET /api/company-invitation/{token}': { answer: InvitationPreview }, 'POST /api/company-invitation/{token}/accept': { answer: JoinedCompany },
} as const satisfies Record<string, Route>;
