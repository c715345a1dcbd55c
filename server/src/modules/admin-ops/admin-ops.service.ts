// The admin's operations on the message of the day, the run-time settings, passwords, sessions and the outbox (audited).
import type { Motd } from '@cla/domain/api';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';

import { NotFoundError } from '../../errors/domain-error.js';
import { PasswordHasher } from '../identity/password-hasher.js';
import { SessionSchema } from '../identity/session.entity.js';
import { SessionsService } from '../identity/sessions.service.js';
import { UserSchema } from '../identity/user.entity.js';
import { audit } from '../admin-audit/admin-audit.js';
import { MailOutboxSchema } from '../mail/mail-outbox.entity.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { MotdService } from '../motd/motd.service.js';
import { RuntimeSettings, type RuntimeSettingsValues, type StoredRuntimeSettings } from '../settings/runtime-settings.js';
import type { AdminPasswordInput, MotdInput, RuntimeSettingsInput } from './admin-ops.input.js';
import { msg } from '../../i18n/messages.js';

/** A nil UUID: the target id of audited changes that concern the whole instance (settings, the outbox). */
const INSTANCE = '00000000-0000-0000-0000-000000000000';

/** `GET /api/admin/settings`: the effective values, what is stored, and the environment's defaults. */
export interface RuntimeSettingsView {
  readonly values: RuntimeSettingsValues;
  readonly stored: StoredRuntimeSettings;
  readonly defaults: RuntimeSettingsValues;
}

/** The admin's operations on the message of the day, the run-time settings, passwords, sessions and the outbox. Each change is audited. */
@Injectable()
export class AdminOpsService {
  private readonly hasher = new PasswordHasher();

  constructor(
    private readonly em: EntityManager,
    private readonly motd: MotdService,
    private readonly runtime: RuntimeSettings,
    private readonly sessions: SessionsService,
    private readonly outbox: MailOutbox,
  ) {}

  /** Stores the message of the day with the next sequence id (so users who closed the previous one see it again). */
  async setMotd(adminId: string, input: MotdInput): Promise<Motd> {
    const current = await this.motd.get();
    const texts: NonNullable<Motd['texts']> = {};
    for (const [language, text] of Object.entries(input.texts)) {
      if (text !== undefined && (text.title !== '' || text.message !== '')) {
        texts[language as keyof typeof texts] = text;
      }
    }
    const next: Motd = { keyPrefix: current.keyPrefix, seqId: current.seqId + 1, enable: input.enable, texts };
    await this.motd.set(next);
    await this.auditAlone(adminId, 'motd-update', { type: 'setting', id: INSTANCE }, { enable: input.enable, seqId: next.seqId });
    return this.motd.get();
  }

  async settings(): Promise<RuntimeSettingsView> {
    return { values: await this.runtime.current(), stored: await this.runtime.stored(), defaults: this.runtime.defaults() };
  }

  async setSettings(adminId: string, input: RuntimeSettingsInput): Promise<RuntimeSettingsView> {
    await this.runtime.store(input);
    await this.auditAlone(adminId, 'settings-update', { type: 'setting', id: INSTANCE }, input);
    return this.settings();
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
      audit(em, adminId, 'password-set', { type: 'user', id: userId }, null, userId);
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
      audit(em, adminId, 'sessions-end', { type: 'user', id: userId }, { ended: count }, userId);
      return count;
    });
    this.sessions.forgetUser(userId);
    return { ended };
  }

  /** Makes every mail of the outbox not yet sent (nor given up) due now, and wakes the dispatcher. */
  async resendPendingMails(adminId: string): Promise<{ due: number }> {
    const due = await this.em.fork().transactional(async (em) => {
      const count = await em.nativeUpdate(MailOutboxSchema, { sentAt: null, failedAt: null }, { nextAttemptAt: new Date(), claimedUntil: null });
      audit(em, adminId, 'mail-resend', { type: 'mail', id: INSTANCE }, { due: count });
      return count;
    });
    this.outbox.wake();
    return { due };
  }

  /** Records an audited action that changes nothing else in the database. */
  async auditAlone(adminId: string, action: Parameters<typeof audit>[2], target: Parameters<typeof audit>[3], detail: unknown = null): Promise<void> {
    const em = this.em.fork();
    audit(em, adminId, action, target, detail);
    await em.flush();
  }
}
