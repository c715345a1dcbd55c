// Tests of choosing a calculation answer's encoding.
import { describe, expect, it } from 'vitest';

import { answerEncoding } from './answer-encoding.js';

describe('answerEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'], // a browser
    ['gzip, br', 'br'],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
    ['gzip;q=abc', 'gzip'], // a malformed quality is ignored
  ] as const)('answers %j with %s', (header, expected) => {
    expect(answerEncoding(header)).toBe(expected);
  });

  it('reads no header as identity, and a repeated header as one list', () => {
    expect(answerEncoding(undefined)).toBe('identity');
    expect(answerEncoding(['deflate', 'gzip'])).toBe('gzip');
  });
});
