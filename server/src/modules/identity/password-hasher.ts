// Hashes and checks passwords with argon2id (and earlier scrypt hashes).
import { argon2id, hash as argon2Hash, needsRehash as argon2NeedsRehash, verify as argon2Verify } from 'argon2';

import { isScryptHash, ScryptHasher } from './scrypt-hash.js';

/** argon2id cost: memory in KiB, passes, lanes. */
export interface Argon2Cost {
  readonly memoryCost: number;
  readonly timeCost: number;
  readonly parallelism: number;
}

/** OWASP's argon2id parameters (Password Storage Cheat Sheet): m = 19 MiB, t = 2, p = 1 (~25 ms here). */
export const DEFAULT_ARGON2_COST: Argon2Cost = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

/** The sane range of a stored argon2 hash's parameters: anything outside never matches (no memory bomb). */
const ARGON2_PARAMS = /^\$argon2id\$v=19\$m=(\d{1,7}),(?:t=\d{1,2},p=\d{1,2}|p=\d{1,2},t=\d{1,2})\$/;
const MAX_MEMORY_KIB = 256 * 1024;

/**
 * Password hashing with argon2id through the `argon2` package (the reference C implementation, prebuilt, hashing
 * on libuv's thread pool, so the event loop is free meanwhile), in the PHC string format
 * `$argon2id$v=19$m=19456,p=1,t=2$<salt>$<hash>` with a random 128-bit salt. Passwords are NFC-normalised first.
 * The scrypt hashes of earlier versions still verify ({@link ScryptHasher}); `needsRehash` says to replace them.
 */
export class PasswordHasher {
  private readonly scrypt = new ScryptHasher();

  constructor(private readonly cost: Argon2Cost = DEFAULT_ARGON2_COST) {}

  /** Hashes a password with argon2id at this hasher's cost. */
  hash(password: string): Promise<string> {
    return argon2Hash(password.normalize('NFC'), { type: argon2id, ...this.cost });
  }

  /** Whether a stored hash is not argon2id at today's cost (scrypt, lower cost, not ours): rehash it at the next sign-in. */
  needsRehash(stored: string): boolean {
    if (!stored.startsWith('$argon2id$')) {
      return true;
    }
    try {
      return argon2NeedsRehash(stored, { ...this.cost });
    } catch {
      return true;
    }
  }

  /**
   * Whether the password matches the stored hash (argon2id, or a legacy scrypt hash), with the hash's own
   * parameters. A malformed hash, or one with parameters out of the sane range, never matches.
   */
  async verify(password: string, stored: string): Promise<boolean> {
    if (isScryptHash(stored)) {
      return this.scrypt.verify(password, stored);
    }
    const match = ARGON2_PARAMS.exec(stored);
    if (match === null || Number(match[1]) > MAX_MEMORY_KIB) {
      return false;
    }
    try {
      return await argon2Verify(stored, password.normalize('NFC'));
    } catch {
      return false;
    }
  }
}
