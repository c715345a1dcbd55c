// The licences that end soon and who holds them, for the reminder e-mail.
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';

import { UserSchema } from '../identity/user.entity.js';
import { type ExpiringLicence, ExpiringLicences } from '../mail/licence-expiry-reminder.service.js';
import { CompanySchema } from './company.entity.js';
import { todayIso as isoDay } from './licence-rules.js';
import { LicenceSchema } from './licence.entity.js';

/**
 * The licences whose last day (`validUntil`, inclusive) falls within `[from, to)`, and who holds them: the active
 * users who hold one themselves, and the active members without a licence of their own of the companies that hold
 * one (the licence that applies to them, see `resolveLicence`). Personal licences have no end date.
 */
@Injectable()
export class CompanyExpiringLicences extends ExpiringLicences {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async endingBetween(from: Date, to: Date): Promise<readonly ExpiringLicence[]> {
    const em = this.em.fork();
    // `valid_until` is stored as `YYYY-MM-DD` (UTC day): text compares as dates.
    const licences = await em.find(LicenceSchema, { validUntil: { $gte: isoDay(from), $lt: isoDay(to) } });
    const found: ExpiringLicence[] = [];
    for (const licence of licences) {
      const validUntil = new Date(`${licence.validUntil}T00:00:00Z`);
      const companies = await em.find(CompanySchema, { licenceId: licence.id }, { fields: ['id'] });
      const holders = await em.find(UserSchema, {
        deactivatedAt: null,
        $or: [{ licenceId: licence.id }, ...(companies.length === 0 ? [] : [{ companyId: { $in: companies.map((company) => company.id) }, licenceId: null }])],
      });
      for (const user of holders) {
        found.push({ userId: user.id, email: user.email, username: user.username, language: user.language, validUntil });
      }
    }
    return found;
  }
}
