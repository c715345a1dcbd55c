// The bodies of the API's error answers as the tests expect them.
import { expect } from 'vitest';

/** The whole body of a 400 that names every refused field (`issues`, in the server's order). */
export function validationFailed(issues: readonly { field: string; message: unknown }[]): Record<string, unknown> {
  return { statusCode: 400, code: 'VALIDATION_FAILED', message: expect.any(String), details: { issues } };
}
