// The admin's routes of companies, licences, plans, distributors and user changes.
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';

import { IdPipe } from '../../http/id.pipe.js';
import { SchemaPipe } from '../../http/schema/schema.pipe.js';
import { CurrentUser, Roles } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import type { AdminUserView } from '../identity/admin-user-view.js';
import { AdminCommercialService } from './admin-commercial.service.js';
import { AdminUsersService } from './admin-users.service.js';
import {
  CompanyBody,
  type CompanyInput,
  DistributorBody,
  type DistributorInput,
  GrantPlanBody,
  type GrantPlanInput,
  LicenceBody,
  type LicenceInput,
  PatchCompanyBody,
  PatchDistributorBody,
  PatchLicenceBody,
  PatchPlanBody,
  PatchUserBody,
  type PatchUserInput,
  PlanBody,
  type PlanInput,
} from './companies.input.js';
import type { CompanyView, DistributorView, LicenceView, PlanView } from './company-views.js';

/** `/api/admin/{companies,licences,plans,distributors}` and `PATCH /api/admin/users/{id}`: admins only, audited. */
@Controller('api/admin')
@Roles('admin')
export class AdminCommercialController {
  constructor(
    private readonly catalogue: AdminCommercialService,
    private readonly users: AdminUsersService,
  ) {}

  @Patch('users/:id')
  updateUser(@CurrentUser() admin: User, @Param('id', IdPipe) id: string, @Body(new SchemaPipe(PatchUserBody)) input: PatchUserInput): Promise<AdminUserView> {
    return this.users.update(admin.id, id, input);
  }

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

  @Get('plans')
  plans(): Promise<PlanView[]> {
    return this.catalogue.listPlans();
  }

  @Post('plans')
  createPlan(@CurrentUser() admin: User, @Body(new SchemaPipe(PlanBody)) input: PlanInput): Promise<PlanView> {
    return this.catalogue.createPlan(admin.id, input);
  }

  @Get('plans/:id')
  plan(@Param('id', IdPipe) id: string): Promise<PlanView> {
    return this.catalogue.getPlan(id);
  }

  @Patch('plans/:id')
  updatePlan(@CurrentUser() admin: User, @Param('id', IdPipe) id: string, @Body(new SchemaPipe(PatchPlanBody)) input: PlanInput): Promise<PlanView> {
    return this.catalogue.updatePlan(admin.id, id, input);
  }

  @Delete('plans/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  deletePlan(@CurrentUser() admin: User, @Param('id', IdPipe) id: string): Promise<void> {
    return this.catalogue.deletePlan(admin.id, id);
  }

  /** Makes a licence from the plan for a company (201, the licence; the company now holds it). */
  @Post('plans/:id/grant')
  grantPlan(@CurrentUser() admin: User, @Param('id', IdPipe) id: string, @Body(new SchemaPipe(GrantPlanBody)) input: GrantPlanInput): Promise<LicenceView> {
    return this.catalogue.grantPlan(admin.id, id, input);
  }

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
