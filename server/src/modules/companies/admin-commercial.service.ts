// The admin's catalogue of companies, licences, plans and distributors, audited.
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';

import { byName } from '../../database/order.js';
import { fieldIssue, InUseError, NotFoundError, ValidationError } from '../../errors/domain-error.js';
import { countMembers, countUsersWithLicence } from '../identity/user-lookup.js';
import { audit } from '../admin-audit/admin-audit.js';
import type { CompanyInput, DistributorInput, GrantPlanInput, LicenceInput, PlanInput } from '@cla/domain/api';
import { CompanyInvitationSchema } from './company-invitation.entity.js';
import {
  type CompanyView,
  companyViewOf,
  type DistributorView,
  distributorViewOf,
  type LicenceView,
  licenceViewOf,
  type PlanView,
  planView,
} from './company-views.js';
import { CompanySchema } from './company.entity.js';
import { DistributorSchema } from './distributor.entity.js';
import { addDays, LAST_DAY, layingMethodsText, todayIso } from './licence-rules.js';
import { LicenceSchema } from './licence.entity.js';
import { PlanSchema } from './plan.entity.js';
import { msg } from '../../i18n/messages.js';

/** Only the fields a body gives (a PATCH), with `undefined` left out. */
function given<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * The admin's commercial catalogue: distributors, plans, licences and companies (create, read, change, delete), and
 * licences granted from plans. Every change is audited in its transaction; deleting something still referenced is a
 * 409 `E_IN_USE` naming what refers to it.
 */
@Injectable()
export class AdminCommercialService {
  /** Licences and companies are read afresh on every check (the session cache holds only the user row). */
  constructor(private readonly em: EntityManager) {}

  // -------------------------------------------------------------------------------------------- distributors

  async listDistributors(): Promise<DistributorView[]> {
    const em = this.em.fork();
    return Promise.all(byName(await em.find(DistributorSchema, {})).map((row) => distributorViewOf(em, row)));
  }

  async getDistributor(id: string): Promise<DistributorView> {
    const em = this.em.fork();
    return distributorViewOf(em, found(await em.findOne(DistributorSchema, { id: id }), 'distributor'));
  }

  async createDistributor(adminId: string, input: DistributorInput): Promise<DistributorView> {
    return this.em.fork().transactional(async (em) => {
      const now = new Date();
      const row = em.create(DistributorSchema, { id: uuidv7(), name: input.name ?? '', contact: input.contact ?? '', country: input.country ?? '', createdAt: now, updatedAt: now });
      audit(em, adminId, 'distributor-create', { type: 'distributor', id: row.id }, input);
      await em.flush();
      return distributorViewOf(em, row);
    });
  }

  async updateDistributor(adminId: string, id: string, input: DistributorInput): Promise<DistributorView> {
    return this.em.fork().transactional(async (em) => {
      const row = found(await em.findOne(DistributorSchema, { id: id }), 'distributor');
      em.assign(row, { ...given({ name: input.name, contact: input.contact, country: input.country }), updatedAt: new Date() });
      audit(em, adminId, 'distributor-update', { type: 'distributor', id }, given(input));
      await em.flush();
      return distributorViewOf(em, row);
    });
  }

  async deleteDistributor(adminId: string, id: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const row = found(await em.findOne(DistributorSchema, { id: id }), 'distributor');
      await refuseInUse('distributor', { companies: await em.count(CompanySchema, { distributorId: id }) });
      em.remove(row);
      audit(em, adminId, 'distributor-delete', { type: 'distributor', id }, { name: row.name });
    });
  }

  // -------------------------------------------------------------------------------------------- plans

  async listPlans(): Promise<PlanView[]> {
    return byName(await this.em.fork().find(PlanSchema, {})).map(planView);
  }

  async getPlan(id: string): Promise<PlanView> {
    return planView(found(await this.em.fork().findOne(PlanSchema, { id: id }), 'plan'));
  }

  async createPlan(adminId: string, input: PlanInput): Promise<PlanView> {
    return this.em.fork().transactional(async (em) => {
      const now = new Date();
      const row = em.create(PlanSchema, {
        id: uuidv7(),
        name: input.name ?? '',
        allowedLayingMethods: layingMethodsText(input.allowedLayingMethods ?? []),
        seats: input.seats ?? 1,
        durationDays: input.durationDays ?? 365,
        price: input.price ?? '',
        createdAt: now,
        updatedAt: now,
      });
      audit(em, adminId, 'plan-create', { type: 'plan', id: row.id }, input);
      return planView(row);
    });
  }

  async updatePlan(adminId: string, id: string, input: PlanInput): Promise<PlanView> {
    return this.em.fork().transactional(async (em) => {
      const row = found(await em.findOne(PlanSchema, { id: id }), 'plan');
      em.assign(row, {
        ...given({ name: input.name, seats: input.seats, durationDays: input.durationDays, price: input.price }),
        ...(input.allowedLayingMethods === undefined ? {} : { allowedLayingMethods: layingMethodsText(input.allowedLayingMethods) }),
        updatedAt: new Date(),
      });
      audit(em, adminId, 'plan-update', { type: 'plan', id }, given(input));
      return planView(row);
    });
  }

  async deletePlan(adminId: string, id: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const row = found(await em.findOne(PlanSchema, { id: id }), 'plan');
      await refuseInUse('plan', { licences: await em.count(LicenceSchema, { planId: id }) });
      em.remove(row);
      audit(em, adminId, 'plan-delete', { type: 'plan', id }, { name: row.name });
    });
  }

  /**
   * Makes a licence from a plan (its name, methods and seats; valid `durationDays` days from `validFrom`, default
   * today) and gives it to the company, replacing the company's licence (the old licence row stays).
   */
  async grantPlan(adminId: string, planId: string, input: GrantPlanInput): Promise<LicenceView> {
    const view = await this.em.fork().transactional(async (em) => {
      const plan = found(await em.findOne(PlanSchema, { id: planId }), 'plan');
      const company = await em.findOne(CompanySchema, { id: input.company });
      if (company === null) {
        throw new ValidationError([fieldIssue('company', 'issue.unknownCompany')]);
      }
      const now = new Date();
      const validFrom = input.validFrom ?? todayIso(now);
      // The licence's last day must be a date of four-digit year like every other (else it is stored cut short).
      const latestStart = addDays(LAST_DAY, 1 - plan.durationDays);
      if (validFrom > latestStart) {
        throw new ValidationError([fieldIssue('validFrom', 'issue.atMost', { max: latestStart })]);
      }
      const licence = em.create(LicenceSchema, {
        id: uuidv7(),
        name: plan.name,
        allowedLayingMethods: plan.allowedLayingMethods,
        seats: plan.seats,
        validFrom,
        validUntil: addDays(validFrom, plan.durationDays - 1),
        planId: plan.id,
        createdAt: now,
        updatedAt: now,
      });
      company.licenceId = licence.id;
      company.updatedAt = now;
      audit(em, adminId, 'plan-grant', { type: 'plan', id: plan.id }, { company: company.id, licence: licence.id, validFrom });
      await em.flush();
      return licenceViewOf(em, licence);
    });
    return view;
  }

  // -------------------------------------------------------------------------------------------- licences

  async listLicences(): Promise<LicenceView[]> {
    const em = this.em.fork();
    return Promise.all(byName(await em.find(LicenceSchema, {})).map((row) => licenceViewOf(em, row)));
  }

  async getLicence(id: string): Promise<LicenceView> {
    const em = this.em.fork();
    return licenceViewOf(em, found(await em.findOne(LicenceSchema, { id: id }), 'licence'));
  }

  async createLicence(adminId: string, input: LicenceInput): Promise<LicenceView> {
    return this.em.fork().transactional(async (em) => {
      const now = new Date();
      const validFrom = input.validFrom ?? todayIso(now);
      const validUntil = input.validUntil ?? validFrom;
      checkDates(validFrom, validUntil);
      const row = em.create(LicenceSchema, {
        id: uuidv7(),
        name: input.name ?? '',
        allowedLayingMethods: layingMethodsText(input.allowedLayingMethods ?? []),
        seats: input.seats ?? 1,
        validFrom,
        validUntil,
        planId: null,
        createdAt: now,
        updatedAt: now,
      });
      audit(em, adminId, 'licence-create', { type: 'licence', id: row.id }, input);
      await em.flush();
      return licenceViewOf(em, row);
    });
  }

  async updateLicence(adminId: string, id: string, input: LicenceInput): Promise<LicenceView> {
    const view = await this.em.fork().transactional(async (em) => {
      const row = found(await em.findOne(LicenceSchema, { id: id }), 'licence');
      checkDates(input.validFrom ?? row.validFrom, input.validUntil ?? row.validUntil);
      em.assign(row, {
        ...given({ name: input.name, seats: input.seats, validFrom: input.validFrom, validUntil: input.validUntil }),
        ...(input.allowedLayingMethods === undefined ? {} : { allowedLayingMethods: layingMethodsText(input.allowedLayingMethods) }),
        updatedAt: new Date(),
      });
      audit(em, adminId, 'licence-update', { type: 'licence', id }, given(input));
      await em.flush();
      return licenceViewOf(em, row);
    });
    return view;
  }

  async deleteLicence(adminId: string, id: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const row = found(await em.findOne(LicenceSchema, { id: id }), 'licence');
      await refuseInUse('licence', { companies: await em.count(CompanySchema, { licenceId: id }), users: await countUsersWithLicence(em, id) });
      em.remove(row);
      audit(em, adminId, 'licence-delete', { type: 'licence', id }, { name: row.name });
    });
  }

  // -------------------------------------------------------------------------------------------- companies

  async listCompanies(): Promise<CompanyView[]> {
    const em = this.em.fork();
    return Promise.all(byName(await em.find(CompanySchema, {})).map((row) => companyViewOf(em, row)));
  }

  async getCompany(id: string): Promise<CompanyView> {
    const em = this.em.fork();
    return companyViewOf(em, found(await em.findOne(CompanySchema, { id: id }), 'company'));
  }

  async createCompany(adminId: string, input: CompanyInput): Promise<CompanyView> {
    return this.em.fork().transactional(async (em) => {
      await checkLinks(em, input);
      const now = new Date();
      const row = em.create(CompanySchema, {
        id: uuidv7(),
        name: input.name ?? '',
        address: input.address ?? '',
        country: input.country ?? '',
        distributorId: input.distributor ?? null,
        licenceId: input.licence ?? null,
        createdAt: now,
        updatedAt: now,
      });
      audit(em, adminId, 'company-create', { type: 'company', id: row.id }, input);
      await em.flush();
      return companyViewOf(em, row);
    });
  }

  async updateCompany(adminId: string, id: string, input: CompanyInput): Promise<CompanyView> {
    const view = await this.em.fork().transactional(async (em) => {
      const row = found(await em.findOne(CompanySchema, { id: id }), 'company');
      await checkLinks(em, input);
      em.assign(row, {
        ...given({ name: input.name, address: input.address, country: input.country, distributorId: input.distributor, licenceId: input.licence }),
        updatedAt: new Date(),
      });
      audit(em, adminId, 'company-update', { type: 'company', id }, given(input));
      await em.flush();
      return companyViewOf(em, row);
    });
    return view;
  }

  /** Deletes a company without members; its pending invitations go with it. */
  async deleteCompany(adminId: string, id: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const row = found(await em.findOne(CompanySchema, { id: id }), 'company');
      await refuseInUse('company', { members: await countMembers(em, id) });
      await em.nativeDelete(CompanyInvitationSchema, { companyId: id });
      em.remove(row);
      audit(em, adminId, 'company-delete', { type: 'company', id }, { name: row.name });
    });
  }

}

/** What the admin's commercial pages manage, as messages name it. */
type AdminThing = 'distributor' | 'plan' | 'licence' | 'company';
/** What may still reference one of them. */
type Referrer = 'companies' | 'licences' | 'users' | 'members';

/** @throws NotFoundError when the row is missing */
function found<T>(row: T | null, what: AdminThing): T {
  if (row === null) {
    throw new NotFoundError(msg('admin.noSuchThing', { what: msg(`thing.${what}`) }));
  }
  return row;
}

/** @throws InUseError when any count is above 0 */
function refuseInUse(what: AdminThing, counts: Partial<Record<Referrer, number>>): Promise<void> {
  const referencedBy = Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
  if (Object.keys(referencedBy).length > 0) {
    const list = Object.entries(referencedBy).map(([name, count]) => msg('refs.count', { count, what: msg(`refs.${name as Referrer}`) }));
    return Promise.reject(new InUseError(msg('admin.inUse', { what: msg(`thing.${what}`), list: { list } }), { referencedBy }));
  }
  return Promise.resolve();
}

/** @throws ValidationError when the licence would end before it starts */
function checkDates(validFrom: string, validUntil: string): void {
  if (validUntil < validFrom) {
    throw new ValidationError([fieldIssue('validUntil', 'issue.validUntilBeforeFrom', { validFrom })]);
  }
}

/** @throws ValidationError naming a distributor or licence that does not exist */
async function checkLinks(em: EntityManager, input: CompanyInput): Promise<void> {
  const issues = [];
  if (typeof input.distributor === 'string' && (await em.count(DistributorSchema, { id: input.distributor })) === 0) {
    issues.push(fieldIssue('distributor', 'issue.unknownDistributor'));
  }
  if (typeof input.licence === 'string' && (await em.count(LicenceSchema, { id: input.licence })) === 0) {
    issues.push(fieldIssue('licence', 'issue.unknownLicence'));
  }
  if (issues.length > 0) {
    throw new ValidationError(issues);
  }
}
