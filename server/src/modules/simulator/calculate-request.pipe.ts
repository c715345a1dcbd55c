import type { CalculateRequest } from '@cla/engine';
import { Injectable, type PipeTransform } from '@nestjs/common';

import { ValidationError } from '../../errors/domain-error.js';
import { checkRequestLimits } from './request-limits.js';

/**
 * Checks the outer shape of a calculate request — a JSON object whose `data` is an object — and its size and
 * hygiene limits ({@link checkRequestLimits}: depth, array and string lengths, NUL characters, prototype keys,
 * finite numbers), so that no hostile body reaches an engine worker. The meaning of the fields inside `data`
 * is the engine's to validate (it answers `notStarted` with one message per problem).
 */
@Injectable()
export class CalculateRequestPipe implements PipeTransform<unknown, CalculateRequest> {
  transform(body: unknown): CalculateRequest {
    if (!isObject(body)) {
      throw new ValidationError([
        {
          field: '(body)',
          message: 'must be a JSON object (Content-Type: application/json) of the form { "data": { … } }',
        },
      ]);
    }
    if (!isObject(body.data)) {
      throw new ValidationError([{ field: 'data', message: 'must be an object holding the simulation inputs' }]);
    }
    const issues = checkRequestLimits(body);
    if (issues.length > 0) {
      throw new ValidationError(issues);
    }
    // The engine checks every field of `data` at its door; this cast only names that contract.
    return body as unknown as CalculateRequest;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
