/** The account rules live in @cla/domain (shared with the server); the web app re-exports what its pages use. */
export { checkEmail, checkNewPassword, checkRepeat, checkUsername, MIN_PASSWORD_LENGTH, type AccountRule } from '@cla/domain';

/**
 * The path to return to after signing in, from `?r=`: only a path of this app (starting with one `/`),
 * never another site, and never the sign-in page itself.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/projects'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value === '/' || value.startsWith('/?') || value.startsWith('/logout')) return fallback;
  return value;
}
