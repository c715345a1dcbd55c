// The company_invitation table: an invitation to join a company, mailed by a manager.
import { defineEntity, type InferEntity } from '@mikro-orm/core';

import type { CompanyRole } from '../identity/user.entity.js';

/**
 * An invitation to join a company (`company_invitation`), mailed by a manager: the link carries a token of 256
 * random bits stored only as its SHA-256 (`tokenHash`). Pending (not accepted, not expired) invitations hold a seat.
 * Accepting sets `acceptedAt`; revoking deletes the row; resending replaces the token and the expiry.
 */
export const CompanyInvitationSchema = defineEntity({
  name: 'CompanyInvitation',
  tableName: 'company_invitation',
  indexes: [{ properties: ['companyId'], name: 'company_invitation_company_id_index' }],
  properties: (p) => ({
    id: p.uuid().primary(),
    companyId: p.uuid(),
    email: p.string().length(254),
    role: p.string().length(20).$type<CompanyRole>(),
    tokenHash: p.string().length(64).unique(),
    invitedBy: p.uuid(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    acceptedAt: p.datetime().nullable(),
  }),
});

/** A `company_invitation` row. */
export type CompanyInvitation = InferEntity<typeof CompanyInvitationSchema>;
