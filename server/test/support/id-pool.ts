const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The ids and tokens of real things, each with the paths of the answers it came in (`/api/admin/companies`). */
export class Pool {
  readonly ids = new Map<string, Set<string>>();
  readonly tokens = new Set<string>();
  /** Never put in a path or a body, so that the fuzz does not disable, demote or move the signed-in fuzzers. */
  readonly protectedIds = new Set<string>();

  /** Every string of a JSON answer of `source` that is an id or a 43-character token. */
  harvest(value: unknown, source: string): void {
    if (typeof value === 'string') {
      if (UUID.test(value) && !this.protectedIds.has(value.toLowerCase())) {
        const sources = this.ids.get(value.toLowerCase()) ?? new Set<string>();
        this.ids.set(value.toLowerCase(), sources.add(source));
      }
      if (TOKEN.test(value)) this.tokens.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) this.harvest(item, source);
    } else if (typeof value === 'object' && value !== null) {
      for (const item of Object.values(value)) this.harvest(item, source);
    }
  }

  /**
   * The ids most likely to name what `path` acts on: those that came in answers of the paths sharing the most
   * leading segments with it (`/api/section/rename/{id}` takes the ids of `/api/section` answers).
   */
  idsFor(path: string): string[] {
    const segments = path.split('/');
    const shared = (source: string) => {
      const other = source.split('/');
      let count = 0;
      while (count < segments.length && segments[count] === other[count] && !segments[count]?.startsWith('{')) count += 1;
      return count;
    };
    let best = 0;
    let chosen: string[] = [];
    for (const [id, sources] of this.ids) {
      const score = Math.max(...[...sources].map(shared));
      if (score > best) {
        best = score;
        chosen = [id];
      } else if (score === best) {
        chosen.push(id);
      }
    }
    return chosen;
  }
}
