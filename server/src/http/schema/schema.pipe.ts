// The pipes that check a body, query or path parameter against its zod schema (400 naming every field).
import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { createZodValidationPipe } from 'nestjs-zod';
import { z } from 'zod';

import { fieldIssue, NotFoundError, ValidationError } from '../../errors/domain-error.js';
import { BODY_LIMITS, type BodyLimits, checkRequestLimits } from './body-limits.js';
import { fieldIssueOf, fieldIssuesOf } from './zod-issues.js';
import { msg } from '../../i18n/messages.js';

/** nestjs-zod's pipe, throwing our `ValidationError` (400 `VALIDATION_FAILED` naming every field). */
const ZodPipe = createZodValidationPipe({
  createValidationException: (error) => new ValidationError(error instanceof z.ZodError ? fieldIssuesOf(error) : [fieldIssue('(body)', 'issue.invalid')]),
});

/**
 * Validates a request body or query with its schema — the same schema the OpenAPI document is generated from
 * (`modules/application/openapi.ts`): `@Body(new SchemaPipe(RegisterBody)) input: RegisterInput`.
 *
 * The body limits come first (`checkRequestLimits`: depth, array, string and key lengths, NUL characters,
 * prototype keys, non-finite numbers), so that the schema never walks a hostile structure; then the schema
 * (types, ranges, unknown fields refused). Either failure is a 400 naming each field; the answer is the
 * schema's output (trimmed, lower-cased…), which is what the services store.
 */
export class SchemaPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  private readonly pipe: PipeTransform;

  constructor(
    readonly schema: S,
    private readonly limits: BodyLimits = BODY_LIMITS,
  ) {
    this.pipe = new ZodPipe(schema);
  }

  transform(value: unknown, metadata: ArgumentMetadata): z.output<S> {
    const issues = checkRequestLimits(value, this.limits);
    if (issues.length > 0) {
      throw new ValidationError(issues);
    }
    return this.pipe.transform(value, metadata) as z.output<S>;
  }
}

/**
 * Validates a path parameter with its schema; a value that does not fit names nothing, so it is a 404 like an
 * unknown id (PostgreSQL would otherwise refuse the query on its uuid column, or a NUL byte in a token):
 * `@Param('id', new ParamPipe(IdParam))`.
 */
export class ParamPipe<S extends z.ZodType<string>> implements PipeTransform<unknown, z.output<S>> {
  constructor(readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const parsed = this.schema.safeParse(value);
    if (!parsed.success) {
      throw new NotFoundError(msg('code.NOT_FOUND'));
    }
    return parsed.data;
  }
}

/**
 * Validates an optional request header with its schema: absent stays `undefined`; a value that does not fit is a
 * 400 naming the header: `@Headers('if-match', new HeaderPipe('If-Match', IfMatchHeader))`.
 */
export class HeaderPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S> | undefined> {
  constructor(
    readonly name: string,
    readonly schema: S,
  ) {}

  transform(value: unknown): z.output<S> | undefined {
    if (value === undefined) {
      return undefined;
    }
    const parsed = this.schema.safeParse(value);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw new ValidationError([first === undefined ? fieldIssue(this.name, 'issue.invalid') : fieldIssueOf(first, this.name)]);
    }
    return parsed.data;
  }
}
