// The global presets (the catalogue every user sees), changed by an admin and audited.
import type { CreatePresetBody, Preset } from '@cla/domain/api';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';

import { NotFoundError } from '../../errors/domain-error.js';
import { audit } from '../admin-audit/admin-audit.js';
import { PresetSchema } from './preset.entity.js';
import { toPreset } from './presets.service.js';
import { msg } from '../../i18n/messages.js';
import { newRow } from '../common/new-row.js';

/**
 * The global presets (the catalogue every user sees: `owner_id` null), for the admin: list, read, create, change,
 * rename and delete, each change audited. Users' own presets are theirs and not listed here.
 */
@Injectable()
export class PresetsAdminService {
  constructor(private readonly em: EntityManager) {}

  /** Every global preset, by type then name. */
  async list(): Promise<Preset[]> {
    const rows = await this.em.fork().find(PresetSchema, { ownerId: null });
    return rows
      .map(toPreset)
      .sort((a, b) => a.type.localeCompare(b.type) || a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }));
  }

  async get(id: string): Promise<Preset> {
    const row = await this.em.fork().findOne(PresetSchema, { id, ownerId: null });
    if (row === null) {
      throw new NotFoundError(msg('admin.globalPresetNotFound'));
    }
    return toPreset(row);
  }

  async create(adminId: string, input: Required<CreatePresetBody>): Promise<Preset> {
    const em = this.em.fork();
    const now = new Date();
    const row = em.create(PresetSchema, {
      ...newRow(null, now),
      name: input.name,
      type: input.type,
      groupName: input.group,
      data: JSON.stringify(input.data),
    });
    audit(em, adminId, 'preset-create', { type: 'preset', id: row.id }, { name: input.name, type: input.type });
    await em.flush();
    return toPreset(row);
  }

  /** Replaces a global preset's name, type, group and data. */
  async update(adminId: string, id: string, input: Required<CreatePresetBody>): Promise<Preset> {
    return this.change(adminId, id, 'preset-update', (row) => {
      row.name = input.name;
      row.type = input.type;
      row.groupName = input.group;
      row.data = JSON.stringify(input.data);
    }, { name: input.name, type: input.type });
  }

  async rename(adminId: string, id: string, name: string): Promise<Preset> {
    return this.change(adminId, id, 'preset-update', (row) => {
      row.name = name;
    }, { name });
  }

  async delete(adminId: string, id: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const row = await em.findOne(PresetSchema, { id, ownerId: null });
      if (row === null) {
        throw new NotFoundError(msg('admin.globalPresetNotFound'));
      }
      await em.nativeDelete(PresetSchema, { id });
      audit(em, adminId, 'preset-delete', { type: 'preset', id }, { name: row.name, type: row.type });
    });
  }

  private async change(
    adminId: string,
    id: string,
    action: 'preset-update',
    apply: (row: Parameters<typeof toPreset>[0]) => void,
    detail: unknown,
  ): Promise<Preset> {
    return this.em.fork().transactional(async (em) => {
      const row = await em.findOne(PresetSchema, { id, ownerId: null });
      if (row === null) {
        throw new NotFoundError(msg('admin.globalPresetNotFound'));
      }
      apply(row);
      row.updatedAt = new Date();
      audit(em, adminId, action, { type: 'preset', id }, detail);
      return toPreset(row);
    });
  }
}
