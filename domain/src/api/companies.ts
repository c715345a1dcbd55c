// The shapes of the admin's companies, licences, plans, distributors and users, and of a company's members' bodies, inferred from ../contracts/companies.ts.
import type { z } from 'zod';

import type * as contracts from '../contracts/companies.js';

/** A company, a plan, a distributor as the admins see them (`GET /api/admin/companies`, `/plans`, `/distributors`). */
export type Company = z.output<typeof contracts.Company>;
export type Plan = z.output<typeof contracts.Plan>;
export type Distributor = z.output<typeof contracts.Distributor>;

/** What a client sends to create (`POST`) or change (`PATCH`, any of the fields) one of them, grant a plan, change a user or a member, invite one. */
export type CompanyBody = z.input<typeof contracts.CompanyBody>;
export type PatchCompanyBody = z.input<typeof contracts.PatchCompanyBody>;
export type LicenceBody = z.input<typeof contracts.LicenceBody>;
export type PatchLicenceBody = z.input<typeof contracts.PatchLicenceBody>;
export type PlanBody = z.input<typeof contracts.PlanBody>;
export type PatchPlanBody = z.input<typeof contracts.PatchPlanBody>;
export type DistributorBody = z.input<typeof contracts.DistributorBody>;
export type PatchDistributorBody = z.input<typeof contracts.PatchDistributorBody>;
export type GrantPlanBody = z.input<typeof contracts.GrantPlanBody>;
export type PatchUserBody = z.input<typeof contracts.PatchUserBody>;
export type CompanyInviteBody = z.input<typeof contracts.CompanyInviteBody>;
export type CompanyMemberBody = z.input<typeof contracts.CompanyMemberBody>;

/** The same bodies as the server reads them (the schemas' output: trimmed, defaults filled in). */
export type CompanyInput = z.output<typeof contracts.PatchCompanyBody>;
export type LicenceInput = z.output<typeof contracts.PatchLicenceBody>;
export type PlanInput = z.output<typeof contracts.PatchPlanBody>;
export type DistributorInput = z.output<typeof contracts.PatchDistributorBody>;
export type GrantPlanInput = z.output<typeof contracts.GrantPlanBody>;
export type PatchUserInput = z.output<typeof contracts.PatchUserBody>;
export type CompanyInviteInput = z.output<typeof contracts.CompanyInviteBody>;
export type CompanyMemberInput = z.output<typeof contracts.CompanyMemberBody>;
