// The interface languages, and the one a request or a user prefers.
import { LANGUAGES } from '@cla/domain/contracts';

/** The interface languages (the catalogues of @cla/domain and of the web app), English first: the last resort (@cla/domain/contracts). */
export { LANGUAGES };
export type Language = (typeof LANGUAGES)[number];

/** True when `value` is one of {@link LANGUAGES}. */
export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The first candidate that is one of our languages, else English. */
export function pickLanguage(...candidates: readonly (string | null | undefined)[]): Language {
  return candidates.find(isLanguage) ?? 'en';
}

/**
 * The language an `Accept-Language` header (RFC 9110) prefers among ours, or `undefined` when it names none of them.
 * Ranges are taken by their q-value (default 1; `q=0` means "not this one"), highest first, and in the order written
 * when equal; a range matches by its primary tag (`fr-CH` is `fr`); `*` leaves the choice to the server (`undefined`). A malformed header is
 * ignored range by range, never an error.
 */
export function parseAcceptLanguage(header: string | readonly string[] | undefined): Language | undefined {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (typeof text !== 'string' || text.trim() === '') {
    return undefined;
  }
  const ranges: { language: Language; q: number; index: number }[] = [];
  text
    .slice(0, 1000)
    .split(',')
    .forEach((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      let q = 1;
      for (const parameter of parameters) {
        if (/^q\s*=/i.test(parameter)) {
          // A q-value that is not 0 to 1 with at most 3 decimals spoils its range.
          const match = /^q\s*=\s*([01](?:\.\d{0,3})?)$/i.exec(parameter);
          q = match?.[1] === undefined ? 0 : Number(match[1]);
        }
      }
      const primary = tag.toLowerCase().split('-')[0];
      if (isLanguage(primary) && q > 0 && q <= 1) {
        ranges.push({ language: primary, q, index });
      }
    });
  ranges.sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges[0]?.language;
}
