// The pipe that checks an id in the path.
import { ParamPipe } from './schema/schema.pipe.js';
import { id } from '@cla/domain/contracts';

/** The schema of an id in the path: a UUID (any version), lower-cased. */
export const IdParam = id();

/**
 * Checks an id in the path (`@Param('id', IdPipe)`): something that is not a UUID names nothing, so it is a
 * 404 like an unknown id (PostgreSQL would otherwise refuse the query on its uuid column).
 */
export class IdPipe extends ParamPipe<typeof IdParam> {
  constructor() {
    super(IdParam);
  }
}
