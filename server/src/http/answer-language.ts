// The language of an answer (error messages): the signed-in user's, else Accept-Language's, else the default.
import type { Request } from 'express';

import { type Language, parseAcceptLanguage } from '../i18n/language.js';
import { requestUserLanguage } from './request-language.js';

/**
 * The language of the answer to `request`: the signed-in user's profile language (an impersonating admin sees the
 * user's), else the best of ours in `Accept-Language` (q-values honoured), else `fallback` (`DEFAULT_LANGUAGE`).
 */
export function answerLanguage(request: Request, fallback: Language): Language {
  return requestUserLanguage(request) ?? parseAcceptLanguage(request.headers['accept-language']) ?? fallback;
}
