import { type FieldIssue, ValidationError } from '../errors/domain-error.js';

/** A UUID in its canonical text form (any version), as our ids are. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The longest name of a folder, project, section or preset. */
export const MAX_NAME_LENGTH = 200;

/**
 * Reads a JSON request body field by field, collecting every problem, then throws them all at once
 * ({@link ValidationError}, 400 naming each field). Unknown fields are problems too, so a typo does not pass
 * silently; `ignored` fields (read-only fields a client sends back with a whole resource) are accepted and
 * not read.
 */
export class BodyReader {
  readonly issues: FieldIssue[] = [];
  readonly body: Record<string, unknown>;

  constructor(body: unknown, allowed: readonly string[], ignored: readonly string[] = []) {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ValidationError([{ field: '(body)', message: 'must be a JSON object' }]);
    }
    this.body = body as Record<string, unknown>;
    for (const field of Object.keys(this.body)) {
      if (!allowed.includes(field) && !ignored.includes(field)) {
        this.fail(field, 'is not a known field');
      }
    }
  }

  fail(field: string, message: string): undefined {
    this.issues.push({ field, message });
    return undefined;
  }

  /** Whether the body has the field (even `null`). */
  has(field: string): boolean {
    return this.body[field] !== undefined;
  }

  string(field: string, { optional = false } = {}): string | undefined {
    const value = this.body[field];
    if (value === undefined && optional) {
      return undefined;
    }
    if (typeof value !== 'string') {
      return this.fail(field, value === undefined ? 'is required' : 'must be a string');
    }
    return value;
  }

  /** A trimmed name of at most `max` characters; empty allowed only with `allowEmpty`. */
  name(field: string, { optional = false, allowEmpty = false, max = MAX_NAME_LENGTH } = {}): string | undefined {
    const value = this.string(field, { optional })?.trim();
    if (value === undefined) {
      return undefined;
    }
    if (value.length === 0 && !allowEmpty) {
      return this.fail(field, 'must not be empty');
    }
    if (value.length > max) {
      return this.fail(field, `must have at most ${max} characters`);
    }
    return value;
  }

  /** A nullable trimmed name (`null` stays `null`). */
  nullableName(field: string, { max = MAX_NAME_LENGTH } = {}): string | null | undefined {
    return this.body[field] === null ? null : this.name(field, { optional: true, allowEmpty: true, max });
  }

  /** An id (UUID); `nullable` accepts `null`. */
  id(field: string, options: { optional?: boolean; nullable?: false }): string | undefined;
  id(field: string, options: { optional?: boolean; nullable: true }): string | null | undefined;
  id(field: string, { optional = false, nullable = false } = {}): string | null | undefined {
    const value = this.body[field];
    if (value === undefined && optional) {
      return undefined;
    }
    if (value === null && nullable) {
      return null;
    }
    if (typeof value !== 'string' || !UUID.test(value)) {
      return this.fail(field, value === undefined ? 'is required' : `must be an id${nullable ? ' or null' : ''}`);
    }
    return value.toLowerCase();
  }

  /** An integer ≥ 0. */
  count(field: string): number | undefined {
    const value = this.body[field];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
      return this.fail(field, value === undefined ? 'is required' : 'must be an integer ≥ 0');
    }
    return value;
  }

  /** A JSON object (not an array). */
  object(field: string, { optional = false } = {}): Record<string, unknown> | undefined {
    const value = this.body[field];
    if (value === undefined && optional) {
      return undefined;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return this.fail(field, value === undefined ? 'is required' : 'must be an object');
    }
    return value as Record<string, unknown>;
  }

  /** A JSON object or `null`. */
  nullableObject(field: string): Record<string, unknown> | null | undefined {
    return this.body[field] === null ? null : this.object(field, { optional: true });
  }

  /** An array of JSON objects. */
  objects(field: string): Record<string, unknown>[] | undefined {
    const value = this.body[field];
    if (value === undefined) {
      return undefined;
    }
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item))) {
      return this.fail(field, 'must be an array of objects');
    }
    return value as Record<string, unknown>[];
  }

  oneOf<T extends string>(field: string, values: readonly T[], { optional = true } = {}): T | undefined {
    const value = this.string(field, { optional });
    if (value === undefined) {
      return undefined;
    }
    const found = values.find((candidate) => candidate === value);
    return found ?? this.fail(field, `must be one of ${values.join(', ')}`);
  }

  /** Throws the collected problems, if any. */
  done(): void {
    if (this.issues.length > 0) {
      throw new ValidationError(this.issues);
    }
  }
}

/** The size of a value as JSON, in bytes. */
export function jsonSize(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
}
