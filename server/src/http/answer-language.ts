import type { Request } from 'express';

import { type Language, parseAcceptLanguage } from '../i18n/language.js';
import { authContextOf } from '../modules/accounts/auth.decorators.js';

/**
 * The language of the answer to `request`: the signed-in user's profile language (an impersonating admin sees the
 * user's), else the best of ours in `Accept-Language` (q-values honoured), else `fallback` (`DEFAULT_LANGUAGE`).
 */
export function answerLanguage(request: Request, fallback: Language): Language {
  const user = authContextOf(request)?.user;
  if (user !== undefined) {
    return user.language;
  }
  return parseAcceptLanguage(request.headers['accept-language']) ?? fallback;
}
