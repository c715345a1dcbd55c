// Projects (v2): list, read, create, change, delete, with their files and picture.
import type { Project2, ProjectFile } from '@cla/domain/api';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import type { ProjectPatch } from '@cla/domain/contracts';

import { iso } from '../../database/json-text.js';
import { dateOf, selectRows } from '../../database/raw-rows.js';
import { byName } from '../../database/order.js';
import { fieldIssue, QuotaExceededError, ValidationError } from '../../errors/domain-error.js';
import { notFound, type Access } from '../identity/ownership.js';
import type { User } from '../identity/user.entity.js';
import { requireOwnFolder } from '../folders/folder-check.js';
import { type FileKind, type ProjectFileRow, ProjectFileSchema, type ProjectRow, ProjectSchema } from './project.entity.js';
import { FileStore } from './file-store.js';
import { findProject } from './project-check.js';
import { ProjectContents } from './project-contents.js';
import { RuntimeSettings } from '../settings/runtime-settings.js';
import { detectContentType } from './upload-types.js';
import { withoutUnsafeCharacters } from '../../http/file-names.js';
import { storedFileBytes } from '../../database/storage-usage.js';
import { newRow } from '../common/new-row.js';

/** An upload as multer leaves it on disk. */
export interface Upload {
  readonly originalname: string;
  readonly path: string;
  readonly size: number;
}

/** A file to send: its row and where its bytes are. */
export interface FileDownload {
  readonly file: ProjectFileRow;
  readonly path: string;
}

function toProjectFile(row: ProjectFileRow): ProjectFile {
  return { fileId: row.id, filename: row.filename, size: row.size, contentType: row.contentType, createdAt: iso(row.createdAt) };
}

/** Projects (v2) with their files and picture; the section summaries come with them. */
@Injectable()
export class ProjectsService {
  constructor(
    private readonly em: EntityManager,
    private readonly store: FileStore,
    private readonly runtime: RuntimeSettings,
    private readonly contents: ProjectContents,
  ) {}

  /** How many projects there are (the admin's dashboard). */
  count(): Promise<number> {
    return this.em.fork().count(ProjectSchema, {});
  }

  /**
   * Refuses an upload that would take the owner past `UPLOAD_QUOTA_MB` (0: no quota). A replaced picture's bytes
   * are freed by the same upload, so they do not count.
   */
  private async assertQuota(em: EntityManager, ownerId: string, uploadBytes: number, freedBytes: number): Promise<void> {
    const quota = await this.runtime.uploadQuotaBytes(em);
    if (quota === 0) {
      return;
    }
    const used = await storedFileBytes(em, ownerId);
    if (used - freedBytes + uploadBytes > quota) {
      throw new QuotaExceededError(quota, used, uploadBytes);
    }
  }

  /**
   * The caller's projects, by name, with their files and section summaries: three indexed queries by owner (the
   * project's `owner_id`, then its files and, through {@link ProjectContents}, its sections by `project_id`), written by
   * hand — this is the most frequent read, and the entity layer's query building and identity map cost more than the
   * queries here.
   */
  async list(user: User): Promise<Project2[]> {
    const em = this.em.fork();
    const [projects, files, sections] = await Promise.all([
      selectRows(em, 'select id, name, folder_id, picture_id, created_at, updated_at from project where owner_id = ?', [user.id]),
      selectRows(
        em,
        'select f.id, f.project_id, f.filename, f.size, f.content_type, f.created_at from project_file f ' +
          "join project p on p.id = f.project_id where p.owner_id = ? and f.kind = 'file' order by f.created_at, f.id",
        [user.id],
      ),
      this.contents.summariesOf(em, { ownerId: user.id }),
    ]);
    const filesOf = groupBy(files, (file) => file['project_id'] as string, (file): ProjectFile => ({
      fileId: file['id'] as string,
      filename: file['filename'] as string,
      size: Number(file['size']),
      contentType: file['content_type'] as string,
      createdAt: iso(dateOf(file['created_at'])),
    }));
    const rows = projects.map((project) => ({ id: project['id'] as string, name: project['name'] as string, project }));
    return byName(rows).map(({ id, name, project }) => ({
      id,
      name,
      folder: (project['folder_id'] ?? null) as string | null,
      picture: (project['picture_id'] ?? null) as string | null,
      createdAt: iso(dateOf(project['created_at'])),
      updatedAt: iso(dateOf(project['updated_at'])),
      files: filesOf.get(id) ?? [],
      sections: sections.get(id) ?? [],
    }));
  }

  async get(user: User, id: string): Promise<Project2> {
    const em = this.em.fork();
    const [view] = await this.views(em, [await this.find(em, user, id, 'read')]);
    return view as Project2;
  }

  /** @throws ValidationError when `folder` is not one of the caller's folders */
  async create(user: User, input: { name: string; folder: string | null }): Promise<Project2> {
    const em = this.em.fork();
    if (input.folder !== null) {
      await requireOwnFolder(em, user, input.folder, 'folder');
    }
    const now = new Date();
    const row = em.create(ProjectSchema, {
      ...newRow(user.id, now),
      name: input.name,
      folderId: input.folder,
      pictureId: null,
    });
    await em.flush();
    return { ...toProjectBase(row), files: [], sections: [] };
  }

  /** Renames, moves, or sets (`null`: removes) the picture; a removed picture's file is deleted. */
  async patch(user: User, id: string, patch: ProjectPatch): Promise<Project2> {
    const em = this.em.fork();
    const row = await this.find(em, user, id, 'write');
    if (patch.folder !== undefined && patch.folder !== null) {
      await requireOwnFolder(em, user, patch.folder, 'folder');
    }
    let removed: string[] = [];
    if (patch.picture !== undefined && patch.picture !== (row.pictureId ?? null)) {
      if (patch.picture !== null) {
        const picture = await em.count(ProjectFileSchema, { id: patch.picture, projectId: row.id, kind: 'picture' });
        if (picture === 0) {
          throw new ValidationError([fieldIssue('picture', 'issue.notThePicture')]);
        }
      }
      if (row.pictureId !== null && row.pictureId !== undefined) {
        removed = [row.pictureId];
      }
    }
    await em.transactional(async (tx) => {
      if (patch.name !== undefined) {
        row.name = patch.name;
      }
      if (patch.folder !== undefined) {
        row.folderId = patch.folder;
      }
      if (patch.picture !== undefined) {
        row.pictureId = patch.picture;
      }
      row.updatedAt = new Date();
      tx.persist(row);
      if (removed.length > 0) {
        await tx.nativeDelete(ProjectFileSchema, { id: { $in: removed } });
      }
    });
    await this.store.remove(removed);
    return this.get(user, id);
  }

  /** Deletes a project with its sections and files. */
  async delete(user: User, id: string): Promise<void> {
    const em = this.em.fork();
    const row = await this.find(em, user, id, 'write');
    const files = await em.transactional((tx) => this.deleteProjectsIn(tx, [row.id]));
    await this.store.remove(files);
  }

  /**
   * Deletes projects, their sections (through {@link ProjectContents}) and their file rows inside the caller's transaction.
   *
   * @returns the ids of the files to remove from disk once the transaction has committed ({@link removeStoredFiles})
   */
  async deleteProjectsIn(tx: EntityManager, projectIds: readonly string[]): Promise<string[]> {
    if (projectIds.length === 0) {
      return [];
    }
    const ids = [...projectIds];
    const files = await tx.find(ProjectFileSchema, { projectId: { $in: ids } }, { fields: ['id'] });
    await this.contents.deleteIn(tx, ids);
    await tx.nativeDelete(ProjectFileSchema, { projectId: { $in: ids } });
    await tx.nativeDelete(ProjectSchema, { id: { $in: ids } });
    return files.map((file) => file.id);
  }

  /**
   * Deletes the projects of these folders inside the caller's transaction.
   *
   * @returns the removal of their files from disk, for once the transaction has committed
   */
  async deleteInFolders(tx: EntityManager, folderIds: readonly string[]): Promise<() => Promise<void>> {
    const projectIds = (await tx.find(ProjectSchema, { folderId: { $in: [...folderIds] } }, { fields: ['id'] })).map((p) => p.id);
    const files = await this.deleteProjectsIn(tx, projectIds);
    return () => this.removeStoredFiles(files);
  }

  /** Removes files from disk (after the rows are gone). */
  removeStoredFiles(fileIds: readonly string[]): Promise<void> {
    return this.store.remove(fileIds);
  }

  /**
   * Stores an uploaded file (or the picture, which replaces the previous one) once its type is checked.
   *
   * @returns the new file's id
   * @throws UnsupportedMediaTypeError (415) for a type that is not accepted
   * @throws QuotaExceededError (413) when the owner's files would pass `UPLOAD_QUOTA_MB`
   */
  async upload(user: User, id: string, upload: Upload, kind: FileKind): Promise<string> {
    try {
      const em = this.em.fork();
      const project = await this.find(em, user, id, 'write');
      const previousPicture =
        kind === 'picture' && project.pictureId !== null && project.pictureId !== undefined
          ? await em.findOne(ProjectFileSchema, { id: project.pictureId })
          : null;
      const freed = previousPicture?.size ?? 0;
      await this.assertQuota(em, project.ownerId, upload.size, freed);
      const contentType = await detectContentType(upload.originalname, upload.path, kind === 'picture');
      const fileId = uuidv7();
      await this.store.adopt(upload.path, fileId);
      const previous = kind === 'picture' ? (project.pictureId ?? null) : null;
      try {
        await em.transactional(async (tx) => {
          tx.create(ProjectFileSchema, {
            id: fileId,
            projectId: project.id,
            ownerId: project.ownerId,
            kind,
            filename: cleanFilename(upload.originalname),
            contentType,
            size: upload.size,
            createdAt: new Date(),
          });
          await tx.flush();
          // Again inside the transaction, with this file counted: narrows the window of two parallel uploads.
          await this.assertQuota(tx, project.ownerId, 0, freed);
          if (kind === 'picture') {
            project.pictureId = fileId;
            if (previous !== null) {
              await tx.nativeDelete(ProjectFileSchema, { id: previous });
            }
          }
          project.updatedAt = new Date();
          tx.persist(project);
        });
      } catch (error) {
        await this.store.remove([fileId]);
        throw error;
      }
      if (previous !== null) {
        await this.store.remove([previous]);
      }
      return fileId;
    } finally {
      await this.store.discard(upload.path);
    }
  }

  /** A file (or the picture) of a project, to download. */
  async download(user: User, id: string, fileId: string): Promise<FileDownload> {
    const em = this.em.fork();
    const project = await this.find(em, user, id, 'read');
    const file = await em.findOne(ProjectFileSchema, { id: fileId, projectId: project.id });
    if (file === null || !(await this.store.exists(file.id))) {
      throw notFound('file');
    }
    return { file, path: this.store.pathOf(file.id) };
  }

  /** Deletes a file; deleting the picture clears the project's picture. */
  async deleteFile(user: User, id: string, fileId: string): Promise<void> {
    const em = this.em.fork();
    const project = await this.find(em, user, id, 'write');
    const file = await em.findOne(ProjectFileSchema, { id: fileId, projectId: project.id });
    if (file === null) {
      throw notFound('file');
    }
    await em.transactional(async (tx) => {
      if (project.pictureId === file.id) {
        project.pictureId = null;
      }
      project.updatedAt = new Date();
      tx.persist(project);
      await tx.nativeDelete(ProjectFileSchema, { id: file.id });
    });
    await this.store.remove([file.id]);
  }

  /**
   * A project the caller may read or change.
   *
   * @throws NotFoundError when it does not exist or belongs to another user (admins read all)
   */
  find(em: EntityManager, user: User, id: string, access: Access): Promise<ProjectRow> {
    return findProject(em, user, id, access);
  }

  private async views(em: EntityManager, rows: readonly ProjectRow[]): Promise<Project2[]> {
    if (rows.length === 0) {
      return [];
    }
    const ids = rows.map((row) => row.id);
    const [files, sections] = await Promise.all([
      em.find(ProjectFileSchema, { projectId: { $in: ids }, kind: 'file' }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
      this.contents.summariesOf(em, { projectIds: ids }),
    ]);
    return rows.map((row) => ({
      ...toProjectBase(row),
      files: files.filter((file) => file.projectId === row.id).map(toProjectFile),
      sections: sections.get(row.id) ?? [],
    }));
  }
}

/** Rows grouped by `key`, each turned into `view`, in the rows' order. */
function groupBy<Row, View>(rows: readonly Row[], key: (row: Row) => string, view: (row: Row) => View): Map<string, View[]> {
  const groups = new Map<string, View[]>();
  for (const row of rows) {
    const projectId = key(row);
    const group = groups.get(projectId);
    if (group === undefined) {
      groups.set(projectId, [view(row)]);
    } else {
      group.push(view(row));
    }
  }
  return groups;
}

function toProjectBase(row: ProjectRow): Omit<Project2, 'files' | 'sections'> {
  return {
    id: row.id,
    name: row.name,
    folder: row.folderId ?? null,
    picture: row.pictureId ?? null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The file's base name without control characters, at most 255 characters (the name is shown and sent back). */
function cleanFilename(name: string): string {
  const base = withoutUnsafeCharacters(name.split(/[\\/]/).pop() ?? '').trim();
  return (base === '' ? 'file' : base).slice(-255);
}
