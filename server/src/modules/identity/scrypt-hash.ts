// The scrypt password hashes of earlier versions, still checked at sign-in.
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/** scrypt cost: N = 2^logN, block size r, parallelism p. */
export interface ScryptCost {
  readonly logN: number;
  readonly r: number;
  readonly p: number;
}

/** The cost of the scrypt hashes this server made before argon2id: N = 2^15, r = 8, p = 1 (32 MiB). */
export const DEFAULT_SCRYPT_COST: ScryptCost = { logN: 15, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** `$scrypt$ln=15,r=8,p=1$<salt>$<key>` with base64 (no padding) salt and key. */
const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]{16,})\$([A-Za-z0-9+/]{16,})$/;

function derive(password: string, salt: Buffer, cost: ScryptCost, keyLength: number): Promise<Buffer> {
  const N = 2 ** cost.logN;
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function base64(buffer: Buffer): string {
  return buffer.toString('base64').replace(/=+$/, '');
}

/** Whether a stored hash is one of ours in the scrypt format. */
export function isScryptHash(stored: string): boolean {
  return stored.startsWith('$scrypt$');
}

/**
 * The scrypt hashes of the first versions (Node's crypto): a random 128-bit salt per hash, the cost stored in
 * the hash string, a constant-time comparison, NFC-normalised passwords. New hashes are argon2id
 * ({@link PasswordHasher}); these are still verified, and replaced at the next successful sign-in.
 */
export class ScryptHasher {
  constructor(private readonly cost: ScryptCost = DEFAULT_SCRYPT_COST) {}

  /** Hashes a password: `$scrypt$ln=15,r=8,p=1$<salt>$<key>`. */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, this.cost, KEY_BYTES);
    return `$scrypt$ln=${this.cost.logN},r=${this.cost.r},p=${this.cost.p}$${base64(salt)}$${base64(key)}`;
  }

  /** Whether a stored hash was made with another cost than today's (or is not ours): rehash it at the next sign-in. */
  needsRehash(stored: string): boolean {
    const match = FORMAT.exec(stored);
    return (
      match === null ||
      Number(match[1]) !== this.cost.logN ||
      Number(match[2]) !== this.cost.r ||
      Number(match[3]) !== this.cost.p
    );
  }

  /**
   * Whether the password matches the stored hash, with the hash's own parameters. A malformed hash, or
   * one with parameters out of the sane range, never matches.
   */
  async verify(password: string, stored: string): Promise<boolean> {
    const match = FORMAT.exec(stored);
    if (match === null) {
      return false;
    }
    const [, logN, r, p, salt, key] = match.map(String);
    const cost: ScryptCost = { logN: Number(logN), r: Number(r), p: Number(p) };
    if (cost.logN < 10 || cost.logN > 20 || cost.r < 1 || cost.r > 32 || cost.p < 1 || cost.p > 16) {
      return false;
    }
    const expected = Buffer.from(key ?? '', 'base64');
    const actual = await derive(password, Buffer.from(salt ?? '', 'base64'), cost, expected.length);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
