// The folders of projects: list, create, rename, and delete with everything in them.
import type { CreateFolderBody, Folder, RenameFolderBody } from '@cla/domain/api';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';

import { iso } from '../../database/json-text.js';
import { byName } from '../../database/order.js';
import { assertAccess, notFound } from '../identity/ownership.js';
import type { User } from '../identity/user.entity.js';
import { requireOwnFolder } from './folder-check.js';
import { FolderContents } from './folder-contents.js';
import { type FolderRow, FolderSchema } from './folder.entity.js';
import { newRow } from '../common/new-row.js';

export function toFolder(row: FolderRow): Folder {
  return { id: row.id, name: row.name, parent: row.parentId ?? null, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}

/** Folders of projects: the caller's own, nested through `parent`. */
@Injectable()
export class FoldersService {
  constructor(
    private readonly em: EntityManager,
    private readonly contents: FolderContents,
  ) {}

  /** The caller's folders, by name. */
  async list(user: User): Promise<Folder[]> {
    const rows = await this.em.fork().find(FolderSchema, { ownerId: user.id });
    return byName(rows).map(toFolder);
  }

  /** @throws ValidationError when `parent` is not one of the caller's folders */
  async create(user: User, input: Required<CreateFolderBody>): Promise<Folder> {
    const em = this.em.fork();
    if (input.parent !== null) {
      await requireOwnFolder(em, user, input.parent, 'parent');
    }
    const now = new Date();
    const row = em.create(FolderSchema, { ...newRow(user.id, now), name: input.name, parentId: input.parent });
    await em.flush();
    return toFolder(row);
  }

  async rename(user: User, id: string, input: RenameFolderBody): Promise<Folder> {
    const em = this.em.fork();
    const row = await this.find(em, user, id);
    row.name = input.name;
    row.updatedAt = new Date();
    await em.flush();
    return toFolder(row);
  }

  /**
   * Deletes a folder with its subfolders and everything in them, in one transaction: projects (v2) with their
   * sections and files go; legacy projects are marked deleted (as deleting one does). Files leave the disk after
   * the commit. What a folder holds is registered in {@link FolderContents} by the modules of those things.
   */
  async delete(user: User, id: string): Promise<void> {
    const em = this.em.fork();
    await this.find(em, user, id);
    const all = await em.find(FolderSchema, { ownerId: user.id }, { fields: ['id', 'parentId'] });
    const doomed = subtree(id, all);
    const afterCommit = await em.transactional(async (tx) => {
      const tasks: (() => Promise<void>)[] = [];
      for (const content of this.contents.all) {
        tasks.push(await content.deleteIn(tx, doomed));
      }
      await tx.nativeDelete(FolderSchema, { id: { $in: doomed } });
      return tasks;
    });
    for (const task of afterCommit) {
      await task();
    }
  }

  private async find(em: EntityManager, user: User, id: string): Promise<FolderRow> {
    const row = await em.findOne(FolderSchema, { id });
    if (row === null) {
      throw notFound('folder');
    }
    assertAccess(row.ownerId, user, 'write', 'folder');
    return row;
  }
}

/** The id and the ids of every folder below it. */
function subtree(root: string, folders: readonly Pick<FolderRow, 'id' | 'parentId'>[]): string[] {
  const children = new Map<string, string[]>();
  for (const folder of folders) {
    if (folder.parentId !== null && folder.parentId !== undefined) {
      children.set(folder.parentId, [...(children.get(folder.parentId) ?? []), folder.id]);
    }
  }
  const out: string[] = [];
  const queue = [root];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (seen.has(id)) {
      continue;
    }
    seen.add(id);
    out.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return out;
}
