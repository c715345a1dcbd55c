// POST /simulator/calculate.
import type { CalculateRequest } from '@cla/engine';
import { Body, Controller, Headers, HttpStatus, Post, Res } from '@nestjs/common';
import type { Response } from 'express';

import { ApiKeyAllowed, CurrentUser } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { answerEncoding } from './answer-encoding.js';
import { CalculateRequestPipe } from './calculate-request.pipe.js';
import { type CalculateAnswer, CalculationAbortedError } from './engine-pool.js';
import { SimulatorService } from './simulator.service.js';

/** The status logged for a calculation whose client went away (nginx's "client closed request"). */
export const CLIENT_CLOSED_REQUEST = 499;

/** The simulation door of the HTTP API (docs/simulation-api.md), for signed-in users (cookie session + CSRF) and API keys. */
@Controller('simulator')
export class SimulatorController {
  constructor(private readonly simulator: SimulatorService) {}

  /**
   * `POST /simulator/calculate`: runs one simulation on a worker and answers its result (200 whatever the
   * status), as the bytes the worker wrote: the JSON text, compressed there when the client accepts brotli or gzip;
   * 403 `E_LICENCE` when the user's licence refuses the laying method. When the client closes the connection first,
   * the calculation leaves the queue or its worker is replaced, and nothing is answered (the access log records 499).
   */
  @ApiKeyAllowed()
  @Post('calculate')
  async calculate(
    @Body(new CalculateRequestPipe()) request: CalculateRequest,
    @CurrentUser() user: User,
    @Headers('accept-encoding') acceptEncoding: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    await this.simulator.checkLicence(user, request);
    const controller = new AbortController();
    const onClose = (): void => {
      if (!response.writableEnded) {
        response.statusCode = CLIENT_CLOSED_REQUEST;
        controller.abort();
      }
    };
    // Before the access log's own listener, so that it records 499.
    response.prependListener('close', onClose);
    if (response.socket === null || response.socket.destroyed) {
      onClose();
    }
    try {
      const answer = await this.simulator.calculate(request, {
        user: user.id,
        signal: controller.signal,
        encoding: answerEncoding(acceptEncoding),
      });
      sendAnswer(response, answer);
    } catch (error) {
      if (error instanceof CalculationAbortedError) {
        return; // nobody is listening any more
      }
      throw error;
    } finally {
      response.off('close', onClose);
    }
  }
}

/**
 * Writes a worker's answer as it is: no ETag (a POST answer is never revalidated; hashing 120 KB cost the main
 * thread ~0.1 ms), and `Content-Encoding` when the worker compressed it, so the compression middleware leaves it alone.
 */
function sendAnswer(response: Response, { body, encoding }: CalculateAnswer): void {
  response.status(HttpStatus.OK);
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.vary('Accept-Encoding');
  if (encoding !== 'identity') {
    response.setHeader('Content-Encoding', encoding);
  }
  response.setHeader('Content-Length', typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
  response.end(body);
}
