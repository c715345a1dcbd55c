/**
 * The account rules the server enforces (server/src/modules/accounts/accounts.input.ts), checked in the
 * browser first so that a typo gets a translated message before any request.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[\p{L}\p{N}._-]+$/u;

/** Which rule a value breaks: the suffix of the message id `account.error.<rule>`. */
export type AccountRule = 'required' | 'email' | 'username' | 'usernameLength' | 'passwordLength' | 'passwordMismatch';

export function checkEmail(value: string): AccountRule | undefined {
  const email = value.trim();
  if (email === '') return 'required';
  return email.length > 254 || !EMAIL.test(email) ? 'email' : undefined;
}

export function checkUsername(value: string): AccountRule | undefined {
  const username = value.trim();
  if (username === '') return 'required';
  if (username.length < 3 || username.length > 50) return 'usernameLength';
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

/**
 * The path to return to after signing in, from `?r=`: only a path of this app (starting with one `/`),
 * never another site, and never the sign-in page itself.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/projects'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value === '/' || value.startsWith('/?') || value.startsWith('/logout')) return fallback;
  return value;
}
