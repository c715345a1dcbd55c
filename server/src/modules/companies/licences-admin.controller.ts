// The admin's routes of licences (`/api/admin/licences/**`).
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';

import { IdPipe } from '../../http/id.pipe.js';
import { SchemaPipe } from '../../http/schema/schema.pipe.js';
import { CurrentUser, Roles } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { AdminCommercialService } from './admin-commercial.service.js';
import type { LicenceInput } from '@cla/domain/api';
import { LicenceBody, PatchLicenceBody } from '@cla/domain/contracts';
import type { LicenceView } from './company-views.js';

/** `/api/admin/licences/**`: every licence, created, changed and deleted by an admin (admins only; every change audited). */
@Controller('api/admin')
@Roles('admin')
export class LicencesAdminController {
  constructor(private readonly catalogue: AdminCommercialService) {}

  @Get('licences')
  licences(): Promise<LicenceView[]> {
    return this.catalogue.listLicences();
  }

  @Post('licences')
  createLicence(@CurrentUser() admin: User, @Body(new SchemaPipe(LicenceBody)) input: LicenceInput): Promise<LicenceView> {
    return this.catalogue.createLicence(admin.id, input);
  }

  @Get('licences/:id')
  licence(@Param('id', IdPipe) id: string): Promise<LicenceView> {
    return this.catalogue.getLicence(id);
  }

  @Patch('licences/:id')
  updateLicence(@CurrentUser() admin: User, @Param('id', IdPipe) id: string, @Body(new SchemaPipe(PatchLicenceBody)) input: LicenceInput): Promise<LicenceView> {
    return this.catalogue.updateLicence(admin.id, id, input);
  }

  @Delete('licences/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  deleteLicence(@CurrentUser() admin: User, @Param('id', IdPipe) id: string): Promise<void> {
    return this.catalogue.deleteLicence(admin.id, id);
  }
}
