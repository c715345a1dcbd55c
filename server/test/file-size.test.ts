// No tracked source file of the repository (TypeScript, scripts, styles; tests included) is over 400 lines, outside
// the generated ones listed below (issue #36): a longer file is split into files named for what they do.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { REPOSITORY_ROOT } from '../src/config/index.js';

/** Most lines of a source file (as `wc -l` counts them). */
const MAX_LINES = 400;
/** The extensions of source files. */
const SOURCE = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx|css)$/;
/**
 * Generated files, exempt from the limit, with the reason. None is tracked today: the engine's builds (engine-as/build,
 * dist/), the web and server builds are ignored by git, and the generated data that is tracked (package-lock.json,
 * engine-as/test/scalars-baseline.json) is not source. A generated source file added to git goes here.
 */
const GENERATED: Record<string, string> = {};

/** The tracked files of the repository, relative to its root. */
function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: REPOSITORY_ROOT, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter((path) => path !== '');
}

/** The number of lines of a text, as `wc -l` counts them (its newlines). */
export function lineCount(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/** The source files over `limit` lines, with their line count, outside the generated ones. */
export function overLimit(files: string[], read: (path: string) => string, limit: number): string[] {
  return files
    .filter((path) => SOURCE.test(path) && !(path in GENERATED))
    .map((path) => [path, lineCount(read(path))] as const)
    .filter(([, lines]) => lines > limit)
    .map(([path, lines]) => `${path}: ${lines} lines`);
}

describe('source file size', () => {
  const files = trackedFiles();
  const read = (path: string) => readFileSync(join(REPOSITORY_ROOT, path), 'utf8');

  it('lists the tracked source files of every workspace', () => {
    for (const workspace of ['engine-as/src/', 'domain/src/', 'server/src/', 'web/src/', 'scripts/']) {
      expect(files.some((path) => path.startsWith(workspace) && SOURCE.test(path))).toBe(true);
    }
  });

  it(`has no source file over ${MAX_LINES} lines outside the generated ones`, () => {
    expect(overLimit(files, read, MAX_LINES)).toEqual([]);
  });

  it('lists only tracked files as generated', () => {
    expect(Object.keys(GENERATED).filter((path) => !files.includes(path))).toEqual([]);
  });

  it('counts lines as wc -l and finds a long file', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(1);
    expect(overLimit(['long.ts', 'long.json'], () => 'x\n'.repeat(MAX_LINES + 1), MAX_LINES)).toEqual([
      `long.ts: ${MAX_LINES + 1} lines`,
    ]);
  });
});
