// The contract of the accounts: register, sign-in, profile, passwords, invitations, the admin's users and message of the day.
import { z } from 'zod';

import { MAX_PASSWORD_LENGTH } from '../account/account-rules.js';
import { dateText as date, dateTimeText as dateTime, LayingMethodSchema as LayingMethod, uuidText as id } from './answer-fields.js';
import { choice, mustBe, text } from './fields.js';
import { customIssue, issue } from './messages.js';
import type { Route } from './route.js';
import { COMPANY_ROLES, Motd } from './session.js';
import { email, newPassword, username } from './user-fields.js';

/** The application roles of docs/product.md#roles: an admin runs the instance; everybody else is ordinary. */
export const ROLES = ['admin', 'ordinary'] as const;
/** The systems of units of a user's profile (docs/product.md#data-model, default `std`). */
export const SYSTEMS_OF_UNITS = ['std', 'si', 'us'] as const;
/** The display modes of a user's profile (default `expert`). */
export const DISPLAY_MODES = ['simple', 'expert'] as const;
/** The interface languages (the catalogues of @cla/domain and of the server's messages and e-mails), English first: the last resort. */
export const LANGUAGES = ['en', 'fr', 'de', 'it'] as const;

/** `POST /api/register {username, email, password, language?}`: `language` (default `DEFAULT_LANGUAGE`, `en` unless set) is the account's, and the demo project's. */
export const RegisterBody = z.strictObject({ username: username(), email: email(), password: newPassword(), language: choice(LANGUAGES).optional() });

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

/** `POST /api/change-password`. */
export const ChangePasswordBody = z.strictObject({
  oldPassword: text().max(MAX_PASSWORD_LENGTH, { error: issue('issue.maxCharacters', { max: MAX_PASSWORD_LENGTH }) }),
  newPassword: newPassword(),
});

/** `PATCH /api/profile {systemOfUnits?, displayMode?, language?}`: at least one field. */
export const ProfileBody = z
  .strictObject({
    systemOfUnits: choice(SYSTEMS_OF_UNITS).optional(),
    displayMode: choice(DISPLAY_MODES).optional(),
    language: choice(LANGUAGES).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: issue('issue.changeOneOf', { fields: 'systemOfUnits, displayMode, language' }) })
  .meta({ minProperties: 1 });
/** `POST /api/password-request {email}`. */
export const PasswordRequestBody = z.strictObject({ email: email() });

/** `POST /api/password-reset` and `POST /api/confirm-invite` `{token, password}` (the password rules of register). */
export const TokenPasswordBody = z.strictObject({
  token: text()
    .min(1, { error: mustBe('what.linkToken') })
    .max(200, { error: mustBe('what.linkToken') })
    .describe('the last segment of the e-mailed link (/password-reset/{token} or /confirm-invite/{token})'),
  password: newPassword(),
});

/** `POST /api/admin/invite {email, username?, role?, language?}`. */
export const InviteBody = z.strictObject({
  email: email(),
  username: username().optional().describe('default: a free name from the e-mail’s local part'),
  role: choice(ROLES).default('ordinary'),
  language: choice(LANGUAGES)
    .optional()
    .describe('the invitee’s language: of the invitation e-mail, of their demo project and of their profile (default: the inviting admin’s)'),
});
/** `POST /api/admin/users/{id}/password {password}`: the rules of a new password. */
export const AdminPasswordBody = z.strictObject({ password: newPassword() });

const motdText = z.strictObject({
  title: z.string().trim().max(200, { error: issue('issue.maxCharacters', { max: 200 }) }),
  message: z.string().trim().max(5000, { error: issue('issue.maxCharacters', { max: 5000 }) }),
});

/**
 * `PUT /api/admin/motd {enable, texts}`: the message of the day in up to four languages (plain text; an empty title
 * and message leave that language to English, then to the catalogue). Saving bumps its sequence id, so that every user
 * sees it again.
 */
export const MotdBody = z
  .strictObject({
    enable: z.boolean({ error: mustBe('what.boolean') }),
    texts: z.strictObject({ en: motdText.optional(), fr: motdText.optional(), de: motdText.optional(), it: motdText.optional() }),
  })
  .superRefine((body, context) => {
    if (body.enable && !Object.values(body.texts).some((text) => text !== undefined && text.message !== '')) {
      context.addIssue(customIssue(['texts', 'en', 'message'], 'issue.notEmptyWhenEnabled'));
    }
  });

/** The signed-in account (`GET /api/whoami`, and the answer of register, login, profile and impersonation). */
export const Account = z.strictObject({
  id: id(),
  username: z.string(),
  email: z.string().meta({ format: 'email' }),
  role: z.enum(ROLES),
  company: z.strictObject({ id: id(), name: z.string(), role: z.enum(COMPANY_ROLES) }).nullable().describe('the user’s company and their role in it'),
  impersonated: z.boolean(),
  systemOfUnits: z.enum(SYSTEMS_OF_UNITS),
  displayMode: z.enum(DISPLAY_MODES),
  language: z.enum(LANGUAGES),
  licence: z
    .strictObject({
      allowedLayingMethods: z.array(LayingMethod).describe('what may be used today: none unless status is valid'),
      licensedLayingMethods: z.array(LayingMethod).describe('what the licence lists, whatever its dates'),
      name: z.string().nullable(),
      source: z.enum(['personal', 'user', 'company']).describe('personal: no company (DEFAULT_LAYING_METHODS); user: given by an admin; company: the company’s'),
      status: z.enum(['valid', 'expired', 'notYetValid', 'missing']).describe('missing: the company has no licence'),
      validFrom: date().nullable(),
      validUntil: date().nullable(),
    })
    .describe('the licence that applies now'),
});
/** A user as the admins see it (`GET /api/admin/users`). */
export const AdminUser = z.strictObject({
  id: id(),
  username: z.string(),
  email: z.string().meta({ format: 'email' }),
  role: z.enum(ROLES),
  company: id().nullable(),
  companyRole: z.enum(COMPANY_ROLES).nullable(),
  licence: id().nullable().describe('a licence of the user’s own (before the company’s)'),
  active: z.boolean(),
  createdAt: dateTime(),
});

/** The routes of the accounts, their passwords, the admin's users and message of the day (see routes.ts). */
export const ACCOUNT_ROUTES = {
  'POST /api/register': { body: RegisterBody, answer: Account },
  'POST /api/login': { body: LoginBody, answer: Account },
  'POST /api/logout': {},
  'GET /api/whoami': { answer: Account },
  'POST /api/change-password': { body: ChangePasswordBody },
  'PATCH /api/profile': { body: ProfileBody, answer: Account },
  'POST /api/password-request': { body: PasswordRequestBody },
  'POST /api/password-reset': { body: TokenPasswordBody },
  'POST /api/confirm-invite': { body: TokenPasswordBody },
  'GET /api/admin/users': { answer: z.array(AdminUser) },
  'POST /api/admin/invite': { body: InviteBody, answer: AdminUser },
  'POST /api/admin/impersonate/{userId}': { answer: Account },
  'POST /api/admin/users/{id}/password': { body: AdminPasswordBody },
  'GET /api/admin/motd': { answer: Motd },
  'PUT /api/admin/motd': { body: MotdBody, answer: Motd },
} as const satisfies Record<string, Route>;
