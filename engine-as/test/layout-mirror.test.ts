// src/layout.ts mirrors assembly/layout.ts by hand: every constant of one has the same value in the other, so the
// door and the wasm cannot drift apart (issue #36). Parses the `export const NAME: i32 = N;` lines of the assembly.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { CABLE_ENDS, LAYING_METHODS, ROW_TYPES, STRETCH_TYPES } from '../src/contract.js';
import * as layout from '../src/layout.js';

const assemblyText = readFileSync(join(import.meta.dirname, '..', 'assembly', 'layout.ts'), 'utf8');

/** The constants of assembly/layout.ts, by name. */
export function assemblyConstants(text: string): Map<string, number> {
  const constants = new Map<string, number>();
  for (const [, name, value] of text.matchAll(/^export const (\w+): i32 = (-?\d+);/gm)) {
    constants.set(name!, Number(value));
  }
  return constants;
}

/** The record groups of src/layout.ts: `IN.METHOD` mirrors `IN_METHOD`. */
const GROUPS = { IN: layout.IN, ST: layout.ST, ROW: layout.ROW, OUT: layout.OUT, SUM: layout.SUM, FL: layout.FL, FO: layout.FO };
/** The single constants mirrored under the same name. */
const SINGLES = { ABI_VERSION: layout.ABI_VERSION, MSG_SIZE: layout.MSG_SIZE, BEND_SIZE: layout.BEND_SIZE };
/** Enumerations the door writes as an index in a list of contract.ts: assembly name → list and member. */
const ENUMERATIONS: Record<string, [readonly string[], string]> = {
  ROW_STRAIGHT: [ROW_TYPES, 'straight'],
  ROW_CURVE: [ROW_TYPES, 'curve'],
  ROW_CURVE_ON_ROLLERS: [ROW_TYPES, 'curveOnRollers'],
  ROW_PUSHER: [ROW_TYPES, 'pusher'],
  ROW_LOOP: [ROW_TYPES, 'loop'],
  ROW_STRETCH_SWITCH: [ROW_TYPES, 'stretch'],
  METHOD_PUSH: [LAYING_METHODS, 'push'],
  METHOD_PULL: [LAYING_METHODS, 'pull'],
  METHOD_PUSHPULL: [LAYING_METHODS, 'pushpull'],
  METHOD_JETTING: [LAYING_METHODS, 'jetting'],
  METHOD_FLOATING: [LAYING_METHODS, 'floating'],
  METHOD_WATERPUSHPULL: [LAYING_METHODS, 'waterpushpull'],
  METHOD_FREEFLOATING: [LAYING_METHODS, 'freefloating'],
  CABLE_END_OPEN: [CABLE_ENDS, 'open'],
  CABLE_END_SONIC: [CABLE_ENDS, 'sonic'],
  CABLE_END_SHUTTLE: [CABLE_ENDS, 'shuttle'],
  STRETCH_ON_ROLLERS: [STRETCH_TYPES, 'onRollers'],
  STATUS_SUCCESS: [layout.STATUSES, 'success'],
  STATUS_FAILED: [layout.STATUSES, 'failed'],
  STATUS_NOT_STARTED: [layout.STATUSES, 'notStarted'],
};
/** Constants of the assembly the TypeScript side does not mirror, with the reason. */
const NOT_MIRRORED: [RegExp, string][] = [
  [/^BEND_(ROW|POSITION|TOTAL_ANGLE|RADIUS|FORCE_IN|FORCE_OUT|RADIAL_FORCE)$/, 'bend record fields: read in order'],
  [/^MSG_(?!SIZE$)/, 'message codes: named by number in src/messages.ts'],
];

/** The TypeScript name of an assembly constant, or undefined when it is not mirrored. */
function mirrorOf(name: string): number | undefined {
  if (name in SINGLES) return SINGLES[name as keyof typeof SINGLES];
  if (name in ENUMERATIONS) {
    const [list, member] = ENUMERATIONS[name]!;
    return list.indexOf(member);
  }
  for (const [group, record] of Object.entries(GROUPS)) {
    if (!name.startsWith(`${group}_`)) continue;
    const key = name.slice(group.length + 1);
    if (key in record) return record[key as keyof typeof record];
  }
  return undefined;
}

describe('src/layout.ts mirrors assembly/layout.ts', () => {
  const constants = assemblyConstants(assemblyText);

  it('parses the assembly constants', () => {
    expect(constants.size).toBeGreaterThan(100);
    expect(constants.get('IN_HEADER')).toBe(40);
  });

  it('has every TypeScript constant with the same value in the assembly', () => {
    const mismatches: string[] = [];
    for (const [group, record] of Object.entries(GROUPS)) {
      for (const [key, value] of Object.entries(record)) {
        const name = `${group}_${key}`;
        if (constants.get(name) !== value) mismatches.push(`${group}.${key} = ${value}, ${name} = ${constants.get(name)}`);
      }
    }
    for (const [name, value] of Object.entries(SINGLES)) {
      if (constants.get(name) !== value) mismatches.push(`${name} = ${value}, assembly ${constants.get(name)}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('mirrors every assembly constant, except those listed with a reason', () => {
    const missing = [...constants.keys()].filter(
      (name) => mirrorOf(name) === undefined && !NOT_MIRRORED.some(([pattern]) => pattern.test(name)),
    );
    expect(missing).toEqual([]);
  });

  it('orders the lists of contract.ts (methods, cable ends, row and stretch types) and STATUSES as the assembly', () => {
    const mismatches = Object.entries(ENUMERATIONS)
      .filter(([name, [list, member]]) => list.indexOf(member) !== constants.get(name))
      .map(([name, [list, member]]) => `${member} at ${list.indexOf(member)}, ${name} = ${constants.get(name)}`);
    expect(mismatches).toEqual([]);
  });

  it('finds a drift', () => {
    const drifted = assemblyConstants(assemblyText.replace('IN_SPEED: i32 = 5;', 'IN_SPEED: i32 = 50;'));
    expect(drifted.get('IN_SPEED')).not.toBe(layout.IN.SPEED);
  });
});
