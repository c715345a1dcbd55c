// The shapes of the account, session and application resources (message of the day, company, licence), inferred from ../contracts/session.ts.
import type { z } from 'zod';

import type * as contracts from '../contracts/session.js';

/** The answer a schema of ../contracts/session.ts describes. */
type Answer<K extends keyof typeof contracts> = (typeof contracts)[K] extends z.ZodType ? z.output<(typeof contracts)[K]> : never;

/**
 * `GET /api/motd` (docs/product.md#data-model "Message of the day"). `texts`: the admin's own title and message per
 * language (plain text, paragraphs separated by blank lines); a language without one falls back to English, then to
 * the catalogue's `{keyPrefix}.title` and `.message`. Absent until an admin saves a message. `MotdText`: one language.
 */
export type Motd = Answer<'Motd'>;
export type MotdText = Answer<'MotdText'>;

/**
 * A licence with its use (`GET /api/admin/licences`, and the company's in {@link UserCompany}): `seatsUsed` counts
 * users holding it, members of the companies holding it, and those companies' pending invitations; `validFrom` and
 * `validUntil` are ISO dates (UTC), both inclusive; `plan` the plan it was made from; `status` ({@link LicenceStatus})
 * whether it holds today.
 */
export type Licence = Answer<'Licence'>;
export type LicenceStatus = Answer<'LicenceStatus'>;

/**
 * The caller's company (`GET /api/user-company`, `role` the caller's {@link CompanyRole} in it, distinct from the
 * application role; the answer, {@link UserCompanyResponse}, holds `null` when they belong to none); a member of it
 * (`GET /api/company/users`); a pending invitation (`GET /api/company/invitations`: an expired one holds no seat,
 * resend or revoke it); what an invitation link offers (`GET /api/company-invitation/{token}`).
 */
export type UserCompany = Answer<'UserCompany'>;
export type UserCompanyResponse = Answer<'UserCompanyResponse'>;
export type CompanyRole = (typeof contracts.COMPANY_ROLES)[number];
export type CompanyMember = Answer<'CompanyMember'>;
export type CompanyInvitation = Answer<'CompanyInvitation'>;
export type InvitationPreview = Answer<'InvitationPreview'>;
