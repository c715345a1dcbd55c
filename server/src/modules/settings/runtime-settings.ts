// The settings an admin changes at run time, over the environment's defaults.
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { RuntimeSettingsValues } from '@cla/domain/api';
import { RuntimeSettingsShape } from '@cla/domain/contracts';

import { APP_CONFIG, type AppConfig, type LayingMethodName } from '../../config/index.js';
import { parseJsonText } from '../../database/json-text.js';
import { AppSettingSchema } from './app-setting.entity.js';
import { SettingsService } from './settings.service.js';

/** The `app_setting` key of the settings an admin changes at run time (JSON, only the keys the admin set). */
export const RUNTIME_SETTINGS_KEY = 'admin_settings';

/** The settings an admin may change at run time: `RuntimeSettingsShape` of `@cla/domain/contracts` (admin-ops.ts). */
/** The effective run-time settings. */
export type { RuntimeSettingsValues };

/** What the admin stored: any subset. */
export type StoredRuntimeSettings = Partial<RuntimeSettingsValues>;

/**
 * Reads the run-time settings: the admin's stored values over the environment's defaults. Read from the database at
 * each use (one row), so that every process sees a change at once.
 */
@Injectable()
export class RuntimeSettings {
  constructor(
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The environment's values (what a reset goes back to). */
  defaults(): RuntimeSettingsValues {
    return {
      registration: 'open',
      defaultLayingMethods: [...this.config.auth.defaultLayingMethods],
      uploadQuotaMb: Math.round(this.config.uploadQuotaBytes / (1024 * 1024)),
      demoProject: this.config.demoProject,
    };
  }

  /**
   * The values an admin stored (a stored value that no longer parses is ignored).
   *
   * @param em - the caller's transaction, if any: SQLite has one connection, which a second one would wait for
   */
  async stored(em?: EntityManager): Promise<StoredRuntimeSettings> {
    const text = em === undefined ? await this.settings.get(RUNTIME_SETTINGS_KEY) : ((await em.findOne(AppSettingSchema, { key: RUNTIME_SETTINGS_KEY }))?.value ?? null);
    const raw = parseJsonText<Record<string, unknown>>(text, {});
    const stored: Record<string, unknown> = {};
    for (const [key, schema] of Object.entries(RuntimeSettingsShape.shape)) {
      const parsed = (schema as z.ZodType).safeParse(raw[key]);
      if (raw[key] !== undefined && parsed.success) {
        stored[key] = parsed.data;
      }
    }
    return stored as StoredRuntimeSettings;
  }

  /** The effective values. */
  async current(em?: EntityManager): Promise<RuntimeSettingsValues> {
    return { ...this.defaults(), ...(await this.stored(em)) };
  }

  /** Stores the admin's values (replacing what was stored; a key left out goes back to its default). */
  async store(values: StoredRuntimeSettings): Promise<void> {
    await this.settings.set(RUNTIME_SETTINGS_KEY, JSON.stringify(values));
  }

  async registrationOpen(): Promise<boolean> {
    return (await this.current()).registration === 'open';
  }

  /** @param em - the caller's transaction, if any */
  async uploadQuotaBytes(em?: EntityManager): Promise<number> {
    return (await this.current(em)).uploadQuotaMb * 1024 * 1024;
  }

  async demoProject(): Promise<boolean> {
    return (await this.current()).demoProject;
  }

  async defaultLayingMethods(): Promise<readonly LayingMethodName[]> {
    return (await this.current()).defaultLayingMethods;
  }
}
