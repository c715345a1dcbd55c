// The admin's routes of plans and the licences granted from them (`/api/admin/plans/**`).
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';

import { IdPipe } from '../../http/id.pipe.js';
import { SchemaPipe } from '../../http/schema/schema.pipe.js';
import { CurrentUser, Roles } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { AdminCommercialService } from './admin-commercial.service.js';
import type { GrantPlanInput, PlanInput } from '@cla/domain/api';
import { GrantPlanBody, PatchPlanBody, PlanBody } from '@cla/domain/contracts';
import type { LicenceView, PlanView } from './company-views.js';

/** `/api/admin/plans/**`: the plans, and a licence granted from one to a company (admins only; every change audited). */
@Controller('api/admin')
@Roles('admin')
export class PlansAdminController {
  constructor(private readonly catalogue: AdminCommercialService) {}

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
}
