/**
 * Whether a stored result still belongs to the data: a result is computed from a section's data, and is stale once
 * the data it rests on changed (docs/product.md#states-and-transitions "Simulation status"). `resultsBasisHash` digests
 * what a result rests on — every part of the data except the section's name, its description, the display mode
 * (none of them reaches the engine) and the results themselves — as one stable text (keys sorted, `undefined`
 * dropped as JSON drops it) hashed with 64-bit FNV-1a (two 32-bit lanes). Not a security hash: it tells an edit
 * apart from no edit, the same in the browser and on the server.
 */

/** The parts of the data no result rests on. */
const NOT_A_BASIS: Record<string, readonly string[]> = { general: ['sectionName', 'sectionDescription', 'displayMode'] };
const TOP_LEVEL_SKIPPED = new Set(['results']);

function stable(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : stable(v))).join(',')}]`;
  const entries = Object.keys(value)
    .sort()
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

/** The data a result rests on, as one stable text. */
export function resultsBasis(data: object): string {
  const basis: Record<string, unknown> = {};
  for (const [key, part] of Object.entries(data)) {
    if (TOP_LEVEL_SKIPPED.has(key)) continue;
    const skipped = NOT_A_BASIS[key];
    basis[key] = skipped && part !== null && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).filter(([k]) => !skipped.includes(k)))
      : part;
  }
  return stable(basis);
}

/** 64-bit FNV-1a over the UTF-16 code units, as 16 hex digits (two 32-bit lanes with different offsets). */
function fnv64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (a >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** The digest of what a result computed from `data` rests on: equal digests, the same basis. */
export function resultsBasisHash(data: object): string {
  return fnv64(resultsBasis(data));
}
