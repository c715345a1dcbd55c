// Companies as other modules read them: a user's company (the account view), and how many there are (the admin's dashboard).
import type { EntityManager } from '@mikro-orm/core';

import { CompanySchema } from './company.entity.js';

/** The id and name of a company, or `null` for none (or one that no longer exists). */
export async function companyNameOf(em: EntityManager, companyId: string | null | undefined): Promise<{ id: string; name: string } | null> {
  const company = companyId ? await em.findOne(CompanySchema, { id: companyId }) : null;
  return company === null ? null : { id: company.id, name: company.name };
}

/** How many companies there are. */
export function countCompanies(em: EntityManager): Promise<number> {
  return em.count(CompanySchema, {});
}
