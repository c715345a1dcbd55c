// The request fields of a user's identity (e-mail, username, new password), shared by every schema that takes them.
import { checkEmail, checkUsername, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, USERNAME_LENGTH } from '../account/account-rules.js';
import { mustBe, text } from './fields.js';
import { issue } from './messages.js';

/** A new password: MIN_PASSWORD_LENGTH to MAX_PASSWORD_LENGTH characters. */
export const newPassword = () => {
  const message = issue('issue.charactersBetween', { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH });
  return text().min(MIN_PASSWORD_LENGTH, { error: message }).max(MAX_PASSWORD_LENGTH, { error: message });
};

/** An e-mail address, trimmed and lower-cased. */
export const email = () =>
  text()
    .trim()
    .toLowerCase()
    .refine((value) => checkEmail(value) === undefined, { error: mustBe('what.email') })
    .meta({ format: 'email', maxLength: MAX_EMAIL_LENGTH });

/** A username: 3–50 letters, digits, `.`, `_`, `-` (never `@`), trimmed. */
export const username = () => {
  const length = issue('issue.charactersBetween', { min: USERNAME_LENGTH.min, max: USERNAME_LENGTH.max });
  return text()
    .trim()
    .min(USERNAME_LENGTH.min, { error: length })
    .max(USERNAME_LENGTH.max, { error: length })
    .refine((value) => checkUsername(value) !== 'username', { error: issue('issue.usernameCharacters') })
    .meta({ pattern: '^[\\p{L}\\p{N}._-]+$' });
};
