/**
 * Checks that the repository stands on its own: no file points at the team's private design notes (their folder
 * beside the repository, "the spec", "physics.md §2.4"…), and every reference to a Markdown document with a heading anchor
 * (`docs/physics.md#jetting`, `../engine-as/README.md#message-codes`) names a file and a heading that exist.
 * Used by docs-links.test.ts over every tracked file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** One problem: file, 1-based line, what is wrong. */
export interface DocProblem {
  file: string;
  line: number;
  problem: string;
}

/** Document names of the private notes; a reference to one must resolve to a file of the repository. */
const OLD_DOC_NAMES = ['physics', 'style', 'simulation-api', 'architecture', 'product-spec', 'stack-notes', 'product'];

/** The folder of the private notes beside the repository (spelt in parts, so that this file does not name it). */
const NOTES_FOLDER = ['sha', 'red'].join('');
const OUTSIDE_FOLDER = new RegExp(`\\.\\./${NOTES_FOLDER}\\b|\\b${NOTES_FOLDER}/(design|spec)\\b`);

const FORBIDDEN: readonly { pattern: RegExp; problem: string }[] = [
  { pattern: OUTSIDE_FOLDER, problem: 'points at the private notes beside the repository (not in the repository)' },
  { pattern: /\b(the|product) spec\b|\bspec's\b|\bspec §/i, problem: 'cites "the spec": cite docs/product.md#… instead' },
];

/** A section sign with a number is a section of a private note, unless the line cites a published standard. */
const SECTION_SIGN = /§\s?\d/;
const PUBLISHED = /\b(CIGRE|IEC|IEEE|ISO|ICEA|NEC|EN \d)/;

/** `path.md` or `path.md#anchor` where the path is a plain relative or root-relative file path. */
const MD_REFERENCE = /(?<![\w/.-])((?:\.{1,2}\/)*[\w][\w./-]*\.md)(?:#([\w-]+))?/g;

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown text's headings (outside fenced code), duplicates numbered as GitHub does. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const match = fenced ? null : /^#{1,6}\s+(.*)$/.exec(line);
    if (!match) continue;
    const slug = headingSlug(match[1]!);
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/**
 * The problems of one file's text.
 *
 * @param root - the repository root (absolute)
 * @param file - the file's path relative to the root
 * @param read - reads a repository file (relative path) or returns null when it does not exist
 */
export function checkDocReferences(root: string, file: string, text: string, read: (path: string) => string | null): DocProblem[] {
  const problems: DocProblem[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  text.split('\n').forEach((line, index) => {
    const at = (problem: string) => problems.push({ file, line: index + 1, problem });
    for (const { pattern, problem } of FORBIDDEN) if (pattern.test(line)) at(problem);
    if (SECTION_SIGN.test(line) && !PUBLISHED.test(line)) at('a § section number of a document outside the repository');
    for (const match of line.matchAll(MD_REFERENCE)) {
      const [, path, anchor] = match;
      const name = path!.split('/').pop()!.replace(/\.md$/, '');
      const isOldName = OLD_DOC_NAMES.includes(name);
      if (!isOldName && anchor === undefined) continue;
      // Root-relative (as comments write them) or relative to the file (as Markdown links do).
      const candidates = [normalize(path!), normalize(join(dirname(file), path!))].filter((p) => !p.startsWith('..'));
      const target = candidates.find((p) => read(p) !== null);
      if (target === undefined) {
        if (isOldName || path!.includes('/')) at(`${path} does not exist in the repository`);
        continue;
      }
      if (anchor === undefined) continue;
      if (!anchorsOf.has(target)) anchorsOf.set(target, headingAnchors(read(target)!));
      if (!anchorsOf.get(target)!.has(anchor)) at(`${relative(root, join(root, target))} has no heading #${anchor}`);
    }
  });
  return problems;
}

/** Reads a repository file by relative path, or null (cached). */
export function repositoryReader(root: string): (path: string) => string | null {
  const cache = new Map<string, string | null>();
  return (path) => {
    if (!cache.has(path)) {
      const full = join(root, path);
      cache.set(path, existsSync(full) && !path.endsWith('/') ? safeRead(full) : null);
    }
    return cache.get(path)!;
  };
}

function safeRead(full: string): string | null {
  try {
    return readFileSync(full, 'utf8');
  } catch {
    return null;
  }
}
