// The admin's routes of companies, licences, plans and distributors (`/api/admin/{plural}/**`; every change audited).
import { Body, Controller, Param, Post } from '@nestjs/common';
import type { CompanyInput, DistributorInput, GrantPlanInput, LicenceInput, PlanInput } from '@cla/domain/api';
import { CompanyBody, DistributorBody, GrantPlanBody, LicenceBody, PatchCompanyBody, PatchDistributorBody, PatchLicenceBody, PatchPlanBody, PlanBody } from '@cla/domain/contracts';

import { IdPipe } from '../../http/id.pipe.js';
import { SchemaPipe } from '../../http/schema/schema.pipe.js';
import { CurrentUser, Roles } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { AdminCommercialService } from './admin-commercial.service.js';
import { adminCrudController } from './admin-crud.controller.js';
import type { CompanyView, DistributorView, LicenceView, PlanView } from './company-views.js';

/** `/api/admin/companies/**`: every company, created, changed and deleted by an admin. */
export const CompaniesAdminController = adminCrudController<CompanyView, CompanyInput>('CompaniesAdminController', 'companies', { body: CompanyBody, patch: PatchCompanyBody }, (catalogue) => ({
  list: () => catalogue.listCompanies(),
  read: (id) => catalogue.getCompany(id),
  create: (adminId, input) => catalogue.createCompany(adminId, input),
  change: (adminId, id, input) => catalogue.updateCompany(adminId, id, input),
  remove: (adminId, id) => catalogue.deleteCompany(adminId, id),
}));

/** `/api/admin/licences/**`: every licence, created, changed and deleted by an admin. */
export const LicencesAdminController = adminCrudController<LicenceView, LicenceInput>('LicencesAdminController', 'licences', { body: LicenceBody, patch: PatchLicenceBody }, (catalogue) => ({
  list: () => catalogue.listLicences(),
  read: (id) => catalogue.getLicence(id),
  create: (adminId, input) => catalogue.createLicence(adminId, input),
  change: (adminId, id, input) => catalogue.updateLicence(adminId, id, input),
  remove: (adminId, id) => catalogue.deleteLicence(adminId, id),
}));

/** `/api/admin/plans/**`: every plan, created, changed and deleted by an admin. */
export const PlansAdminController = adminCrudController<PlanView, PlanInput>('PlansAdminController', 'plans', { body: PlanBody, patch: PatchPlanBody }, (catalogue) => ({
  list: () => catalogue.listPlans(),
  read: (id) => catalogue.getPlan(id),
  create: (adminId, input) => catalogue.createPlan(adminId, input),
  change: (adminId, id, input) => catalogue.updatePlan(adminId, id, input),
  remove: (adminId, id) => catalogue.deletePlan(adminId, id),
}));

/** `/api/admin/distributors/**`: every distributor, created, changed and deleted by an admin. */
export const DistributorsAdminController = adminCrudController<DistributorView, DistributorInput>('DistributorsAdminController', 'distributors', { body: DistributorBody, patch: PatchDistributorBody }, (catalogue) => ({
  list: () => catalogue.listDistributors(),
  read: (id) => catalogue.getDistributor(id),
  create: (adminId, input) => catalogue.createDistributor(adminId, input),
  change: (adminId, id, input) => catalogue.updateDistributor(adminId, id, input),
  remove: (adminId, id) => catalogue.deleteDistributor(adminId, id),
}));

/** `POST /api/admin/plans/{id}/grant`: a licence made from the plan for a company (201, the licence; the company now holds it). */
@Controller('api/admin')
@Roles('admin')
export class PlanGrantController {
  constructor(private readonly catalogue: AdminCommercialService) {}

  @Post('plans/:id/grant')
  grantPlan(@CurrentUser() admin: User, @Param('id', IdPipe) id: string, @Body(new SchemaPipe(GrantPlanBody)) input: GrantPlanInput): Promise<LicenceView> {
    return this.catalogue.grantPlan(admin.id, id, input);
  }
}
