// Tests of API key tokens: format, hash, bearer header.
import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { API_KEY_FORMAT, apiKeyHashOf, bearerTokenOf, newApiKey } from './api-key-token.js';

describe('newApiKey', () => {
  it('makes distinct 256-bit keys with their prefix and SHA-256', () => {
    const keys = Array.from({ length: 50 }, () => newApiKey());
    expect(new Set(keys.map((key) => key.key)).size).toBe(50);
    for (const { key, prefix, hash } of keys) {
      expect(key).toMatch(API_KEY_FORMAT);
      expect(Buffer.from(key.slice(4), 'base64url')).toHaveLength(32);
      expect(prefix).toBe(key.slice(0, 12));
      expect(hash).toBe(createHash('sha256').update(key).digest('hex'));
      expect(apiKeyHashOf(key)).toBe(hash);
    }
  });
});

describe('bearerTokenOf', () => {
  it('reads the token of a Bearer header, any case, and ignores other schemes', () => {
    expect(bearerTokenOf('Bearer cla_abc')).toBe('cla_abc');
    expect(bearerTokenOf('bearer   cla_abc  ')).toBe('cla_abc');
    expect(bearerTokenOf('Bearer')).toBe('');
    expect(bearerTokenOf('Bearer a b')).toBe('a b');
    expect(bearerTokenOf('Basic dXNlcjpwdw==')).toBeNull();
    expect(bearerTokenOf('Bearerx')).toBeNull();
    expect(bearerTokenOf(undefined)).toBeNull();
  });
});
