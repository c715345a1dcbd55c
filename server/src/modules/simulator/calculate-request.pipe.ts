import type { CalculateRequest } from '@cla/engine';
import { Injectable, type PipeTransform } from '@nestjs/common';

import { ValidationError } from '../../errors/domain-error.js';

/**
 * Checks the outer shape of a calculate request: a JSON object whose `data` is an object. The fields
 * inside `data` are the engine's to validate (it answers `notStarted` with one message per problem), so
 * the pipe goes no deeper.
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
    // The engine checks every field of `data` at its door; this cast only names that contract.
    return body as unknown as CalculateRequest;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
