// The request schemas of password resets and invitations.
import { z } from 'zod';
import { choice, mustBe, text } from '@cla/domain/contracts';

import { email, newPassword, username } from '../identity/user-fields.js';
import { LANGUAGES, ROLES } from '../identity/user.entity.js';

/** `POST /api/password-request {email}`. */
export const PasswordRequestBody = z.strictObject({ email: email() });
export type PasswordRequestInput = z.output<typeof PasswordRequestBody>;

/** `POST /api/password-reset` and `POST /api/confirm-invite` `{token, password}` (the password rules of register). */
export const TokenPasswordBody = z.strictObject({
  token: text()
    .min(1, { error: mustBe('what.linkToken') })
    .max(200, { error: mustBe('what.linkToken') })
    .describe('the last segment of the e-mailed link (/password-reset/{token} or /confirm-invite/{token})'),
  password: newPassword(),
});
export type TokenPasswordInput = z.output<typeof TokenPasswordBody>;

/** `POST /api/admin/invite {email, username?, role?, language?}`. */
export const InviteBody = z.strictObject({
  email: email(),
  username: username().optional().describe('default: a free name from the e-mail’s local part'),
  role: choice(ROLES).default('ordinary'),
  language: choice(LANGUAGES)
    .optional()
    .describe('the invitee’s language: of the invitation e-mail, of their demo project and of their profile (default: the inviting admin’s)'),
});
export type InviteInput = z.output<typeof InviteBody>;
