// The latest finished study of each kind of a section, as its share link shows it.
import type { SharedStudy } from '@cla/domain/api';
import type { EntityManager } from '@mikro-orm/core';

import { iso, parseJsonText } from '../../database/json-text.js';
import { BatchSchema } from './batch.entity.js';
import { STUDY_KIND_NAMES } from '@cla/domain/contracts';

/**
 * The latest finished (`done`) study of each kind of a section, in the order of {@link STUDY_KIND_NAMES}: its kind,
 * result and end only (no id, owner, options or input: a shared link shows results, not what the owner typed).
 */
export async function latestFinishedStudies(em: EntityManager, sectionId: string): Promise<SharedStudy[]> {
  const studies: SharedStudy[] = [];
  for (const kind of STUDY_KIND_NAMES) {
    const row = await em.findOne(
      BatchSchema,
      { sectionId, kind, status: 'done' },
      { fields: ['id', 'kind', 'result', 'finishedAt'], orderBy: { finishedAt: 'desc', id: 'desc' }, disableIdentityMap: true },
    );
    const result = row?.result == null ? null : parseJsonText<SharedStudy['result'] | null>(row.result, null);
    if (row?.finishedAt != null && result !== null) {
      studies.push({ kind, result, finishedAt: iso(row.finishedAt) } as SharedStudy);
    }
  }
  return studies;
}
