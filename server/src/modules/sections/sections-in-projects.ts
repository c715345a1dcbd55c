// The section summaries of projects' answers (name, method, outcome), and the deletion of projects' sections: registered with projects.
import type { LayingMethod, SimulationStatus } from '@cla/domain';
import type { SectionSummary } from '@cla/domain/api';
import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';

import { iso } from '../../database/json-text.js';
import { byName } from '../../database/order.js';
import { booleanOf, dateOf, selectRows } from '../../database/raw-rows.js';
import type { ProjectContent, ProjectSelection } from '../projects/project-contents.js';
import { SectionContents } from './section-contents.js';
import { SectionSchema } from './section.entity.js';

type SummaryRow = { id: string; projectId: string; name: string; layingMethod?: string | null; status?: string | null; started?: boolean | null; stale?: boolean | null; updatedAt: Date };

function toSummary(row: SummaryRow): SectionSummary {
  const summary: SectionSummary = {
    id: row.id,
    name: row.name,
    layingMethod: (row.layingMethod ?? null) as LayingMethod | null,
    updatedAt: iso(row.updatedAt),
  };
  if (row.status !== null && row.status !== undefined) {
    summary.status = row.status as SimulationStatus;
    // whether its cable moved: a failure that could not start reads "cannot start", not "limit reached"
    if (row.started !== null && row.started !== undefined) {
      summary.started = row.started;
    }
    // whether the result still belongs to the data (section-freshness.ts), beside the outcome
    summary.stale = row.stale === true;
  }
  return summary;
}

/** Sections as the contents of projects ({@link ProjectContent}). */
@Injectable()
export class SectionsInProjects implements ProjectContent {
  constructor(private readonly contents: SectionContents) {}

  /** Indexed by `project_id` (for an owner, joined to the owner's projects), by name. */
  async summariesOf(em: EntityManager, projects: ProjectSelection): Promise<Map<string, SectionSummary[]>> {
    const rows =
      'ownerId' in projects
        ? (
            await selectRows(
              em,
              'select s.id, s.project_id, s.name, s.laying_method, s.status, s.started, s.stale, s.updated_at from section s ' +
                'join project p on p.id = s.project_id where p.owner_id = ?',
              [projects.ownerId],
            )
          ).map((section) => ({
            id: section['id'] as string,
            projectId: section['project_id'] as string,
            name: section['name'] as string,
            layingMethod: section['laying_method'] as string | null,
            status: section['status'] as string | null,
            started: booleanOf(section['started']),
            stale: booleanOf(section['stale']),
            updatedAt: dateOf(section['updated_at']),
          }))
        : ((await em.find(
            SectionSchema,
            { projectId: { $in: [...projects.projectIds] } },
            { fields: ['id', 'projectId', 'name', 'layingMethod', 'status', 'started', 'stale', 'updatedAt'] },
          )) as SummaryRow[]);
    const out = new Map<string, SectionSummary[]>();
    for (const row of byName(rows)) {
      out.set(row.projectId, [...(out.get(row.projectId) ?? []), toSummary(row)]);
    }
    return out;
  }

  /** Deletes the sections of these projects, with what belongs to them ({@link SectionContents}). */
  async deleteIn(tx: EntityManager, projectIds: readonly string[]): Promise<void> {
    const ids = [...projectIds];
    const sections = await tx.find(SectionSchema, { projectId: { $in: ids } }, { fields: ['id'] });
    await this.contents.deleteIn(
      tx,
      sections.map((section) => section.id),
    );
    await tx.nativeDelete(SectionSchema, { projectId: { $in: ids } });
  }
}
