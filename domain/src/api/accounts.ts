// The shapes of the accounts' bodies and answers (register, sign-in, profile, passwords, invitations, the admin's users and message of the day), inferred from ../contracts/accounts.ts.
import type { z } from 'zod';

import type * as contracts from '../contracts/accounts.js';

/** The application roles, the systems of units, display modes and interface languages of a user's profile. */
export type Role = (typeof contracts.ROLES)[number];
export type SystemOfUnits = (typeof contracts.SYSTEMS_OF_UNITS)[number];
export type DisplayMode = (typeof contracts.DISPLAY_MODES)[number];
export type Language = (typeof contracts.LANGUAGES)[number];

/** The signed-in account (`GET /api/whoami`, and the answer of register, login, profile and impersonation). */
export type Account = z.output<typeof contracts.Account>;
/** A user as the admins see it (`GET /api/admin/users`). */
export type AdminUser = z.output<typeof contracts.AdminUser>;

/** What a client sends: `POST /api/register`, `/api/login`, `/api/change-password`, `PATCH /api/profile`. */
export type RegisterBody = z.input<typeof contracts.RegisterBody>;
export type LoginBody = z.input<typeof contracts.LoginBody>;
export type ChangePasswordBody = z.input<typeof contracts.ChangePasswordBody>;
export type ProfileBody = z.input<typeof contracts.ProfileBody>;
/** `POST /api/password-request`; `POST /api/password-reset` and `/api/confirm-invite`; `POST /api/admin/invite`; `POST /api/admin/users/{id}/password`; `PUT /api/admin/motd`. */
export type PasswordRequestBody = z.input<typeof contracts.PasswordRequestBody>;
export type TokenPasswordBody = z.input<typeof contracts.TokenPasswordBody>;
export type InviteBody = z.input<typeof contracts.InviteBody>;
export type AdminPasswordBody = z.input<typeof contracts.AdminPasswordBody>;
export type MotdBody = z.input<typeof contracts.MotdBody>;

/** The same bodies as the server reads them (the schemas' output: trimmed, defaults filled in; a login's `identifier` an e-mail, lower-cased, or a username). */
export type RegisterInput = z.output<typeof contracts.RegisterBody>;
export type LoginInput = z.output<typeof contracts.LoginBody>;
export type ChangePasswordInput = z.output<typeof contracts.ChangePasswordBody>;
export type ProfileInput = z.output<typeof contracts.ProfileBody>;
export type PasswordRequestInput = z.output<typeof contracts.PasswordRequestBody>;
export type TokenPasswordInput = z.output<typeof contracts.TokenPasswordBody>;
export type InviteInput = z.output<typeof contracts.InviteBody>;
export type AdminPasswordInput = z.output<typeof contracts.AdminPasswordBody>;
export type MotdInput = z.output<typeof contracts.MotdBody>;
