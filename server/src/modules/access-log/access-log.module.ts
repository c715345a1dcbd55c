// The access-log module: the access log in the database.
import { Module } from '@nestjs/common';

import { AccessLogService } from './access-log.service.js';

/** The access log (`access_log`); the middleware is installed by `createApp`. */
@Module({
  providers: [AccessLogService],
  exports: [AccessLogService],
})
export class AccessLogModule {}
