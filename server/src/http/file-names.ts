// File names as the server stores and sends them: no control or unsafe characters.
/** File names as the server stores and sends them: without control or bidirectional formatting characters. */

/**
 * Control characters (C0, DEL, C1) and the bidirectional formatting characters (ALM U+061C, LRM/RLM U+200E–U+200F,
 * the embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069): a right-to-left override makes
 * `invoice\u202Efdp.exe` read as `invoiceexe.pdf`, so a download name never keeps one.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILE_NAMES = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The name without control and bidirectional formatting characters (not trimmed). */
export function withoutUnsafeCharacters(name: string): string {
  return name.replace(UNSAFE_IN_FILE_NAMES, '');
}
