// The api-keys module: a user's API keys (the guard's look-up is the identity module's).
import { Module } from '@nestjs/common';

import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeysService } from './api-keys.service.js';

/** API keys: `/api/api-keys`, and the look-up the auth guard uses for `Authorization: Bearer`. */
@Module({
  controllers: [ApiKeysController],
  providers: [ApiKeysService],
  exports: [ApiKeysService],
})
export class ApiKeysModule {}
