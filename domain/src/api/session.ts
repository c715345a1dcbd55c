// The shapes of the account, session and application resources (sign-in, profile, message of the day, version).
import type { LayingMethod } from '@cla/engine';

/** `GET /api/motd` (docs/product.md#data-model "Message of the day"). */
export interface Motd {
  keyPrefix: string;
  seqId: number;
  enable: boolean;
  /**
   * The admin's own title and message per language (plain text, paragraphs separated by blank lines); a language
   * without one falls back to English, then to the catalogue's `{keyPrefix}.title` and `.message`. Absent until an
   * admin saves a message.
   */
  texts?: Partial<Record<'en' | 'fr' | 'de' | 'it', MotdText>>;
}

/** One language of the message of the day. */
export interface MotdText {
  title: string;
  message: string;
}

/** A member's role in their company (distinct from the application role). */
export type CompanyRole = 'manager' | 'ordinary';

/** Whether a licence holds today. */
export type LicenceStatus = 'valid' | 'expired' | 'notYetValid';

/** A licence with its use (`GET /api/admin/licences`, and the company's in {@link UserCompany}). */
export interface Licence {
  id: string;
  name: string;
  allowedLayingMethods: LayingMethod[];
  seats: number;
  /** users holding it, members of the companies holding it, and those companies' pending invitations */
  seatsUsed: number;
  /** ISO dates (UTC), both inclusive */
  validFrom: string;
  validUntil: string;
  status: LicenceStatus;
  /** the plan it was made from */
  plan: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The caller's company (`GET /api/user-company`). */
export interface UserCompany {
  id: string;
  name: string;
  address: string;
  country: string;
  /** the caller's role in it */
  role: CompanyRole;
  distributor: { id: string; name: string; contact: string; country: string } | null;
  licence: Licence | null;
}

/** `GET /api/user-company`. */
export interface UserCompanyResponse {
  /** the caller's company, `null` when they belong to none */
  company: UserCompany | null;
}

/** A member of the caller's company (`GET /api/company/users`). */
export interface CompanyMember {
  id: string;
  username: string;
  email: string;
  role: CompanyRole;
  active: boolean;
}

/** A pending invitation of the caller's company (`GET /api/company/invitations`). */
export interface CompanyInvitation {
  id: string;
  email: string;
  role: CompanyRole;
  createdAt: string;
  expiresAt: string;
  /** an expired invitation holds no seat: resend or revoke it */
  expired: boolean;
}

/** What an invitation link offers (`GET /api/company-invitation/{token}`). */
export interface InvitationPreview {
  company: string;
  email: string;
  role: CompanyRole;
  expiresAt: string;
}
