import fc from 'fast-check';

import { UNKNOWN_ID } from './world.js';

/**
 * Hostile JSON for the fuzz of every route (hostile-input.test.ts, route-fuzz.test.ts): values that have broken
 * servers (NUL bytes, prototype keys, huge and non-finite numbers, wrong types, deep nesting, long arrays and
 * strings), keys to add, and a mutation that puts one of them into a valid body.
 */

/** Text replaced by raw JSON after `JSON.stringify` (for what JSON.stringify cannot write). */
export const RAW = {
  '"@@1e999@@"': '1e999',
  '"@@-1e999@@"': '-1e999',
  '"@@big@@"': '1e308',
  '"@@-0@@"': '-0',
  '"@@underflow@@"': '-1e-400',
  '"@@longint@@"': '123456789012345678901234567890',
  '"@@proto@@"': '{"__proto__":{"isAdmin":true}}',
} as const;

function deep(levels: number): unknown {
  let value: unknown = 1;
  for (let index = 0; index < levels; index += 1) {
    value = index % 2 === 0 ? { a: value } : [value];
  }
  return value;
}

/** Hostile JSON values (some written as raw text markers, see {@link RAW}). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(
    'a\u0000b',
    '\u0000',
    'Infinity',
    '-Infinity',
    'NaN',
    '1e999',
    '@@1e999@@',
    '@@-1e999@@',
    '@@big@@',
    '@@proto@@',
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53 + 2,
    -1,
    -(2 ** 63),
    0.5,
    null,
    true,
    false,
    '',
    ' ',
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    'valueOf',
    UNKNOWN_ID,
    'x'.repeat(20_000),
    'é'.repeat(300),
    { constructor: { prototype: { x: 1 } } },
    { toString: 1, valueOf: 'x', hasOwnProperty: null },
    [],
    {},
  ) },
  fc.double(),
  fc.integer(),
  fc.string({ maxLength: 30 }),
  fc.constantFrom(deep(20), deep(13), deep(11)),
  fc.constantFrom(new Array(10_001).fill(0), new Array(500).fill({ type: 'straight', length: 1 }), new Array(300).fill('\u0000')),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Keys added to an object. */
export const hostileKey = fc.constantFrom('constructor', 'prototype', 'toString', 'hasOwnProperty', 'a\u0000b', 'k'.repeat(200), 'version', 'data', 'id', '__defineGetter__');

type Json = Record<string, unknown>;

/** Replaces the value at a random path of `base` (or adds a key) with a hostile value. */
export function mutate(base: unknown, choices: { path: number[]; value: unknown; key: string; addKey: boolean }): unknown {
  if (typeof base !== 'object' || base === null) {
    return choices.value;
  }
  const copy = structuredClone(base) as Json;
  let target: Json = copy;
  for (const step of choices.path) {
    const keys = Object.keys(target);
    if (keys.length === 0) break;
    const key = keys[step % keys.length] as string;
    const next = target[key];
    if (typeof next !== 'object' || next === null) {
      target[key] = choices.value;
      return copy;
    }
    target = next as Json;
  }
  if (choices.addKey || Object.keys(target).length === 0) {
    Object.defineProperty(target, choices.key, { value: choices.value, enumerable: true, writable: true, configurable: true });
  } else {
    const keys = Object.keys(target);
    target[keys[choices.path.length % keys.length] as string] = choices.value;
  }
  return copy;
}

export function toText(body: unknown): string {
  let text = JSON.stringify(body) ?? 'null';
  for (const [marker, raw] of Object.entries(RAW)) {
    text = text.split(marker).join(raw);
  }
  return text;
}


/** More hostile values (route-fuzz.test.ts; hostile-input.test.ts keeps the sequence of its seed): -0, an underflow
 * to -0, an integer past 2^53 as text, lone surrogates, invisible and right-to-left characters, astral characters. */
export const moreHostileValues: fc.Arbitrary<unknown> = fc.oneof(
  hostileValue,
  fc.constantFrom('@@-0@@', '@@underflow@@', '@@longint@@', '\uD800', 'a\uDFFFb', '\uFEFF\u202E\u200B', '🐍'.repeat(150)),
);

/** More keys to add: `__proto__` as an own key, an empty key, a key of a lone surrogate. */
export const moreHostileKeys = fc.oneof(hostileKey, fc.constantFrom('__proto__', '', '\uD800'));
