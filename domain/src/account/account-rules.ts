/**
 * The rules of an account's sign-up fields, shared by the server (which refuses) and the web app (which says
 * so before any request): e-mail, username, password length, repeated password.
 */
export const MIN_PASSWORD_LENGTH = 8;
/** Longer passwords are refused (scrypt would hash them, but nobody types 1 KB). */
export const MAX_PASSWORD_LENGTH = 1024;
export const MAX_EMAIL_LENGTH = 254;
export const USERNAME_LENGTH = { min: 3, max: 50 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters, digits, `.`, `_` and `-`; never `@`, so that a sign-in identifier is unambiguous. */
const USERNAME = /^[\p{L}\p{N}._-]+$/u;

/** Which rule a value breaks (the web app's message ids are `account.error.<rule>`). */
export type AccountRule = 'required' | 'email' | 'username' | 'usernameLength' | 'passwordLength' | 'passwordMismatch';

export function checkEmail(value: string): AccountRule | undefined {
  const email = value.trim();
  if (email === '') return 'required';
  return email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email) ? 'email' : undefined;
}

export function checkUsername(value: string): AccountRule | undefined {
  const username = value.trim();
  if (username === '') return 'required';
  if (username.length < USERNAME_LENGTH.min || username.length > USERNAME_LENGTH.max) return 'usernameLength';
  return USERNAME.test(username) ? undefined : 'username';
}

export function checkNewPassword(value: string): AccountRule | undefined {
  if (value === '') return 'required';
  return value.length < MIN_PASSWORD_LENGTH || value.length > MAX_PASSWORD_LENGTH ? 'passwordLength' : undefined;
}

export function checkRepeat(password: string, repeat: string): AccountRule | undefined {
  if (repeat === '') return 'required';
  return password === repeat ? undefined : 'passwordMismatch';
}
