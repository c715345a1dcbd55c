// Legacy projects: list, read, save, share, copy, delete.
import type { LegacyProjectData } from '@cla/domain';
import type { LegacyProject, SharedLegacyProject, ShareTokenResponse } from '@cla/domain/api';
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import type { LegacyProjectInput } from '@cla/domain/contracts';

import { iso, parseJsonText } from '../../database/json-text.js';
import { byName } from '../../database/order.js';
import { selectRows } from '../../database/raw-rows.js';
import { assertDataQuota } from '../../database/storage-usage.js';
import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { type BytePage, pageBySize, type SizedHead } from '../../database/byte-pages.js';
import { NotFoundError } from '../../errors/domain-error.js';
import { assertAccess, type Access } from '../identity/ownership.js';
import type { User } from '../identity/user.entity.js';
import { requireOwnFolder } from '../folders/folder-check.js';
import { newShareToken, SHARE_TOKEN } from '../common/share-token.js';
import { type LegacyProjectRow, LegacyProjectSchema } from './legacy-project.entity.js';
import { msg } from '../../i18n/messages.js';
import { newRow } from '../common/new-row.js';

function toLegacyProject(row: LegacyProjectRow): LegacyProject {
  return {
    id: row.id,
    name: row.name ?? null,
    folder: row.folderId ?? null,
    owner: row.ownerId,
    shareToken: row.shareToken ?? null,
    deleted: row.deleted,
    data: parseJsonText<LegacyProjectData>(row.data, { trajectory: [], slopeBased: true, altitudeAtStart: 0 }),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Legacy projects (docs/product.md#data-model): deleting marks them deleted, after which they are not served (undo re-posts). */
@Injectable()
export class LegacyProjectsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Marks the legacy projects of these folders deleted (as deleting one does), inside the caller's transaction. */
  async deleteInFolders(tx: EntityManager, folderIds: readonly string[]): Promise<() => Promise<void>> {
    await tx.nativeUpdate(LegacyProjectSchema, { folderId: { $in: [...folderIds] }, deleted: false }, { deleted: true, updatedAt: new Date() });
    return () => Promise.resolve();
  }

  /**
   * The caller's projects that are not deleted, by name, a page of at most about 2 M characters of data at a time
   * (`database/byte-pages.ts`): thirty projects of 1 MB are four answers, not one of 30 MB that stalls the server.
   */
  async list(user: User, offset = 0): Promise<{ projects: LegacyProject[]; page: BytePage<SizedHead> }> {
    const em = this.em.fork();
    const heads = await selectRows(em, 'select id, name, length(data) as size from legacy_project where owner_id = ? and not deleted', [user.id]);
    const page = pageBySize(heads.map((head) => ({ id: head['id'] as string, name: (head['name'] ?? null) as string | null, size: Number(head['size']) })), offset);
    const rows = page.heads.length === 0 ? [] : await em.find(LegacyProjectSchema, { id: { $in: page.heads.map((head) => head.id) } });
    return { projects: byName(rows).map(toLegacyProject), page };
  }

  async get(user: User, id: string): Promise<LegacyProject> {
    return toLegacyProject(await this.find(this.em.fork(), user, id, 'read'));
  }

  async create(user: User, input: LegacyProjectInput & { data: LegacyProjectData }): Promise<LegacyProject> {
    const em = this.em.fork();
    if (input.folder !== undefined && input.folder !== null) {
      await requireOwnFolder(em, user, input.folder, 'folder');
    }
    const data = JSON.stringify(input.data);
    await assertDataQuota(em, this.config.dataQuotaBytes, user.id, data.length);
    const now = new Date();
    const row = em.create(LegacyProjectSchema, {
      ...newRow(user.id, now),
      name: input.name ?? null,
      folderId: input.folder ?? null,
      shareToken: null,
      deleted: false,
      data,
    });
    await em.flush();
    return toLegacyProject(row);
  }

  async patch(user: User, id: string, input: LegacyProjectInput): Promise<LegacyProject> {
    const em = this.em.fork();
    const row = await this.find(em, user, id, 'write');
    if (input.folder !== undefined && input.folder !== null) {
      await requireOwnFolder(em, user, input.folder, 'folder');
    }
    if (input.name !== undefined) {
      row.name = input.name;
    }
    if (input.folder !== undefined) {
      row.folderId = input.folder;
    }
    if (input.data !== undefined) {
      const data = JSON.stringify(input.data);
      await assertDataQuota(em, this.config.dataQuotaBytes, user.id, data.length, row.deleted ? 0 : row.data.length);
      row.data = data;
    }
    row.updatedAt = new Date();
    await em.flush();
    return toLegacyProject(row);
  }

  /** Marks the project deleted (the row stays). */
  async delete(user: User, id: string): Promise<void> {
    const em = this.em.fork();
    const row = await this.find(em, user, id, 'write');
    row.deleted = true;
    row.updatedAt = new Date();
    await em.flush();
  }

  /** The project's share token, created on the first call (≥ 128 random bits). */
  async shareToken(user: User, id: string): Promise<ShareTokenResponse> {
    const em = this.em.fork();
    const row = await this.find(em, user, id, 'write');
    if (row.shareToken === null || row.shareToken === undefined) {
      row.shareToken = newShareToken();
      await em.flush();
    }
    return { shareToken: row.shareToken };
  }

  /**
   * Stops sharing the project: its link opens nothing any more, and a later share gives a new token (the owner
   * only; nothing to do when it is not shared). The same as stopping a section's sharing.
   */
  async revokeShareToken(user: User, id: string): Promise<void> {
    const em = this.em.fork();
    const row = await this.find(em, user, id, 'write');
    await em.nativeUpdate(LegacyProjectSchema, { id: row.id }, { shareToken: null });
  }

  /** A shared legacy project, for anybody with the link; a deleted one is no longer shared. */
  async shared(token: string): Promise<SharedLegacyProject> {
    const { id, name, data, createdAt, updatedAt } = toLegacyProject(await this.findShared(this.em.fork(), token));
    return { id, name, data, createdAt, updatedAt };
  }

  /** Copies a shared legacy project (name and trajectory, no folder, no token) into the caller's projects. */
  async copyShared(user: User, token: string): Promise<LegacyProject> {
    const source = toLegacyProject(await this.findShared(this.em.fork(), token));
    return this.create(user, { name: source.name, folder: null, data: source.data });
  }

  private async findShared(em: EntityManager, token: string): Promise<LegacyProjectRow> {
    const row = SHARE_TOKEN.test(token) ? await em.findOne(LegacyProjectSchema, { shareToken: token, deleted: false }) : null;
    if (row === null) {
      throw new NotFoundError(msg('project.sharedNotFound'));
    }
    return row;
  }

  /** @throws NotFoundError when it does not exist, is deleted, or belongs to another user (admins read all) */
  private async find(em: EntityManager, user: User, id: string, access: Access): Promise<LegacyProjectRow> {
    const row = await em.findOne(LegacyProjectSchema, { id, deleted: false });
    if (row === null) {
      throw new NotFoundError(msg('project.notFound'));
    }
    assertAccess(row.ownerId, user, access, 'project');
    return row;
  }
}
