// Tests of the scrypt hashes of earlier versions.
import { describe, expect, it } from 'vitest';

import { DEFAULT_SCRYPT_COST, ScryptHasher } from './scrypt-hash.js';

// The cheapest cost the verifier accepts keeps these tests fast; one test uses the real default.
const hasher = new ScryptHasher({ logN: 10, r: 8, p: 1 });

describe('ScryptHasher (legacy hashes)', () => {
  it('hashes into a self-describing string with the parameters', async () => {
    expect(await hasher.hash('correct horse')).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('same password')).not.toBe(await hasher.hash('same password'));
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hasher.hash('correct horse');
    expect(await hasher.verify('correct horse', hash)).toBe(true);
    expect(await hasher.verify('correct hors', hash)).toBe(false);
    expect(await hasher.verify('', hash)).toBe(false);
  });

  it('verifies with the parameters stored in the hash, not its own', async () => {
    const hash = await hasher.hash('correct horse');
    expect(await new ScryptHasher({ logN: 11, r: 4, p: 2 }).verify('correct horse', hash)).toBe(true);
  });

  it('uses N = 2^15, r = 8, p = 1 by default', async () => {
    const hash = await new ScryptHasher().hash('correct horse');
    expect(DEFAULT_SCRYPT_COST).toEqual({ logN: 15, r: 8, p: 1 });
    expect(hash.startsWith('$scrypt$ln=15,r=8,p=1$')).toBe(true);
    expect(await hasher.verify('correct horse', hash)).toBe(true);
  });

  it('asks for a rehash when the cost changed', async () => {
    const hash = await hasher.hash('correct horse');
    expect(hasher.needsRehash(hash)).toBe(false);
    expect(new ScryptHasher().needsRehash(hash)).toBe(true);
    expect(hasher.needsRehash('garbage')).toBe(true);
  });

  it('treats canonically equivalent passwords alike (NFC)', async () => {
    const hash = await hasher.hash('caf\u00e9 au lait');
    expect(await hasher.verify('cafe\u0301 au lait', hash)).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['another format', '$2b$10$abcdefghijklmnopqrstuv'],
    ['absurd parameters', '$scrypt$ln=30,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a truncated hash', '$scrypt$ln=10,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA'],
  ])('never matches %s', async (_, stored) => {
    expect(await hasher.verify('anything', stored)).toBe(false);
  });
});
