// The pipe of POST /simulator/calculate's body: the simulation's body limits, then the contract's schema.
import { CalculateRequestBody } from '@cla/domain/contracts';

import { REQUEST_LIMITS } from '../../http/schema/body-limits.js';
import { SchemaPipe } from '../../http/schema/schema.pipe.js';

/** The pipe of the calculate body: the simulation's limits (`REQUEST_LIMITS`), then {@link CalculateRequestBody}. */
export class CalculateRequestPipe extends SchemaPipe<typeof CalculateRequestBody> {
  constructor() {
    super(CalculateRequestBody, REQUEST_LIMITS);
  }
}
