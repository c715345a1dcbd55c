// Presets: a user's own and the global ones, and the demo catalogue loaded once.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { CreatePresetBody, Preset, PresetType } from '@cla/domain/api';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { parseJsonText } from '../../database/json-text.js';
import { byName } from '../../database/order.js';
import { ForbiddenError, NotFoundError } from '../../errors/domain-error.js';
import type { User } from '../identity/user.entity.js';
import { AppSettingSchema } from '../settings/app-setting.entity.js';
import type { PresetQuery } from '@cla/domain/api';
import { parseCreatePreset } from '@cla/domain/contracts';
import { type PresetRow, PresetSchema } from './preset.entity.js';
import { msg } from '../../i18n/messages.js';
import { assertDataQuota } from '../../database/storage-usage.js';
import { newRow } from '../common/new-row.js';

/** The `app_setting` that records that the demo catalogue was loaded (its value: the catalogue's version). */
export const DEMO_CATALOGUE_SETTING = 'demo_catalogue_version';

/** Where the demo catalogue is, relative to the repository root. */
export const DEMO_CATALOGUE_PATH = join('fixtures', 'presets', 'demo-catalogue.json');

export function toPreset(row: PresetRow): Preset {
  return {
    id: row.id,
    name: row.name,
    type: row.type as PresetType,
    group: row.groupName ?? null,
    data: parseJsonText<Record<string, unknown>>(row.data, {}),
    owner: row.ownerId ?? null,
  };
}

/**
 * Presets: the demo catalogue (owner `null`, read-only, loaded once at the first start) and each user's own.
 * A user sees the catalogue and their own presets.
 */
@Injectable()
export class PresetsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Presets');

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Loads the demo catalogue on the first start. */
  async onApplicationBootstrap(): Promise<void> {
    await this.loadDemoCatalogue(join(this.config.repositoryRoot, DEMO_CATALOGUE_PATH));
  }

  /**
   * Inserts the catalogue's presets, once per database: the `demo_catalogue_version` setting is inserted in
   * the same transaction, so a second start (or a second process starting at the same time) loads nothing.
   * A missing or unreadable catalogue is logged and skipped (the server still starts; the next start tries
   * again); an invalid entry is logged and left out.
   */
  async loadDemoCatalogue(file: string): Promise<number> {
    const em = this.em.fork();
    if ((await em.count(AppSettingSchema, { key: DEMO_CATALOGUE_SETTING })) > 0) {
      return 0;
    }
    const presets: Required<CreatePresetBody>[] = [];
    let version: string;
    try {
      const catalogue = JSON.parse(await readFile(file, 'utf8')) as { version?: unknown; presets?: unknown };
      if (!Array.isArray(catalogue.presets)) {
        throw new Error('no presets array');
      }
      catalogue.presets.forEach((preset: unknown, index) => {
        try {
          presets.push(parseCreatePreset(preset));
        } catch (error) {
          // One bad entry does not cost the whole catalogue.
          this.logger.warn(`Demo preset ${index} skipped: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
      version = String(catalogue.version ?? 1);
    } catch (error) {
      this.logger.warn(`Demo catalogue not loaded from ${file}: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    }
    try {
      await em.transactional(async (tx) => {
        const now = new Date();
        await tx.insert(AppSettingSchema, { key: DEMO_CATALOGUE_SETTING, value: version, updatedAt: now });
        for (const preset of presets) {
          tx.create(PresetSchema, {
            ...newRow(null, now),
            name: preset.name,
            type: preset.type,
            groupName: preset.group,
            data: JSON.stringify(preset.data),
          });
        }
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        return 0; // another process loaded it first
      }
      throw error;
    }
    this.logger.log(`Loaded ${presets.length} demo presets`);
    return presets.length;
  }

  /** The catalogue and the caller's presets, by name (natural, case-insensitive), optionally of one type. */
  async list(user: User, query: PresetQuery): Promise<Preset[]> {
    const rows = await this.em.fork().find(
      PresetSchema,
      { $or: [{ ownerId: null }, { ownerId: user.id }], ...(query.type !== undefined ? { type: query.type } : {}) },
    );
    return byName(rows).map(toPreset);
  }

  /** Saves one of the caller's presets (201). */
  async create(user: User, input: Required<CreatePresetBody>): Promise<Preset> {
    const em = this.em.fork();
    const data = JSON.stringify(input.data);
    await assertDataQuota(em, this.config.dataQuotaBytes, user.id, data.length);
    const now = new Date();
    const row = em.create(PresetSchema, {
      ...newRow(user.id, now),
      name: input.name,
      type: input.type,
      groupName: input.group,
      data,
    });
    await em.flush();
    return toPreset(row);
  }

  /**
   * Deletes one of the caller's presets.
   *
   * @throws ForbiddenError for a catalogue preset (read-only); NotFoundError for another user's
   */
  async delete(user: User, id: string): Promise<void> {
    const em = this.em.fork();
    const row = await this.ownPreset(em, user, id);
    await em.nativeDelete(PresetSchema, { id: row.id });
  }

  /**
   * Renames one of the caller's presets.
   *
   * @throws ForbiddenError for a catalogue preset (read-only); NotFoundError for another user's
   */
  async rename(user: User, id: string, name: string): Promise<Preset> {
    const em = this.em.fork();
    const row = await this.ownPreset(em, user, id);
    row.name = name;
    row.updatedAt = new Date();
    await em.flush();
    return toPreset(row);
  }

  /** The caller's own preset `id`: 404 for an unknown or another user's, 403 for the read-only catalogue. */
  private async ownPreset(em: EntityManager, user: User, id: string): Promise<PresetRow> {
    const row = await em.findOne(PresetSchema, { id });
    if (row === null || (row.ownerId !== null && row.ownerId !== undefined && row.ownerId !== user.id)) {
      throw new NotFoundError(msg('preset.notFound'));
    }
    if (row.ownerId === null || row.ownerId === undefined) {
      throw new ForbiddenError(msg('preset.demoReadOnly'));
    }
    return row;
  }
}

