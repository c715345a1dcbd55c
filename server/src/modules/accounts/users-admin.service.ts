// The admin's tools on users: the list, invitations, impersonation, passwords and sessions (each audited).
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';

import { ForbiddenError, NotFoundError } from '../../errors/domain-error.js';
import { type AccountView, AccountsService, toAccountView } from './accounts.service.js';
import type { AdminPasswordInput, InviteInput } from '@cla/domain/api';
import { PasswordResetService } from './password-reset.service.js';
import { PasswordHasher } from '../identity/password-hasher.js';
import { SessionSchema } from '../identity/session.entity.js';
import { SessionsService, type AuthContext } from '../identity/sessions.service.js';
import { type AdminUserView, adminUserView } from '../identity/admin-user-view.js';
import { type User, UserSchema } from '../identity/user.entity.js';
import { type AdminAction, AdminAuditSchema } from '../admin-audit/admin-audit.entity.js';
import { audit as auditChange } from '../admin-audit/admin-audit.js';
import { msg } from '../../i18n/messages.js';

/**
 * The admin's tools on users: the list, invitations, impersonation, a user's password and sessions (each start, exit,
 * invitation and change audited).
 */
@Injectable()
export class UsersAdminService {
  private readonly hasher = new PasswordHasher();

  constructor(
    private readonly em: EntityManager,
    private readonly accounts: AccountsService,
    private readonly resets: PasswordResetService,
    private readonly sessions: SessionsService,
  ) {}

  /** Every user, oldest first. */
  async listUsers(): Promise<AdminUserView[]> {
    const users = await this.em.fork().find(UserSchema, {}, { orderBy: { createdAt: 'asc', username: 'asc' } });
    return users.map(adminUserView);
  }

  /**
   * Creates a user without a usable password and mails them the link to choose one (valid 7 days), in the language
   * the admin chose for them (`input.language`, else the admin's own): the e-mail, the demo project and the profile.
   *
   * @throws ConflictError when the e-mail or username is taken
   */
  async invite(admin: User, input: InviteInput): Promise<AdminUserView> {
    const language = input.language ?? admin.language;
    const user = await this.accounts.createInvited(input, language);
    await this.resets.sendInvite(user, language);
    await this.audit('invite', admin.id, user.id);
    return adminUserView(user);
  }

  /**
   * Makes the admin's session act as another user (the admin's id stays on the session row).
   *
   * @throws NotFoundError when the user does not exist
   * @throws ForbiddenError when the user is an admin (admins are not impersonated)
   */
  async impersonate(auth: AuthContext, userId: string): Promise<AccountView> {
    const user = await this.em.fork().findOne(UserSchema, { id: userId });
    if (user === null) {
      throw new NotFoundError(msg('admin.noSuchUser'));
    }
    if (user.role === 'admin') {
      throw new ForbiddenError(msg('admin.impersonateAdmin'));
    }
    await this.em.fork().transactional(async (em) => {
      await this.sessions.impersonate(auth.sessionId, user.id, auth.user.id, em);
      em.create(AdminAuditSchema, { id: uuidv7(), action: 'impersonate-start', adminId: auth.user.id, userId: user.id, createdAt: new Date() });
    });
    // After the commit: a request in between may have cached the session as it was.
    this.sessions.forget(auth.sessionId);
    return toAccountView(this.em.fork(), user, true);
  }

  /** Gives an impersonating session back to its admin; does nothing for any other session. */
  async exitImpersonation(auth: AuthContext | undefined): Promise<void> {
    if (auth === undefined || auth.impersonatorId === null) {
      return;
    }
    const adminId = auth.impersonatorId;
    await this.em.fork().transactional(async (em) => {
      await this.sessions.endImpersonation(auth.sessionId, adminId, em);
      em.create(AdminAuditSchema, { id: uuidv7(), action: 'impersonate-exit', adminId, userId: auth.user.id, createdAt: new Date() });
    });
    this.sessions.forget(auth.sessionId);
  }

  /** Sets a user's password (the rules of a new password) and ends every session of theirs. */
  async setPassword(adminId: string, userId: string, input: AdminPasswordInput): Promise<void> {
    const hash = await this.hasher.hash(input.password);
    await this.em.fork().transactional(async (em) => {
      const user = await em.findOne(UserSchema, { id: userId });
      if (user === null) {
        throw new NotFoundError(msg('admin.userNotFound'));
      }
      user.passwordHash = hash;
      await this.sessions.deleteOthers(userId, '', em);
      auditChange(em, adminId, 'password-set', { type: 'user', id: userId }, null, userId);
    });
    this.sessions.forgetUser(userId);
  }

  /** Ends every session of a user; answers how many there were. */
  async endSessions(adminId: string, userId: string): Promise<{ ended: number }> {
    const ended = await this.em.fork().transactional(async (em) => {
      if ((await em.count(UserSchema, { id: userId })) === 0) {
        throw new NotFoundError(msg('admin.userNotFound'));
      }
      const count = await em.nativeDelete(SessionSchema, { userId });
      auditChange(em, adminId, 'sessions-end', { type: 'user', id: userId }, { ended: count }, userId);
      return count;
    });
    this.sessions.forgetUser(userId);
    return { ended };
  }

  private async audit(action: AdminAction, adminId: string, userId: string | null): Promise<void> {
    const em = this.em.fork();
    em.create(AdminAuditSchema, { id: uuidv7(), action, adminId, userId, createdAt: new Date() });
    await em.flush();
  }
}
