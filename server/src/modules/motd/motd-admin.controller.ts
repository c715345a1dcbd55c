// The admin's routes of the message of the day (`/api/admin/motd`).
import type { Motd } from '@cla/domain/api';
import { Body, Controller, Get, Put } from '@nestjs/common';

import { SchemaPipe } from '../../http/schema/schema.pipe.js';
import { CurrentUser, Roles } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import type { MotdInput } from '@cla/domain/api';
import { MotdBody } from '@cla/domain/contracts';
import { MotdService } from './motd.service.js';

/** `GET|PUT /api/admin/motd`: the message of the day as the admin edits it (admins only; a change is audited). */
@Controller('api/admin')
@Roles('admin')
export class MotdAdminController {
  constructor(private readonly motd: MotdService) {}

  @Get('motd')
  get(): Promise<Motd> {
    return this.motd.get();
  }

  @Put('motd')
  set(@CurrentUser() admin: User, @Body(new SchemaPipe(MotdBody)) input: MotdInput): Promise<Motd> {
    return this.motd.publish(admin.id, input);
  }
}
