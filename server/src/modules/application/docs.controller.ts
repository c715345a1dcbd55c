// GET /api/docs: the OpenAPI document.
import { Controller, Get } from '@nestjs/common';

import { Public } from '../identity/auth.decorators.js';
import { ApplicationService } from './application.service.js';
import { openApiDocument } from './openapi.js';

/** `GET /api/docs`: the OpenAPI 3.1 document of the API (JSON). */
@Controller('api')
export class DocsController {
  constructor(private readonly application: ApplicationService) {}

  @Public()
  @Get('docs')
  docs(): Record<string, unknown> {
    return openApiDocument(this.application.getVersion().version);
  }
}
