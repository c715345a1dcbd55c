// The admin's route of the sections (`POST /api/admin/tools/rebuild-derived`).
import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';

import { CurrentUser, Roles } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { type RebuildReport, SectionsAdminService } from './sections-admin.service.js';

/** The admin's tool on the sections (admins only; audited): the rebuild of their derived columns. */
@Controller('api/admin/tools')
@Roles('admin')
export class SectionsAdminController {
  constructor(private readonly sections: SectionsAdminService) {}

  @Post('rebuild-derived')
  @HttpCode(HttpStatus.OK)
  rebuildDerived(@CurrentUser() admin: User): Promise<RebuildReport> {
    return this.sections.rebuildDerived(admin.id);
  }
}
