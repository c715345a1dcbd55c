// The admin's routes of companies (`/api/admin/companies/**`).
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';

import { IdPipe } from '../../http/id.pipe.js';
import { SchemaPipe } from '../../http/schema/schema.pipe.js';
import { CurrentUser, Roles } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { AdminCommercialService } from './admin-commercial.service.js';
import type { CompanyInput } from '@cla/domain/api';
import { CompanyBody, PatchCompanyBody } from '@cla/domain/contracts';
import type { CompanyView } from './company-views.js';

/** `/api/admin/companies/**`: every company, created, changed and deleted by an admin (admins only; every change audited). */
@Controller('api/admin')
@Roles('admin')
export class CompaniesAdminController {
  constructor(private readonly catalogue: AdminCommercialService) {}

  @Get('companies')
  companies(): Promise<CompanyView[]> {
    return this.catalogue.listCompanies();
  }

  @Post('companies')
  createCompany(@CurrentUser() admin: User, @Body(new SchemaPipe(CompanyBody)) input: CompanyInput): Promise<CompanyView> {
    return this.catalogue.createCompany(admin.id, input);
  }

  @Get('companies/:id')
  company(@Param('id', IdPipe) id: string): Promise<CompanyView> {
    return this.catalogue.getCompany(id);
  }

  @Patch('companies/:id')
  updateCompany(@CurrentUser() admin: User, @Param('id', IdPipe) id: string, @Body(new SchemaPipe(PatchCompanyBody)) input: CompanyInput): Promise<CompanyView> {
    return this.catalogue.updateCompany(admin.id, id, input);
  }

  @Delete('companies/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  deleteCompany(@CurrentUser() admin: User, @Param('id', IdPipe) id: string): Promise<void> {
    return this.catalogue.deleteCompany(admin.id, id);
  }
}
