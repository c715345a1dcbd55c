// The contract of the application and session answers: version, message of the day, the caller's company and licence.
import { z } from 'zod';

import { dateText, dateTimeText, LayingMethodSchema as LayingMethod, nameText, uuidText } from './answer-fields.js';
import type { Route } from './route.js';

/** A member's role in their company (distinct from the application role). */
export const COMPANY_ROLES = ['manager', 'ordinary'] as const;

/** Whether a licence holds today. */
export const LicenceStatus = z.enum(['valid', 'expired', 'notYetValid']);
/** A licence with its use (`GET /api/admin/licences`, and the company's in {@link UserCompany}); dates ISO (UTC), both inclusive. */
export const Licence = z.strictObject({
  id: uuidText(),
  name: nameText(),
  allowedLayingMethods: z.array(LayingMethod),
  seats: z.int(),
  seatsUsed: z.int().describe('users holding it, members of the companies holding it, and those companies’ pending invitations'),
  validFrom: dateText(),
  validUntil: dateText(),
  status: LicenceStatus,
  plan: uuidText().nullable(),
  createdAt: dateTimeText(),
  updatedAt: dateTimeText(),
});
/** The caller's company (`GET /api/user-company`). */
export const UserCompany = z.strictObject({
  id: uuidText(),
  name: nameText(),
  address: z.string(),
  country: z.string(),
  role: z.enum(COMPANY_ROLES).describe('the caller’s role in it'),
  distributor: z.strictObject({ id: uuidText(), name: nameText(), contact: z.string(), country: z.string() }).nullable(),
  licence: Licence.nullable(),
});
/** A member of the caller's company (`GET /api/company/users`). */
export const CompanyMember = z.strictObject({ id: uuidText(), username: z.string(), email: z.string().meta({ format: 'email' }), role: z.enum(COMPANY_ROLES), active: z.boolean() });
/** A pending invitation of the caller's company (`GET /api/company/invitations`). */
export const CompanyInvitation = z.strictObject({
  id: uuidText(),
  email: z.string().meta({ format: 'email' }),
  role: z.enum(COMPANY_ROLES),
  createdAt: dateTimeText(),
  expiresAt: dateTimeText(),
  expired: z.boolean().describe('an expired invitation holds no seat; resend or revoke it'),
});
/** What an invitation link offers (`GET /api/company-invitation/{token}`). */
export const InvitationPreview = z.strictObject({ company: z.string(), email: z.string(), role: z.enum(COMPANY_ROLES), expiresAt: dateTimeText() });
/** The company an accepted invitation joined. */
export const JoinedCompany = z.strictObject({ company: UserCompany });
/** `GET /api/application-version`: the version (footer) and the connect platform (header link), when set. */
export const ApplicationVersion = z.strictObject({
  version: z.string(),
  connectUrl: z.string().optional().describe('CONNECT_URL, the connect platform the header links; absent when unset'),
});
/** One language of the message of the day. */
export const MotdText = z.strictObject({ title: z.string(), message: z.string() });
/** `GET /api/motd` (docs/product.md#data-model "Message of the day"). */
export const Motd = z.strictObject({
  keyPrefix: z.string(),
  seqId: z.int(),
  enable: z.boolean(),
  texts: z
    .strictObject({ en: MotdText.optional(), fr: MotdText.optional(), de: MotdText.optional(), it: MotdText.optional() })
    .optional()
    .describe('the admin’s title and message per language (plain text); a missing language falls back to English, then to the catalogue’s {keyPrefix}.title/.message'),
});
/** `GET /api/user-company`: the caller's company, `null` when they belong to none. */
export const UserCompanyResponse = z.strictObject({ company: UserCompany.nullable() });

/** The routes of the application's version and the message of the day (see routes.ts; the caller's company's are in companies.ts). */
export const SESSION_ROUTES = {
  'GET /api/application-version': { answer: ApplicationVersion },
  'GET /api/motd': { answer: Motd },
} as const satisfies Record<string, Route>;
