// API key tokens: how one is made, hashed and read from an Authorization header.
import { createHash, randomBytes } from 'node:crypto';

/** What every key starts with, so that a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_MARK = 'cla_';
/** A key: the mark and 256 random bits in base64url (43 characters). */
export const API_KEY_FORMAT = /^cla_[A-Za-z0-9_-]{43}$/;
/** The visible prefix: the mark and the first 8 characters of the secret (48 bits: enough to tell keys apart). */
export const API_KEY_PREFIX_LENGTH = API_KEY_MARK.length + 8;

/** A new key (shown once) with its prefix and stored hash. */
export interface NewApiKey {
  readonly key: string;
  readonly prefix: string;
  readonly hash: string;
}

/** Makes a new random key. */
export function newApiKey(): NewApiKey {
  const key = `${API_KEY_MARK}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX_LENGTH), hash: apiKeyHashOf(key) };
}

/**
 * The stored form of a key: its SHA-256, hex. A fast hash is right here, unlike for passwords: the key is 256 random
 * bits, not something a person chose, so there is no dictionary to try and a slow hash (argon2) would protect nothing
 * while costing ~25 ms on every API request. Whoever reads the table cannot get a key back from its hash, and the
 * look-up by hash compares no secret byte by byte in our code (the database's index finds the row).
 */
export function apiKeyHashOf(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The key of an `Authorization: Bearer <key>` header, `null` when the header is absent or of another scheme. */
export function bearerTokenOf(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') {
    return null;
  }
  const match = /^Bearer(?:\s+(.*))?$/is.exec(header.trim());
  return match === null ? null : (match[1] ?? '').trim();
}
