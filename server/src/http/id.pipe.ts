import type { PipeTransform } from '@nestjs/common';

import { NotFoundError } from '../errors/domain-error.js';
import { UUID } from './body-reader.js';

/**
 * Checks an id in the path (`@Param('id', IdPipe)`): something that is not a UUID names nothing, so it is a
 * 404 like an unknown id (PostgreSQL would otherwise refuse the query on its uuid column).
 */
export class IdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) {
      throw new NotFoundError('Not found');
    }
    return value.toLowerCase();
  }
}
