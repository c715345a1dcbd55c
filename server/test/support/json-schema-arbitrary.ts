import fc from 'fast-check';

/** A JSON Schema of the OpenAPI document (3.1: JSON Schema 2020-12, as zod writes it). */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** Where the generated values come from, besides the schema. */
export interface SchemaValueSources {
  /** `components.schemas` of the document, for `$ref`. */
  readonly components: Readonly<Record<string, JsonSchema>>;
  /** Values for `format: uuid`: ids of things that exist, so that a valid body reaches the service's lookups. */
  readonly ids: fc.Arbitrary<string>;
}

/** The longest array and the deepest `$ref` chain generated: a body stays small, the schema's limits are not the point. */
const MAX_ITEMS = 3;
const MAX_DEPTH = 8;

/**
 * Values that mostly fit `schema` (types, enums, bounds, formats, patterns, required fields), so that a body passes the
 * route's validation and reaches its service: the fuzz's other bodies are refused by the schema, and a 500 hides
 * behind it. Optional fields come and go; `additionalProperties: true` objects get a few free-form entries.
 */
export function schemaArbitrary(schema: JsonSchema, sources: SchemaValueSources, depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) {
    return fc.constant(null);
  }
  const next = (child: unknown): fc.Arbitrary<unknown> => schemaArbitrary((child ?? {}) as JsonSchema, sources, depth + 1);
  const ref = schema['$ref'];
  if (typeof ref === 'string') {
    const target = sources.components[ref.replace('#/components/schemas/', '')];
    return target === undefined ? fc.constant(null) : schemaArbitrary(target, sources, depth + 1);
  }
  if ('const' in schema) {
    return fc.constant(schema['const']);
  }
  if (Array.isArray(schema['enum'])) {
    return fc.constantFrom(...(schema['enum'] as unknown[]));
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) {
      return fc.oneof(...options.map(next));
    }
  }
  const allOf = schema['allOf'];
  if (Array.isArray(allOf) && allOf.length > 0) {
    // zod writes an intersection of objects; their fields together.
    return fc.tuple(...allOf.map(next)).map((parts) =>
      parts.every((part) => typeof part === 'object' && part !== null && !Array.isArray(part)) ? Object.assign({}, ...parts) : parts[0],
    );
  }
  const type = schema['type'];
  if (Array.isArray(type)) {
    return fc.oneof(...type.map((one) => next({ ...schema, type: one })));
  }
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerOf(schema);
    case 'number':
      return numberOf(schema);
    case 'string':
      return stringOf(schema, sources);
    case 'array': {
      const min = typeof schema['minItems'] === 'number' ? schema['minItems'] : 0;
      const max = Math.max(min, Math.min(typeof schema['maxItems'] === 'number' ? schema['maxItems'] : MAX_ITEMS, MAX_ITEMS));
      return fc.array(next(schema['items']), { minLength: min, maxLength: max });
    }
    case 'object':
      return objectOf(schema, next);
    default:
      // No type: anything (zod's `unknown`, the read-only fields accepted and ignored).
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const min = typeof schema['minimum'] === 'number' ? Math.max(schema['minimum'], Number.MIN_SAFE_INTEGER) : -(2 ** 31);
  const max = typeof schema['maximum'] === 'number' ? Math.min(schema['maximum'], Number.MAX_SAFE_INTEGER) : 2 ** 31 - 1;
  const low = Math.ceil(min + (typeof schema['exclusiveMinimum'] === 'number' ? 1 : 0));
  const high = Math.floor(max - (typeof schema['exclusiveMaximum'] === 'number' ? 1 : 0));
  if (high < low) {
    return fc.constant(low);
  }
  // The bounds themselves are where storage overflows.
  return fc.oneof({ weight: 3, arbitrary: fc.integer({ min: low, max: high }) }, { weight: 1, arbitrary: fc.constantFrom(low, high) });
}

function numberOf(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema['exclusiveMinimum'] === 'number' ? schema['exclusiveMinimum'] : undefined;
  const exclusiveMax = typeof schema['exclusiveMaximum'] === 'number' ? schema['exclusiveMaximum'] : undefined;
  const min = typeof schema['minimum'] === 'number' ? schema['minimum'] : exclusiveMin ?? -1e308;
  const max = typeof schema['maximum'] === 'number' ? schema['maximum'] : exclusiveMax ?? 1e308;
  const double = fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: exclusiveMin !== undefined, maxExcluded: exclusiveMax !== undefined });
  const edges = [min, max, 0, -0, 1, 1e-300, 1e308].filter((value) => value >= min && value <= max && value !== exclusiveMin && value !== exclusiveMax);
  return edges.length === 0 ? double : fc.oneof({ weight: 3, arbitrary: double }, { weight: 1, arbitrary: fc.constantFrom(...edges) });
}

function stringOf(schema: JsonSchema, sources: SchemaValueSources): fc.Arbitrary<string> {
  const format = schema['format'];
  if (format === 'uuid') {
    return sources.ids;
  }
  if (format === 'email') {
    return fc.oneof(fc.nat({ max: 50 }).map((n) => `fuzz${n}@example.com`), fc.emailAddress());
  }
  if (format === 'date' || format === 'date-time') {
    // Within the schema's formatMinimum/formatMaximum (`YYYY-MM-DD`) when it has them.
    const bound = (key: string, fallback: Date): Date => (typeof schema[key] === 'string' ? new Date(`${schema[key] as string}T00:00:00Z`) : fallback);
    const date = fc.date({ min: bound('formatMinimum', new Date(Date.UTC(1900, 0, 1))), max: bound('formatMaximum', new Date(Date.UTC(2200, 0, 1))), noInvalidDate: true });
    return date.map((value) => (format === 'date' ? value.toISOString().slice(0, 10) : value.toISOString()));
  }
  const minLength = typeof schema['minLength'] === 'number' ? schema['minLength'] : 0;
  const maxLength = typeof schema['maxLength'] === 'number' ? schema['maxLength'] : 40;
  const pattern = schema['pattern'];
  if (typeof pattern === 'string' && pattern !== '^[^\\u0000]*$') {
    return fc.stringMatching(new RegExp(pattern, 'u')).filter((value) => value.length >= minLength && value.length <= maxLength);
  }
  const strings = fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, Math.max(minLength, 40)) }).filter((value) => !value.includes('\u0000'));
  // At the length limit too (a column of the same length must hold it).
  return maxLength <= 5000 && maxLength > 40 ? fc.oneof({ weight: 4, arbitrary: strings }, { weight: 1, arbitrary: fc.constant('é'.repeat(maxLength)) }) : strings;
}

function objectOf(schema: JsonSchema, next: (child: unknown) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const properties = (schema['properties'] ?? {}) as Record<string, unknown>;
  const required = new Set(Array.isArray(schema['required']) ? (schema['required'] as string[]) : []);
  const names = Object.keys(properties);
  const free = schema['additionalProperties'] === true || (typeof schema['additionalProperties'] === 'object' && schema['additionalProperties'] !== null);
  const extra = free
    ? fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), schema['additionalProperties'] === true ? fc.jsonValue({ maxDepth: 2 }) : next(schema['additionalProperties']), { maxKeys: 3 })
    : fc.constant({});
  if (names.length === 0) {
    return extra;
  }
  const record = fc.record(
    Object.fromEntries(names.map((name) => [name, next(properties[name])])),
    { requiredKeys: names.filter((name) => required.has(name)) },
  );
  return fc.tuple(record, extra).map(([fields, more]) => ({ ...more, ...fields }));
}
