import { BodyReader } from '../../http/body-reader.js';
import { readEmail, readPassword, readUsername } from './accounts.input.js';
import { type Role, ROLES } from './user.entity.js';

export interface PasswordRequestInput {
  /** Trimmed and lower-cased. */
  readonly email: string;
}

/** `{token, password}` of a password reset or of an invitation's confirmation. */
export interface TokenPasswordInput {
  readonly token: string;
  readonly password: string;
}

export interface InviteInput {
  readonly email: string;
  /** Default: a free name from the e-mail's local part. */
  readonly username?: string;
  /** Default `ordinary`. */
  readonly role: Role;
}

/** `POST /api/password-request {email}`. */
export function parsePasswordRequest(body: unknown): PasswordRequestInput {
  const reader = new BodyReader(body, ['email']);
  const email = readEmail(reader, 'email');
  reader.done();
  return { email: email ?? '' };
}

/** `POST /api/password-reset` and `POST /api/confirm-invite` `{token, password}` (the password rules of register). */
export function parseTokenPassword(body: unknown): TokenPasswordInput {
  const reader = new BodyReader(body, ['token', 'password']);
  let token = reader.string('token');
  if (token !== undefined && (token.length === 0 || token.length > 200)) {
    token = reader.fail('token', 'must be the token of the link');
  }
  const password = readPassword(reader, 'password');
  reader.done();
  return { token: token ?? '', password: password ?? '' };
}

/** `POST /api/admin/invite {email, username?, role?}`. */
export function parseInvite(body: unknown): InviteInput {
  const reader = new BodyReader(body, ['email', 'username', 'role']);
  const email = readEmail(reader, 'email');
  const username = readUsername(reader, 'username', { optional: true });
  const role = reader.oneOf('role', ROLES);
  reader.done();
  return { email: email ?? '', ...(username === undefined ? {} : { username }), role: role ?? 'ordinary' };
}
