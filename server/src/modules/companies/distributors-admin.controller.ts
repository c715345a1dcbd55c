// The admin's routes of distributors (`/api/admin/distributors/**`).
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';

import { IdPipe } from '../../http/id.pipe.js';
import { SchemaPipe } from '../../http/schema/schema.pipe.js';
import { CurrentUser, Roles } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { AdminCommercialService } from './admin-commercial.service.js';
import type { DistributorInput } from '@cla/domain/api';
import { DistributorBody, PatchDistributorBody } from '@cla/domain/contracts';
import type { DistributorView } from './company-views.js';

/** `/api/admin/distributors/**`: every distributor, created, changed and deleted by an admin (admins only; every change audited). */
@Controller('api/admin')
@Roles('admin')
export class DistributorsAdminController {
  constructor(private readonly catalogue: AdminCommercialService) {}

  @Get('distributors')
  distributors(): Promise<DistributorView[]> {
    return this.catalogue.listDistributors();
  }

  @Post('distributors')
  createDistributor(@CurrentUser() admin: User, @Body(new SchemaPipe(DistributorBody)) input: DistributorInput): Promise<DistributorView> {
    return this.catalogue.createDistributor(admin.id, input);
  }

  @Get('distributors/:id')
  distributor(@Param('id', IdPipe) id: string): Promise<DistributorView> {
    return this.catalogue.getDistributor(id);
  }

  @Patch('distributors/:id')
  updateDistributor(@CurrentUser() admin: User, @Param('id', IdPipe) id: string, @Body(new SchemaPipe(PatchDistributorBody)) input: DistributorInput): Promise<DistributorView> {
    return this.catalogue.updateDistributor(admin.id, id, input);
  }

  @Delete('distributors/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  deleteDistributor(@CurrentUser() admin: User, @Param('id', IdPipe) id: string): Promise<void> {
    return this.catalogue.deleteDistributor(admin.id, id);
  }
}
