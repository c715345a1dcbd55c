// Tests of password hashing (argon2id, and the earlier scrypt hashes).
import { describe, expect, it } from 'vitest';

import { DEFAULT_ARGON2_COST, PasswordHasher } from './password-hasher.js';
import { ScryptHasher } from './scrypt-hash.js';

// A cheap cost keeps these tests fast; one test uses the real default.
const cheap = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
const hasher = new PasswordHasher(cheap);

describe('PasswordHasher (argon2id)', () => {
  it('uses OWASP parameters by default: argon2id, m = 19 MiB, t = 2, p = 1', async () => {
    expect(DEFAULT_ARGON2_COST).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const hash = await new PasswordHasher().hash('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await hasher.verify('correct horse', hash)).toBe(true);
    expect(new PasswordHasher().needsRehash(hash)).toBe(false);
  });

  it('salts every hash, verifies the right password and refuses wrong ones', async () => {
    const hash = await hasher.hash('correct horse');
    expect(await hasher.hash('correct horse')).not.toBe(hash);
    expect(await hasher.verify('correct horse', hash)).toBe(true);
    expect(await hasher.verify('correct hors', hash)).toBe(false);
    expect(await hasher.verify('', hash)).toBe(false);
  });

  it('treats canonically equivalent passwords alike (NFC)', async () => {
    const hash = await hasher.hash('caf\u00e9 au lait');
    expect(await hasher.verify('cafe\u0301 au lait', hash)).toBe(true);
  });

  it('verifies the scrypt hashes of earlier versions and asks to rehash them', async () => {
    const legacy = await new ScryptHasher({ logN: 10, r: 8, p: 1 }).hash('correct horse');
    expect(await hasher.verify('correct horse', legacy)).toBe(true);
    expect(await hasher.verify('wrong horse', legacy)).toBe(false);
    expect(hasher.needsRehash(legacy)).toBe(true);
  });

  it('asks to rehash an argon2id hash of another cost, and anything that is not ours', async () => {
    const hash = await hasher.hash('correct horse');
    expect(hasher.needsRehash(hash)).toBe(false);
    expect(new PasswordHasher().needsRehash(hash)).toBe(true);
    expect(hasher.needsRehash('!invited')).toBe(true);
    expect(hasher.needsRehash('$argon2i$v=19$m=1024,t=1,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAA')).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['an invited user', '!invited'],
    ['bcrypt', '$2b$10$abcdefghijklmnopqrstuv'],
    ['argon2i', '$argon2i$v=19$m=1024,t=1,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a memory bomb', '$argon2id$v=19$m=4000000,p=1,t=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a truncated hash', '$argon2id$v=19$m=1024,p=1,t=1$AAAAAAAAAAAAAAAAAAAAAA'],
  ])('never matches %s', async (_, stored) => {
    expect(await hasher.verify('anything', stored)).toBe(false);
  });
});
