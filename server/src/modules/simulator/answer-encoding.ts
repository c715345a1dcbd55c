// The encoding of a calculation's answer for a request's Accept-Encoding.
import type { AnswerEncoding } from './engine-pool.js';

/**
 * The encoding of a calculation's answer for a request's `Accept-Encoding`: brotli when the client accepts it at
 * least as well as gzip, else gzip, else `identity` — the compression middleware's choice (it prefers br, then
 * gzip), made here because the worker compresses the answer (engine-worker.mjs). A coding with `q=0` is refused;
 * `*` stands for the codings not named.
 */
export function answerEncoding(acceptEncoding: string | string[] | undefined): AnswerEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') {
      continue;
    }
    const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
    const value = q === undefined ? 1 : Number(q);
    quality.set(coding, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  const of = (coding: string): number => quality.get(coding) ?? quality.get('*') ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  if (br > 0 && br >= gzip) {
    return 'br';
  }
  return gzip > 0 ? 'gzip' : 'identity';
}
