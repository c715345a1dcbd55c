// The routes about the application itself (its version).
import { Controller, Get } from '@nestjs/common';

import { Public } from '../identity/auth.decorators.js';
import { ApplicationService, type ApplicationVersion } from './application.service.js';

/** `/api` routes about the application itself. */
@Controller('api')
export class ApplicationController {
  constructor(private readonly application: ApplicationService) {}

  /** `GET /api/application-version` → `{ "version": "0.1.0" }`, with `connectUrl` when `CONNECT_URL` is set. */
  @Public()
  @Get('application-version')
  getVersion(): ApplicationVersion {
    return this.application.getVersion();
  }
}
