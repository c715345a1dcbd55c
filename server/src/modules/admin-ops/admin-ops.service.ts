// The admin's operations on the run-time settings (audited).
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { RuntimeSettingsInput, RuntimeSettingsView } from '@cla/domain/api';

import { audit, INSTANCE } from '../admin-audit/admin-audit.js';
import { RuntimeSettings } from '../settings/runtime-settings.js';

/** The admin's operations on the run-time settings: what is in effect, and a change (audited). */
@Injectable()
export class AdminOpsService {
  constructor(
    private readonly em: EntityManager,
    private readonly runtime: RuntimeSettings,
  ) {}

  async settings(): Promise<RuntimeSettingsView> {
    return { values: await this.runtime.current(), stored: await this.runtime.stored(), defaults: this.runtime.defaults() };
  }

  async setSettings(adminId: string, input: RuntimeSettingsInput): Promise<RuntimeSettingsView> {
    await this.runtime.store(input);
    await this.auditAlone(adminId, 'settings-update', { type: 'setting', id: INSTANCE }, input);
    return this.settings();
  }

  /** Records an audited action that changes nothing else in the database. */
  private async auditAlone(adminId: string, action: Parameters<typeof audit>[2], target: Parameters<typeof audit>[3], detail: unknown = null): Promise<void> {
    const em = this.em.fork();
    audit(em, adminId, action, target, detail);
    await em.flush();
  }
}
