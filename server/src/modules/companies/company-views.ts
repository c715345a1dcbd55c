// Companies, licences, plans and distributors as the API answers them.
import type { EntityManager } from '@mikro-orm/core';

import type { LayingMethodName } from '../../config/index.js';
import type { CompanyRole } from '../identity/user.entity.js';
import { UserSchema } from '../identity/user.entity.js';
import type { Company } from './company.entity.js';
import { CompanySchema } from './company.entity.js';
import type { Distributor } from './distributor.entity.js';
import { DistributorSchema } from './distributor.entity.js';
import { seatsUsed } from './licence-resolver.js';
import { type LicenceStatus, parseLayingMethods, statusOfDates, todayIso } from './licence-rules.js';
import type { Licence } from './licence.entity.js';
import { LicenceSchema } from './licence.entity.js';
import type { Plan } from './plan.entity.js';

/** A distributor as the admin API answers it. */
export interface DistributorView {
  readonly id: string;
  readonly name: string;
  readonly contact: string;
  readonly country: string;
  /** the ids of its companies */
  readonly companies: string[];
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A plan as the admin API answers it. */
export interface PlanView {
  readonly id: string;
  readonly name: string;
  readonly allowedLayingMethods: LayingMethodName[];
  readonly seats: number;
  readonly durationDays: number;
  readonly price: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A licence with its use: seats taken and whether it holds today. */
export interface LicenceView {
  readonly id: string;
  readonly name: string;
  readonly allowedLayingMethods: LayingMethodName[];
  readonly seats: number;
  readonly seatsUsed: number;
  readonly validFrom: string;
  readonly validUntil: string;
  readonly status: Exclude<LicenceStatus, 'missing'>;
  /** the plan it was made from, or `null` */
  readonly plan: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A company as the admin API answers it. */
export interface CompanyView {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly country: string;
  readonly distributor: string | null;
  readonly licence: string | null;
  /** active members */
  readonly members: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** `GET /api/user-company`: the caller's company, their role, its distributor and licence. */
export interface UserCompanyView {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly country: string;
  readonly role: CompanyRole;
  readonly distributor: { readonly id: string; readonly name: string; readonly contact: string; readonly country: string } | null;
  readonly licence: LicenceView | null;
}

export function distributorView(distributor: Distributor, companies: readonly string[]): DistributorView {
  const { id, name, contact, country } = distributor;
  return { id, name, contact, country, companies: [...companies], createdAt: distributor.createdAt.toISOString(), updatedAt: distributor.updatedAt.toISOString() };
}

export async function distributorViewOf(em: EntityManager, distributor: Distributor): Promise<DistributorView> {
  const companies = await em.find(CompanySchema, { distributorId: distributor.id }, { fields: ['id'], orderBy: { id: 'asc' } });
  return distributorView(distributor, companies.map((company) => company.id));
}

export function planView(plan: Plan): PlanView {
  return {
    id: plan.id,
    name: plan.name,
    allowedLayingMethods: parseLayingMethods(plan.allowedLayingMethods),
    seats: plan.seats,
    durationDays: plan.durationDays,
    price: plan.price,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
  };
}

export async function licenceViewOf(em: EntityManager, licence: Licence): Promise<LicenceView> {
  return {
    id: licence.id,
    name: licence.name,
    allowedLayingMethods: parseLayingMethods(licence.allowedLayingMethods),
    seats: licence.seats,
    seatsUsed: await seatsUsed(em, licence.id),
    validFrom: licence.validFrom,
    validUntil: licence.validUntil,
    status: statusOfDates(licence.validFrom, licence.validUntil, todayIso()),
    plan: licence.planId ?? null,
    createdAt: licence.createdAt.toISOString(),
    updatedAt: licence.updatedAt.toISOString(),
  };
}

export async function companyViewOf(em: EntityManager, company: Company): Promise<CompanyView> {
  return {
    id: company.id,
    name: company.name,
    address: company.address,
    country: company.country,
    distributor: company.distributorId ?? null,
    licence: company.licenceId ?? null,
    members: await em.count(UserSchema, { companyId: company.id, deactivatedAt: null }),
    createdAt: company.createdAt.toISOString(),
    updatedAt: company.updatedAt.toISOString(),
  };
}

export async function userCompanyViewOf(em: EntityManager, company: Company, role: CompanyRole): Promise<UserCompanyView> {
  const distributor = company.distributorId ? await em.findOne(DistributorSchema, { id: company.distributorId }) : null;
  const licence = company.licenceId ? await em.findOne(LicenceSchema, { id: company.licenceId }) : null;
  return {
    id: company.id,
    name: company.name,
    address: company.address,
    country: company.country,
    role,
    distributor: distributor === null ? null : { id: distributor.id, name: distributor.name, contact: distributor.contact, country: distributor.country },
    licence: licence === null ? null : await licenceViewOf(em, licence),
  };
}
