// The profile language of a request's signed-in user, recorded by the auth guard for the answer's language.
import type { Request } from 'express';

import type { Language } from '../i18n/language.js';

const languages = new WeakMap<Request, Language>();

/** Records the language of the user a request is signed in as (the identity module does, with the session). */
export function setRequestUserLanguage(request: Request, language: Language): void {
  languages.set(request, language);
}

/** The language of the user a request is signed in as, or `undefined` when nobody is. */
export function requestUserLanguage(request: Request): Language | undefined {
  return languages.get(request);
}
