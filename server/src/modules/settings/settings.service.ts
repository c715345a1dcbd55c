// Instance-wide settings stored in app_setting (the instance id first).
import { EntityManager } from '@mikro-orm/core';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';

import { APP_SETTING_KEYS, AppSettingSchema } from './app-setting.entity.js';

/**
 * Instance-wide settings stored in `app_setting`. On start it makes sure the instance id exists, creating
 * a UUID v7 the first time; concurrent first starts agree on one id (insert-if-absent, then read).
 */
@Injectable()
export class SettingsService implements OnApplicationBootstrap {
  private currentInstanceId: string | undefined;

  constructor(private readonly em: EntityManager) {}

  /** Creates or reads the instance id once, when the application starts. */
  async onApplicationBootstrap(): Promise<void> {
    this.currentInstanceId = await this.getOrCreate(APP_SETTING_KEYS.instanceId, () => uuidv7());
  }

  /** The id of this installation (a UUID v7), stable across restarts. Available once the app has started. */
  get instanceId(): string {
    if (this.currentInstanceId === undefined) {
      throw new Error('SettingsService.instanceId read before the application started');
    }
    return this.currentInstanceId;
  }

  /** The value of a setting, or `null` when it was never set. */
  async get(key: string): Promise<string | null> {
    const setting = await this.em.fork().findOne(AppSettingSchema, { key });
    return setting?.value ?? null;
  }

  /** Sets a setting, creating or replacing it. */
  async set(key: string, value: string): Promise<void> {
    await this.em.fork().upsert(
      AppSettingSchema,
      { key, value, updatedAt: new Date() },
      { onConflictFields: ['key'], onConflictAction: 'merge' },
    );
  }

  /**
   * The value of a setting, storing `create()` first if it is absent. When two processes race, the first
   * insert wins and both return the stored value.
   */
  async getOrCreate(key: string, create: () => string): Promise<string> {
    const existing = await this.get(key);
    if (existing !== null) {
      return existing;
    }
    await this.em.fork().upsert(
      AppSettingSchema,
      { key, value: create(), updatedAt: new Date() },
      { onConflictFields: ['key'], onConflictAction: 'ignore' },
    );
    const stored = await this.get(key);
    if (stored === null) {
      throw new Error(`The setting ${key} could not be stored`);
    }
    return stored;
  }
}
