// Makes the seat checks of one company run one at a time.
import type { EntityManager } from '@mikro-orm/core';

import { CompanySchema } from './company.entity.js';

/**
 * Makes the seat checks of one company run one at a time: as the first statement of the caller's transaction, it
 * writes the company row (its `updatedAt`), which PostgreSQL locks until the commit and SQLite serialises with every
 * other write. A second invitation (or join) then counts the seats only after the first has committed.
 */
export async function lockCompanySeats(em: EntityManager, companyId: string): Promise<void> {
  await em.nativeUpdate(CompanySchema, { id: companyId }, { updatedAt: new Date() });
}
