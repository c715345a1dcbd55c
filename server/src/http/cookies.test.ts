// Tests of reading and writing cookies.
import { describe, expect, it } from 'vitest';

import { parseCookies, serializeCookie } from './cookies.js';

describe('parseCookies', () => {
  it('reads name=value pairs', () => {
    expect(parseCookies('cla_session=abc; XSRF-TOKEN=def')).toEqual({ cla_session: 'abc', 'XSRF-TOKEN': 'def' });
  });

  it('answers nothing for a missing or empty header', () => {
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies('')).toEqual({});
  });

  it('keeps the first occurrence of a name', () => {
    expect(parseCookies('a=1; a=2')).toEqual({ a: '1' });
  });

  it('trims spaces, removes quotes and decodes percent-encoding', () => {
    expect(parseCookies('  a = "x y" ;b=%20c%3D')).toEqual({ a: 'x y', b: ' c=' });
  });

  it('keeps a value that does not decode', () => {
    expect(parseCookies('a=%E0%A4%A')).toEqual({ a: '%E0%A4%A' });
  });

  it('keeps = inside values and skips pairs without a name or =', () => {
    expect(parseCookies('a=b=c; junk; =x; ;d=')).toEqual({ a: 'b=c', d: '' });
  });

  it('is not fooled by __proto__', () => {
    const cookies = parseCookies('__proto__=x; toString=y');
    expect(cookies['__proto__']).toBe('x');
    expect(cookies['toString']).toBe('y');
    expect(Object.getPrototypeOf(cookies)).toBeNull();
  });
});

describe('serializeCookie', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it('writes every attribute', () => {
    expect(
      serializeCookie('cla_session', 'tok', { httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge: 60 }, now),
    ).toBe('cla_session=tok; Max-Age=60; Expires=Thu, 01 Jan 2026 00:01:00 GMT; Path=/; HttpOnly; Secure; SameSite=Lax');
  });

  it('defaults to Path=/ and a session cookie', () => {
    expect(serializeCookie('a', 'b')).toBe('a=b; Path=/');
  });

  it('deletes with Max-Age=0', () => {
    expect(serializeCookie('a', '', { maxAge: 0 }, now)).toBe('a=; Max-Age=0; Expires=Thu, 01 Jan 2026 00:00:00 GMT; Path=/');
  });

  it('encodes the value so that it parses back', () => {
    const header = serializeCookie('a', 'x; y=z');
    expect(parseCookies(header.split('; Path')[0])).toEqual({ a: 'x; y=z' });
  });

  it('refuses a bad name', () => {
    expect(() => serializeCookie('a b', 'c')).toThrow('Invalid cookie name');
  });
});
