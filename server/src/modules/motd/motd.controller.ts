// GET /api/motd: the message of the day.
import type { Motd } from '@cla/domain/api';
import { Controller, Get } from '@nestjs/common';

import { MotdService } from './motd.service.js';

/** `GET /api/motd` for signed-in users (docs/product.md#roles: the message of the day is shown only to them). */
@Controller('api')
export class MotdController {
  constructor(private readonly motd: MotdService) {}

  @Get('motd')
  get(): Promise<Motd> {
    return this.motd.get();
  }
}
