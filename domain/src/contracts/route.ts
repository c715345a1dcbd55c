// One route of the API's route table: the schemas of its query, body and answer.
import type { z } from 'zod';

/**
 * One route of the API. `query` and `body` are the schemas the server's pipes validate with, `answer` the schema of
 * its JSON answer (absent: 204, nothing); `multipart` marks an upload (a `FormData` with a `file`). Path parameters
 * are named in the key's template (`{id}`).
 */
export interface Route {
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly answer?: z.ZodType;
  readonly multipart?: true;
}
