import { checkEmail, checkNewPassword, checkUsername, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, USERNAME_LENGTH } from '@cla/domain';

import { BodyReader } from '../../http/body-reader.js';
import {
  DISPLAY_MODES,
  type DisplayMode,
  LANGUAGES,
  type Language,
  SYSTEMS_OF_UNITS,
  type SystemOfUnits,
} from './user.entity.js';

/** The account rules are @cla/domain's (the web app checks the same before sending). */
export { MAX_PASSWORD_LENGTH };

export interface RegisterInput {
  readonly username: string;
  /** Trimmed and lower-cased. */
  readonly email: string;
  readonly password: string;
}

export interface LoginInput {
  /** An e-mail (contains `@`, lower-cased) or a username. */
  readonly identifier: string;
  readonly password: string;
}

export interface ChangePasswordInput {
  readonly oldPassword: string;
  readonly newPassword: string;
}

export interface ProfileInput {
  readonly systemOfUnits?: SystemOfUnits;
  readonly displayMode?: DisplayMode;
  readonly language?: Language;
}

/** A new password: a string of MIN_PASSWORD_LENGTH to MAX_PASSWORD_LENGTH characters. */
export function readPassword(reader: BodyReader, field: string): string | undefined {
  const value = reader.string(field);
  if (value === undefined) {
    return undefined;
  }
  if (checkNewPassword(value) !== undefined) {
    return reader.fail(field, `must have between ${MIN_PASSWORD_LENGTH} and ${MAX_PASSWORD_LENGTH} characters`);
  }
  return value;
}

/** An e-mail address, trimmed and lower-cased. */
export function readEmail(reader: BodyReader, field: string): string | undefined {
  const email = reader.string(field)?.trim().toLowerCase();
  if (email !== undefined && checkEmail(email) !== undefined) {
    return reader.fail(field, 'must be an e-mail address');
  }
  return email;
}

/** A username: 3–50 letters, digits, `.`, `_`, `-`, trimmed. */
export function readUsername(reader: BodyReader, field: string, { optional = false } = {}): string | undefined {
  let username = reader.string(field, { optional });
  if (username !== undefined) {
    username = username.trim();
    const rule = checkUsername(username);
    if (rule === 'username') {
      username = reader.fail(field, 'may hold only letters, digits, ".", "_" and "-"');
    } else if (rule !== undefined) {
      username = reader.fail(field, `must have between ${USERNAME_LENGTH.min} and ${USERNAME_LENGTH.max} characters`);
    }
  }
  return username;
}

/** `POST /api/register {username, email, password}`. @throws ValidationError naming every bad field */
export function parseRegister(body: unknown): RegisterInput {
  const reader = new BodyReader(body, ['username', 'email', 'password']);
  const username = readUsername(reader, 'username');
  const email = readEmail(reader, 'email');
  const password = readPassword(reader, 'password');
  reader.done();
  return { username: username ?? '', email: email ?? '', password: password ?? '' };
}

/** `POST /api/login {email, password}`; `username` is accepted in place of `email`, and `email` may hold a username. */
export function parseLogin(body: unknown): LoginInput {
  const reader = new BodyReader(body, ['email', 'username', 'password']);
  const field = reader.body['email'] === undefined && reader.body['username'] !== undefined ? 'username' : 'email';
  let identifier = reader.string(field)?.trim();
  if (identifier === '') {
    identifier = reader.fail(field, 'is required');
  }
  // Only presence is checked: the rules of a new password would tell an attacker about old accounts.
  const password = reader.string('password');
  if (password !== undefined && password.length > MAX_PASSWORD_LENGTH) {
    reader.fail('password', `must have at most ${MAX_PASSWORD_LENGTH} characters`);
  }
  reader.done();
  const id = identifier ?? '';
  return { identifier: id.includes('@') ? id.toLowerCase() : id, password: password ?? '' };
}

/** `POST /api/change-password {oldPassword, newPassword}`. */
export function parseChangePassword(body: unknown): ChangePasswordInput {
  const reader = new BodyReader(body, ['oldPassword', 'newPassword']);
  const oldPassword = reader.string('oldPassword');
  const newPassword = readPassword(reader, 'newPassword');
  reader.done();
  return { oldPassword: oldPassword ?? '', newPassword: newPassword ?? '' };
}

/** `PATCH /api/profile {systemOfUnits?, displayMode?, language?}`: at least one field. */
export function parseProfile(body: unknown): ProfileInput {
  const reader = new BodyReader(body, ['systemOfUnits', 'displayMode', 'language']);
  const input: ProfileInput = {
    systemOfUnits: reader.oneOf('systemOfUnits', SYSTEMS_OF_UNITS),
    displayMode: reader.oneOf('displayMode', DISPLAY_MODES),
    language: reader.oneOf('language', LANGUAGES),
  };
  if (reader.issues.length === 0 && Object.keys(reader.body).length === 0) {
    reader.fail('(body)', 'must change at least one of systemOfUnits, displayMode, language');
  }
  reader.done();
  return input;
}
