// Studies: asked for on a section (checked and queued), read and listed.
import type { Study } from '@cla/domain/api';
import type { CreateStudyBody } from '@cla/domain/contracts';
import { isReadyGiven, type LayingMethod, normalizeSectionData, type PresetLike, type SectionContext, validateSection } from '@cla/domain';
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { iso, parseJsonText } from '../../database/json-text.js';
import { fieldIssue, NotFoundError, RateLimitedError, renamedIssue, UnprocessableError, ValidationError } from '../../errors/domain-error.js';
import { fieldIssuesOf } from '../../http/schema/zod-issues.js';
import { assertAccess, type Access } from '../identity/ownership.js';
import type { User } from '../identity/user.entity.js';
import { resolveLicence } from '../companies/licence-resolver.js';
import { licenceRefusal } from '../companies/licence-rules.js';
import { visiblePresetsOfTypes } from '../presets/preset-lookup.js';
import { machinesOf } from '../sections/section-validation.js';
import { findSection } from '../sections/section-check.js';
import { ACTIVE_STATUSES, BatchSchema, type BatchRow, type StudyStatus } from './batch.entity.js';
import { type StudyInput, studyKind } from './study-kinds.js';
import { StudyQueue } from './study-queue.js';
import { msg } from '../../i18n/messages.js';
import { newRow } from '../common/new-row.js';

/** `POST /api/studies`'s body as the schema answers it (CreateStudyBody of @cla/domain/contracts). */
export type CreateStudyInput = z.output<typeof CreateStudyBody>;

/** The owner's and the global presets of these types, the same for every runner (by id). */
async function presetsOf(em: EntityManager, user: User, types: readonly string[]): Promise<PresetLike[]> {
  if (types.length === 0) {
    return [];
  }
  const rows = await visiblePresetsOfTypes(em, user.id, types);
  return rows.map((row) => ({ id: row.id, name: row.name, type: row.type as PresetLike['type'], data: parseJsonText<Record<string, unknown>>(row.data, {}) }));
}

function toStudy(row: BatchRow): Study {
  return {
    id: row.id,
    section: row.sectionId,
    kind: row.kind as Study['kind'],
    status: row.status as StudyStatus,
    progress: Number(row.progress),
    runs: row.runs,
    options: parseJsonText<Study['options']>(row.options, {}),
    result: parseJsonText<Study['result']>(row.result, null),
    error: row.error ?? null,
    createdAt: iso(row.createdAt),
    startedAt: row.startedAt ? iso(row.startedAt) : null,
    finishedAt: row.finishedAt ? iso(row.finishedAt) : null,
  } as Study;
}

/** The columns a study answer reads (never `input`, the section's whole data). */
const ANSWER_FIELDS = ['id', 'sectionId', 'ownerId', 'kind', 'status', 'progress', 'runs', 'options', 'result', 'error', 'createdAt', 'startedAt', 'finishedAt'] as const;

/**
 * Studies run as jobs on a section (`batch`): asked for by the section's owner, read by whoever may read the section
 * (the owner; admins read-only), run by the {@link StudyQueue} (the server process, or workers through Redis).
 */
@Injectable()
export class StudiesService {
  constructor(
    private readonly em: EntityManager,
    private readonly queue: StudyQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Checks the request, stores the study `queued` with everything it runs on, and hands it to the queue.
   *
   * @throws ValidationError (400) for a kind not available yet or bad options (fields `kind`, `options.…`)
   * @throws NotFoundError for a section the caller may not see; ForbiddenError for an admin on another's section
   * @throws LicenceError (403) when the licence refuses the section's method (or any calculation)
   * @throws UnprocessableError (422) when the section is not ready to simulate or does not suit the kind (and options)
   * @throws RateLimitedError (429) past `STUDY_USER_LIMIT` queued or running studies
   */
  async create(user: User, body: CreateStudyInput): Promise<Study> {
    const kind = studyKind(body.kind);
    if (kind === undefined) {
      throw new ValidationError([fieldIssue('kind', 'issue.studyKindUnavailable', { kind: body.kind })]);
    }
    const parsed = kind.options.safeParse(body.options ?? {});
    if (!parsed.success) {
      throw new ValidationError(fieldIssuesOf(parsed.error as z.ZodError).map((issue) => renamedIssue(issue, issue.field === '(body)' ? 'options' : `options.${issue.field}`)));
    }
    const em = this.em.fork();
    const section = await this.section(em, user, body.section, 'write');
    const data = normalizeSectionData(parseJsonText<unknown>(section.data, {}));
    const licence = await resolveLicence(em, user);
    const method = typeof data.general.layingMethod === 'string' ? data.general.layingMethod : null;
    const refusal = licenceRefusal(licence, body.kind === 'methods' ? null : method);
    if (refusal !== null) {
      throw refusal;
    }
    const presetTypes = kind.presetTypes?.(data, parsed.data) ?? [];
    const input: StudyInput = {
      data,
      machines: await machinesOf(em, user, data),
      allowedLayingMethods: [...licence.allowedLayingMethods] as LayingMethod[],
      ...(kind.presetTypes !== undefined ? { presets: await presetsOf(em, user, presetTypes) } : {}),
    };
    const context: SectionContext = { machines: input.machines, allowedLayingMethods: input.allowedLayingMethods };
    const errors = validateSection(data, context).filter((issue) => issue.level === 'error');
    if (!isReadyGiven(errors)) {
      throw new UnprocessableError(msg('study.notReady', { keys: errors.map((issue) => issue.key).join(', ') }), { issues: errors });
    }
    const refused = kind.refuse?.(input, parsed.data) ?? null;
    if (refused !== null) {
      throw new UnprocessableError(refused);
    }
    const problems = kind.check?.(input, parsed.data) ?? [];
    if (problems.length > 0) {
      throw new ValidationError(problems);
    }
    const now = new Date();
    const row = em.create(BatchSchema, {
      ...newRow(user.id, now),
      sectionId: section.id,
      kind: body.kind,
      status: 'queued',
      progress: 0,
      runs: 0,
      options: JSON.stringify(parsed.data),
      input: JSON.stringify(input),
      result: null,
      error: null,
      startedAt: null,
      finishedAt: null,
    });
    await em.persist(row).flush();
    // Counted after the insert, so that two requests at once cannot both pass the limit.
    const active = await em.count(BatchSchema, { ownerId: user.id, status: { $in: [...ACTIVE_STATUSES] } });
    if (active > this.config.studies.userLimit) {
      await em.nativeDelete(BatchSchema, { id: row.id });
      throw new RateLimitedError(msg('study.tooMany', { count: active - 1, limit: this.config.studies.userLimit }), 5);
    }
    try {
      await this.queue.enqueue(row.id, user.id);
    } catch (error) {
      await em.nativeDelete(BatchSchema, { id: row.id });
      throw error;
    }
    return toStudy(row);
  }

  /** One study, for whoever may read its section. */
  async get(user: User, id: string): Promise<Study> {
    const row = await this.em.fork().findOne(BatchSchema, { id }, { fields: [...ANSWER_FIELDS], disableIdentityMap: true });
    if (row === null) {
      throw new NotFoundError(msg('study.notFound'));
    }
    assertAccess(row.ownerId, user, 'read', 'study');
    return toStudy(row as BatchRow);
  }

  /** The studies of a section, newest first. */
  async listOfSection(user: User, sectionId: string): Promise<Study[]> {
    const em = this.em.fork();
    await this.section(em, user, sectionId, 'read');
    const rows = await em.find(BatchSchema, { sectionId }, { fields: [...ANSWER_FIELDS], orderBy: { createdAt: 'desc', id: 'desc' }, disableIdentityMap: true });
    return rows.map((row) => toStudy(row as BatchRow));
  }

  /**
   * Deletes one of the caller's studies. A queued study leaves the queue (its BullMQ job is removed); a running one
   * stops before its next engine run, once its runner sees the study gone (at its next progress write); a finished
   * one is simply deleted.
   *
   * @throws NotFoundError for an unknown study or another user's; ForbiddenError for an admin (read-only)
   */
  async remove(user: User, id: string): Promise<void> {
    const em = this.em.fork();
    const row = await em.findOne(BatchSchema, { id }, { fields: ['id', 'ownerId'], disableIdentityMap: true });
    if (row === null) {
      throw new NotFoundError(msg('study.notFound'));
    }
    assertAccess(row.ownerId, user, 'write', 'study');
    await em.nativeDelete(BatchSchema, { id });
    await this.queue.remove(id);
  }

  private async section(em: EntityManager, user: User, id: string, access: Access) {
    return findSection(em, user, id, access);
  }
}
