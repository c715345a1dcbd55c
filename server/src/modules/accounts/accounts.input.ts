// The request schemas of accounts: register, sign-in, profile and password change.
import { MAX_PASSWORD_LENGTH } from '@cla/domain';
import { z } from 'zod';
import { choice, text } from '@cla/domain/contracts';

import { customIssue, issue } from '../../http/schema/issue-messages.js';
import { email, newPassword, username } from '../identity/user-fields.js';
import { DISPLAY_MODES, LANGUAGES, SYSTEMS_OF_UNITS } from '../identity/user.entity.js';

/**
 * The request schemas of accounts (validated by `SchemaPipe`, documented in `/api/docs`). The account rules
 * are @cla/domain's (the web app checks the same before sending).
 */
export { MAX_PASSWORD_LENGTH };

/** `POST /api/register`. */
/** `POST /api/register {username, email, password, language?}`: `language` (default `DEFAULT_LANGUAGE`, `en` unless set) is the account's, and the demo project's. */
export const RegisterBody = z.strictObject({ username: username(), email: email(), password: newPassword(), language: choice(LANGUAGES).optional() });
export type RegisterInput = z.output<typeof RegisterBody>;

/**
 * `POST /api/login {email, password}`; `username` is accepted in place of `email`, and `email` may hold a
 * username. Only the password's presence and length are checked: the rules of a new password would tell an
 * attacker about old accounts.
 */
export const LoginBody = z
  .strictObject({
    email: text().trim().optional().describe('an e-mail or a username'),
    username: text().trim().optional().describe('a username (or an e-mail), when email is absent'),
    password: text().max(MAX_PASSWORD_LENGTH, { error: issue('issue.maxCharacters', { max: MAX_PASSWORD_LENGTH }) }),
  })
  .superRefine(
    (body, context) => {
      // Runs even when another field failed (`when`), so a missing identifier is named with the rest.
      const field = body.email === undefined && body.username !== undefined ? 'username' : 'email';
      const value: unknown = body[field];
      if (value === undefined || value === '') {
        context.addIssue(customIssue([field], 'issue.required'));
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
  )
  .transform(({ email: mail, username: name, password }) => {
    const identifier = mail ?? name ?? '';
    return { identifier: identifier.includes('@') ? identifier.toLowerCase() : identifier, password };
  });
/** `identifier`: an e-mail (contains `@`, lower-cased) or a username. */
export type LoginInput = z.output<typeof LoginBody>;

/** `POST /api/change-password`. */
export const ChangePasswordBody = z.strictObject({
  oldPassword: text().max(MAX_PASSWORD_LENGTH, { error: issue('issue.maxCharacters', { max: MAX_PASSWORD_LENGTH }) }),
  newPassword: newPassword(),
});
export type ChangePasswordInput = z.output<typeof ChangePasswordBody>;

/** `PATCH /api/profile {systemOfUnits?, displayMode?, language?}`: at least one field. */
export const ProfileBody = z
  .strictObject({
    systemOfUnits: choice(SYSTEMS_OF_UNITS).optional(),
    displayMode: choice(DISPLAY_MODES).optional(),
    language: choice(LANGUAGES).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: issue('issue.changeOneOf', { fields: 'systemOfUnits, displayMode, language' }) })
  .meta({ minProperties: 1 });
export type ProfileInput = z.output<typeof ProfileBody>;
