// The admin's changes to a user: role, company, licence, activation (audited).
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';

import { fieldIssue, ForbiddenError, NotFoundError, SeatsError, ValidationError } from '../../errors/domain-error.js';
import { SessionSchema } from '../identity/session.entity.js';
import { SessionsService } from '../identity/sessions.service.js';
import { UserSchema } from '../identity/user.entity.js';
import { type AdminUserView, adminUserView } from '../identity/admin-user-view.js';
import { audit } from '../admin-audit/admin-audit.js';
import type { PatchUserInput } from '@cla/domain/api';
import { CompanySchema } from './company.entity.js';
import { seatsUsed } from './licence-resolver.js';
import { lockCompanySeats } from './seat-lock.js';
import { LicenceSchema } from './licence.entity.js';
import { msg } from '../../i18n/messages.js';

/** The admin's changes to a user: application role, company and company role, own licence, active. Audited. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * Applies the given fields. Deactivating ends the user's sessions. An admin cannot demote or deactivate
   * themselves (403), so an instance always keeps the admin making the change.
   *
   * @throws NotFoundError for an unknown user
   * @throws ValidationError on an unknown company or licence, or a company role without a company
   * @throws SeatsError when the company's licence has no free seat
   */
  async update(adminId: string, userId: string, input: PatchUserInput): Promise<AdminUserView> {
    const view = await this.em.fork().transactional(async (em) => {
      if (typeof input.company === 'string') {
        await lockCompanySeats(em, input.company);
      }
      const user = await em.findOne(UserSchema, { id: userId });
      if (user === null) {
        throw new NotFoundError(msg('admin.noSuchUser'));
      }
      if (userId === adminId && ((input.role !== undefined && input.role !== 'admin') || input.active === false)) {
        throw new ForbiddenError(msg('admin.selfDemote'), { reason: 'selfDemote' });
      }
      if (input.role !== undefined) {
        user.role = input.role;
      }
      if (input.company !== undefined && input.company !== user.companyId) {
        if (input.company === null) {
          user.companyId = null;
          user.companyRole = null;
        } else {
          const company = await em.findOne(CompanySchema, { id: input.company });
          if (company === null) {
            throw new ValidationError([fieldIssue('company', 'issue.unknownCompany')]);
          }
          const licence = company.licenceId ? await em.findOne(LicenceSchema, { id: company.licenceId }) : null;
          if (licence !== null && (user.licenceId === null || user.licenceId === undefined)) {
            const used = await seatsUsed(em, licence.id);
            if (used >= licence.seats) {
              throw new SeatsError(msg('seats.takenAdmin', { licence: licence.name, used, seats: licence.seats }), { seats: licence.seats, seatsUsed: used });
            }
          }
          user.companyId = company.id;
          user.companyRole = input.companyRole ?? 'ordinary';
        }
      }
      if (input.companyRole !== undefined) {
        if (user.companyId === null || user.companyId === undefined) {
          throw new ValidationError([fieldIssue('companyRole', 'issue.companyRoleWithoutCompany')]);
        }
        user.companyRole = input.companyRole;
      }
      if (input.licence !== undefined) {
        if (input.licence !== null && (await em.count(LicenceSchema, { id: input.licence })) === 0) {
          throw new ValidationError([fieldIssue('licence', 'issue.unknownLicence')]);
        }
        user.licenceId = input.licence;
      }
      if (input.active !== undefined) {
        const active = user.deactivatedAt === null || user.deactivatedAt === undefined;
        if (active && !input.active) {
          user.deactivatedAt = new Date();
          await em.nativeDelete(SessionSchema, { userId });
        } else if (!active && input.active) {
          user.deactivatedAt = null;
        }
      }
      const { role, company, companyRole, licence, active } = input;
      audit(em, adminId, 'user-update', { type: 'user', id: userId }, { role, company, companyRole, licence, active }, userId);
      await em.flush();
      return adminUserView(user);
    });
    this.sessions.forgetUser(userId);
    return view;
  }
}
