// The repository stands on its own: no tracked file points at the team's private design notes (their folder, "the
// spec", "physics.md §2.4", "style.md"), and every Markdown reference with an anchor names a heading that exists
// (docs/physics.md#jetting, ../engine-as/README.md#message-codes). Cite docs/*.md#heading instead.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocReferences, type DocProblem, headingAnchors, repositoryReader } from './test-support/doc-references.js';

const ROOT = join(import.meta.dirname, '..', '..');
const TEXT = /\.(ts|tsx|mts|mjs|js|json|md|css|html|yml|yaml)$/;
/** This test's own files spell the forbidden patterns. */
const SELF = new Set(['domain/src/docs-links.test.ts', 'domain/src/test-support/doc-references.ts']);

function trackedTextFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' });
  return out.split('\0').filter((f) => (TEXT.test(f) || f === '.ci/run') && !f.endsWith('package-lock.json') && !SELF.has(f));
}

describe('document references', () => {
  it('the repository carries its own docs', () => {
    const read = repositoryReader(ROOT);
    for (const doc of ['docs/architecture.md', 'docs/simulation-api.md', 'docs/physics.md', 'docs/product.md']) expect(read(doc), doc).not.toBeNull();
  });

  it('no tracked file points outside the repository or at a heading that does not exist', () => {
    const read = repositoryReader(ROOT);
    const files = trackedTextFiles();
    expect(files.length).toBeGreaterThan(100);
    const problems: DocProblem[] = files.flatMap((file) => checkDocReferences(ROOT, file, read(file) ?? '', read));
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.problem}`)).toEqual([]);
  });

  it('catches each kind of outside reference (the checker can fail)', () => {
    const files: Record<string, string> = { 'docs/physics.md': '# Physics\n## Air flow\n### Jetting\n## Jetting\n', 'a/README.md': '## Flow calculator (`engine.flow`)\n' };
    const read = (path: string) => files[path] ?? null;
    const check = (text: string, file = 'x/y.ts') => checkDocReferences('/repo', file, text, read).map((p) => p.problem);
    // the private notes' folder beside the repository, spelt in parts so that this file does not name it
    expect(check(`// see ../${['sha', 'red'].join('')}/design/physics.md`)).toHaveLength(2);
    expect(check('/** Cable group (spec §5 "Cable"). */')).toHaveLength(2);
    expect(check('// as the spec says')).toHaveLength(1);
    expect(check('// physics.md §1.7')).toHaveLength(2);
    expect(check('// (style.md habit 9)')).toEqual(['style.md does not exist in the repository']);
    expect(check('// docs/physics.md#no-such-heading')).toEqual(['docs/physics.md has no heading #no-such-heading']);
    expect(check('// docs/missing.md#x')).toEqual(['docs/missing.md does not exist in the repository']);
    expect(check('see [x](../a/README.md#flow-calculator-engineflow) and [p](../docs/physics.md#jetting-1)', 'docs/z.md')).toEqual([]);
    expect(check('// docs/physics.md#air-flow; CIGRE TB 194 (2001) §4.2.1')).toEqual([]);
  });

  it('computes heading anchors as GitHub does', () => {
    expect([...headingAnchors('# A cable cannot push (pull, pushpull) [E]\n```\n# not a heading\n```\n## Engineering choices [E]\n## Engineering choices [E]\n')]).toEqual([
      'a-cable-cannot-push-pull-pushpull-e',
      'engineering-choices-e',
      'engineering-choices-e-1',
    ]);
  });
});
