// The account_token table: single-use password-reset and invitation links, stored as their hash.
import { defineEntity, type InferEntity } from '@mikro-orm/core';

import type { Language } from '../../i18n/language.js';

/** What a token of an e-mailed link allows. */
export type AccountTokenKind = 'password-reset' | 'invite';

/**
 * A single-use token of an e-mailed link (`account_token`): a password reset (valid 1 hour) or an invitation
 * (7 days). The id is the SHA-256 (hex) of the 256-bit random token in the link, which is stored nowhere;
 * `usedAt` is set when it is consumed. `language` is, for an invitation, the language the inviter chose for the
 * invitee (the e-mail's, the demo project's and the profile's); `null` for a password reset.
 */
export const AccountTokenSchema = defineEntity({
  name: 'AccountToken',
  tableName: 'account_token',
  indexes: [{ properties: ['userId'], name: 'account_token_user_id_index' }],
  properties: (p) => ({
    id: p.string().length(64).primary(),
    userId: p.uuid(),
    kind: p.string().length(20).$type<AccountTokenKind>(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    language: p.string().length(10).nullable().$type<Language>(),
  }),
});

/** An `account_token` row. */
export type AccountToken = InferEntity<typeof AccountTokenSchema>;
