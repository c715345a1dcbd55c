// Sections: read, create, save with versions, delete, rename, duplicate, share and copy.
import type { Favourite, ResultsData, SectionData } from '@cla/domain';
import type { Section, SharedSection, ShareTokenResponse } from '@cla/domain/api';
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { MAX_NAME_LENGTH } from '@cla/domain/contracts';

import { parseJsonText } from '../../database/json-text.js';
import { type RawRow, selectRows } from '../../database/raw-rows.js';
import { byName } from '../../database/order.js';
import { type BytePage, pageBySize, type SizedHead } from '../../database/byte-pages.js';
import { assertDataQuota } from '../../database/storage-usage.js';
import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { fieldIssue, NotFoundError, ValidationError } from '../../errors/domain-error.js';
import { assertAccess, type Access } from '../identity/ownership.js';
import { type User, UserSchema } from '../identity/user.entity.js';
import { findProject, requireOwnProject, touchProject } from '../projects/project-check.js';
import { newShareToken, SHARE_TOKEN } from '../common/share-token.js';
import { checkScenarioLicence, checkSection, machinePresetRowsOf, scenarioDataOf } from './section-validation.js';
import { startedOf, statusOf } from './section-outcome.js';
import { freshnessColumns, type FreshnessColumns } from './section-freshness.js';
import { type SectionRow, SectionSchema } from './section.entity.js';
import { findSection } from './section-check.js';
import { SectionContents } from './section-contents.js';
import type { CreateSectionInput, PatchSectionInput, SectionContent } from '@cla/domain/contracts';
import { preconditionError, savePrecondition, type SavePrecondition } from './section-precondition.js';
import { msg } from '../../i18n/messages.js';
import { type ContentColumns, SECTION_COLUMN, type SectionHead, nameOf, sectionRowOf, toSection, toSharedMachine, toSharedSection } from './section-rows.js';
import { newRow } from '../common/new-row.js';

/**
 * Sections: read, create, patch with optimistic concurrency (`version`), delete, rename, duplicate, share and
 * copy. Data is checked by the domain's rules on every save (see `checkSection`).
 */
@Injectable()
export class SectionsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly contents: SectionContents,
  ) {}

  async get(user: User, id: string): Promise<Section> {
    return toSection(await this.find(this.em.fork(), user, id, 'read'));
  }

  /** The sections of one of the caller's projects (admins: anybody's), by name. */
  async listOfProject(user: User, projectId: string, offset = 0): Promise<{ sections: Section[]; page: BytePage<SizedHead> }> {
    const em = this.em.fork();
    await findProject(em, user, projectId, 'read');
    const heads = await selectRows(
      em,
      'select id, name, length(data) + coalesce(length(results), 0) + length(favorites) as size from section where project_id = ?',
      [projectId],
    );
    const page = pageBySize(heads.map((head) => ({ id: head['id'] as string, name: head['name'] as string, size: Number(head['size']) })), offset);
    const rows = page.heads.length === 0 ? [] : await em.find(SectionSchema, { id: { $in: page.heads.map((head) => head.id) } });
    return { sections: byName(rows).map(toSection), page };
  }

  /** @throws ValidationError when `project` is not the caller's; UnprocessableError when the data breaks a rule */
  async create(user: User, input: CreateSectionInput): Promise<Section> {
    const em = this.em.fork();
    await requireOwnProject(em, user, input.project, 'project');
    return this.insert(em, user, input.project, input, '');
  }

  /**
   * Applies a patch in one conditional UPDATE (race-free): the version grows by one. The condition is the body's
   * `version`, else the `If-Match` tags, else none (the last write wins). Absent fields are kept; a body `id` must
   * be the path's; `project` moves the section to another of the caller's projects.
   *
   * @throws ValidationError (400) naming `id`, `project` or `version`
   * @throws ConflictError (409, `details.currentVersion`) when the section changed since the body's `version`
   * @throws PreconditionFailedError (412, the same details) when it is at none of the versions `If-Match` names
   */
  async patch(user: User, id: string, input: PatchSectionInput, ifMatch?: readonly number[] | '*'): Promise<Section> {
    if (input.id !== undefined && input.id !== id) {
      throw new ValidationError([fieldIssue('id', 'issue.mustBe', { what: msg('what.idInPath') })]);
    }
    const precondition = savePrecondition(input.version, ifMatch);
    const em = this.em.fork();
    // What a save needs of the stored section: its place, owner and name, and its data only when a name alone
    // rewrites it (never the results, which can be large).
    // (and when results come without data: they belong to the stored data); its favourites when new ones come
    // (only the scenarios they add or change are licensed again)
    const row = await this.findHead(
      em,
      user,
      id,
      input.data === undefined && (input.name !== undefined || (input.results !== undefined && input.results !== null)),
      input.favorites !== undefined,
    );
    if (input.project !== undefined && input.project !== row.projectId) {
      await requireOwnProject(em, user, input.project, 'project');
    }
    const columns = await this.contentColumns(em, user, input, row);
    const changes = { ...columns, ...(input.project !== undefined ? { projectId: input.project } : {}) };
    return this.update(em, row, precondition, changes);
  }

  async delete(user: User, id: string): Promise<void> {
    const em = this.em.fork();
    const row = await this.find(em, user, id, 'write');
    await em.transactional(async (tx) => {
      await this.contents.deleteIn(tx, [row.id]);
      await tx.nativeDelete(SectionSchema, { id: row.id });
      await touchProject(tx, row.projectId, new Date());
    });
  }

  /** Sets the name and `data.general.sectionName` (a new version; the answer carries it). */
  async rename(user: User, id: string, name: string): Promise<Section> {
    const em = this.em.fork();
    const row = await this.find(em, user, id, 'write');
    return this.update(em, row, { versions: [row.version], by: 'version' }, await this.contentColumns(em, user, { name }, row));
  }

  /** Copies a section (without its share token) into the same or another of the caller's projects. */
  async duplicate(user: User, id: string, input: { project?: string; name?: string }): Promise<Section> {
    const em = this.em.fork();
    const source = await this.find(em, user, id, 'read');
    const project = input.project ?? source.projectId;
    await requireOwnProject(em, user, project, 'project');
    return this.copyInto(em, user, source, project, input.name ?? `${source.name} (copy)`);
  }

  /** The section's share token, created on the first call (≥ 128 random bits). */
  /** Forgets the section's share token, so that its link opens nothing (the owner only; nothing to do if not shared). */
  async revokeShareToken(user: User, id: string): Promise<void> {
    const em = this.em.fork();
    const row = await this.find(em, user, id, 'write');
    await em.nativeUpdate(SectionSchema, { id: row.id }, { shareToken: null });
  }

  async shareToken(user: User, id: string): Promise<ShareTokenResponse> {
    const em = this.em.fork();
    const row = await this.find(em, user, id, 'write');
    if (row.shareToken !== null && row.shareToken !== undefined) {
      return { shareToken: row.shareToken };
    }
    const token = newShareToken();
    await em.nativeUpdate(SectionSchema, { id: row.id, shareToken: null }, { shareToken: token });
    const stored = await em.findOneOrFail(SectionSchema, { id: row.id }, { refresh: true });
    return { shareToken: stored.shareToken ?? token };
  }

  /**
   * A shared section, for anybody with the link (read-only: no owner, project or version), with the latest finished
   * study of each kind (results only) and the machine presets it names (without their owner), so that the reader's
   * browser computes the owner's result, limits included.
   */
  async shared(token: string): Promise<SharedSection> {
    const em = this.em.fork();
    const row = await this.findShared(em, token);
    const section = toSharedSection(row);
    const machines = await machinePresetRowsOf(em, row.ownerId, section.data);
    return { ...section, studies: await this.contents.sharedStudiesOf(em, row.id), machines: machines.map(toSharedMachine) };
  }

  /** Copies a shared section into one of the caller's projects. */
  async copyShared(user: User, token: string, project: string): Promise<Section> {
    const em = this.em.fork();
    const source = await this.findShared(em, token);
    await requireOwnProject(em, user, project, 'project');
    return this.copyInto(em, user, source, project, source.name);
  }

  /** The section of a share link; a link whose owner is deactivated opens nothing until the owner is active again. */
  private async findShared(em: EntityManager, token: string): Promise<SectionRow> {
    const row = SHARE_TOKEN.test(token) ? await em.findOne(SectionSchema, { shareToken: token }) : null;
    if (row === null || (await em.count(UserSchema, { id: row.ownerId, deactivatedAt: null })) === 0) {
      throw new NotFoundError(msg('section.sharedNotFound'));
    }
    return row;
  }

  private async copyInto(em: EntityManager, user: User, source: SectionRow, project: string, name: string): Promise<Section> {
    const content: SectionContent = {
      data: parseJsonText<Record<string, unknown>>(source.data, {}),
      results: parseJsonText<ResultsData | null>(source.results, null),
      favorites: parseJsonText<Favourite[]>(source.favorites, []),
      name: name.slice(0, MAX_NAME_LENGTH),
    };
    // the copy's result belongs to the data the source's came from (section-freshness.ts)
    return this.insert(em, user, project, content, name, { resultsHash: source.resultsHash ?? null, stale: source.stale ?? null });
  }

  private async insert(em: EntityManager, user: User, projectId: string, content: SectionContent, fallbackName: string, freshness: FreshnessColumns = {}): Promise<Section> {
    const columns = { ...(await this.contentColumns(em, user, content, fallbackName)), ...freshness };
    const now = new Date();
    const row = em.create(SectionSchema, {
      ...newRow(user.id, now),
      projectId,
      name: columns.name ?? fallbackName,
      layingMethod: columns.layingMethod ?? null,
      status: columns.status ?? null,
      started: columns.started ?? null,
      resultsHash: columns.resultsHash ?? null,
      stale: columns.stale ?? null,
      data: columns.data ?? '{}',
      results: columns.results ?? null,
      favorites: columns.favorites ?? '[]',
      warnings: columns.warnings ?? '[]',
      incomplete: columns.incomplete ?? '[]',
      shareToken: null,
      version: 1,
    });
    await em.transactional(async (tx) => {
      tx.persist(row);
      await touchProject(tx, projectId, now);
    });
    return toSection(row);
  }

  /**
   * The columns a body's content sets. Data is checked by the domain's rules in the owner's context. The name
   * and `data.general.sectionName` stay equal: a given name is written into the data; without one, a
   * non-empty sectionName names the section. A new name alone rewrites the stored data's sectionName
   * (re-checked for its warnings, not refused for older issues).
   *
   * @param current - the stored section (patch, rename), or the name a new section falls back to
   */
  private async contentColumns(em: EntityManager, user: User, content: SectionContent, current: SectionHead | string): Promise<ContentColumns> {
    const columns: ContentColumns = {};
    const currentName = typeof current === 'string' ? current : current.name;
    let data: Record<string, unknown> | undefined = content.data;
    let storedData: SectionData | undefined;
    const nameOnly = data === undefined && content.name !== undefined && typeof current !== 'string';
    if (nameOnly) {
      data = parseJsonText<Record<string, unknown>>(current.data, {});
    }
    if (data !== undefined) {
      if (content.name !== undefined) {
        const general = typeof data['general'] === 'object' && data['general'] !== null ? data['general'] : {};
        data = { ...data, general: { ...general, sectionName: content.name } };
      }
      const checked = await checkSection(em, user, data, { block: !nameOnly });
      columns.data = JSON.stringify(checked.data);
      columns.warnings = JSON.stringify(checked.warnings);
      columns.incomplete = JSON.stringify(checked.incomplete);
      columns.layingMethod = checked.data.general.layingMethod ?? null;
      columns.name = nameOf(content.name, checked.data, currentName);
      storedData = checked.data;
    }
    Object.assign(columns, freshnessColumns(content.results, storedData, typeof current === 'string' ? { resultsHash: null } : { resultsHash: current.resultsHash ?? null, ...(current.data !== undefined ? { data: current.data } : {}) }));
    if (content.results !== undefined) {
      columns.results = content.results === null ? null : JSON.stringify(content.results);
      columns.status = statusOf(content.results);
      columns.started = startedOf(content.results);
    }
    if (content.favorites !== undefined) {
      await checkScenarioLicence(em, user, content.favorites, typeof current === 'string' ? new Set() : scenarioDataOf(current.favorites));
      columns.favorites = JSON.stringify(content.favorites);
    }
    await this.checkQuota(em, user, columns, typeof current === 'string' ? null : current.id);
    return columns;
  }

  /** Refuses a save whose JSON texts would take the owner past `DATA_QUOTA_MB` (413), counting what they replace. */
  private async checkQuota(em: EntityManager, user: User, columns: ContentColumns, id: string | null): Promise<void> {
    const added = (columns.data?.length ?? 0) + (columns.results?.length ?? 0) + (columns.favorites?.length ?? 0);
    if (added === 0 || this.config.dataQuotaBytes === 0) {
      return;
    }
    let freed = 0;
    if (id !== null) {
      const [old] = await selectRows(em, 'select length(data) as d, coalesce(length(results), 0) as r, length(favorites) as f from section where id = ?', [id]);
      freed =
        (columns.data !== undefined ? Number(old?.['d'] ?? 0) : 0) +
        (columns.results !== undefined ? Number(old?.['r'] ?? 0) : 0) +
        (columns.favorites !== undefined ? Number(old?.['f'] ?? 0) : 0);
    }
    await assertDataQuota(em, this.config.dataQuotaBytes, user.id, added, freed);
  }


  /**
   * Writes `changes` if the section meets `precondition` (still at one of its versions; any without one), and
   * touches its project(s), in one transaction; answers the section as stored: the UPDATE returns the row it wrote
   * (`RETURNING`, both databases), so a save costs no second read. Only a refused save reads the section again, for
   * the version it is at now. The statements are written by hand on the connection's transaction (the hottest
   * write: the entity layer's unit of work has nothing to do here).
   */
  private async update(em: EntityManager, row: SectionHead, precondition: SavePrecondition, changes: ContentColumns & { projectId?: string }): Promise<Section> {
    const now = new Date();
    const values = { ...changes, updatedAt: now };
    const columns = (Object.keys(values) as (keyof typeof values)[]).filter((key) => values[key] !== undefined);
    const versions = precondition.versions ?? [];
    const condition = versions.length === 0 ? '' : ` and version in (${versions.map(() => '?').join(', ')})`;
    const connection = em.getConnection();
    const stored = await connection.transactional(async (trx) => {
      const [written] = await connection.execute<RawRow[]>(
        `update section set ${columns.map((key) => `${SECTION_COLUMN[key]} = ?`).join(', ')}, version = version + 1 where id = ?${condition} ` +
          `returning ${Object.values(SECTION_COLUMN).join(', ')}`,
        [...columns.map((key) => values[key]), row.id, ...versions],
        'all',
        trx,
      );
      if (written === undefined) {
        return null;
      }
      const projects = new Set([row.projectId, changes.projectId ?? row.projectId]);
      for (const projectId of projects) {
        await connection.execute('update project set updated_at = ? where id = ?', [now, projectId], 'run', trx);
      }
      return written;
    });
    if (stored !== null) {
      return toSection(sectionRowOf(stored));
    }
    const current = await em.findOne(SectionSchema, { id: row.id }, { refresh: true });
    if (current === null || precondition.versions === undefined) {
      throw new NotFoundError(msg('section.notFound'));
    }
    throw preconditionError(precondition, current);
  }

  /**
   * The parts of a section a save needs ({@link SectionHead}), for a caller who may change it: one query, no entity.
   *
   * @throws NotFoundError when it does not exist or belongs to another user (admins read all)
   */
  private async findHead(em: EntityManager, user: User, id: string, withData: boolean, withFavourites = false): Promise<SectionHead> {
    const extra = `${withData ? ', data' : ''}${withFavourites ? ', favorites' : ''}`;
    const [raw] = await selectRows(em, `select id, project_id, owner_id, name, results_hash${extra} from section where id = ?`, [id]);
    if (raw === undefined) {
      throw new NotFoundError(msg('section.notFound'));
    }
    const head: SectionHead = {
      id: raw['id'] as string,
      projectId: raw['project_id'] as string,
      ownerId: raw['owner_id'] as string,
      name: raw['name'] as string,
      resultsHash: (raw['results_hash'] ?? null) as string | null,
      ...(withData ? { data: raw['data'] as string } : {}),
      ...(withFavourites ? { favorites: raw['favorites'] as string } : {}),
    };
    assertAccess(head.ownerId, user, 'write', 'section');
    return head;
  }

  /**
   * A section the caller may read or change.
   *
   * @throws NotFoundError when it does not exist or belongs to another user (admins read all)
   */
  private find(em: EntityManager, user: User, id: string, access: Access): Promise<SectionRow> {
    return findSection(em, user, id, access);
  }
}
