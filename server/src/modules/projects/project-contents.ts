// What lives in projects registers here (sections), so that a project's answer lists it and deleting a project deletes it, without projects importing sections.
import type { SectionSummary } from '@cla/domain/api';
import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';

import { Registry } from '../common/registry.js';

/** Which projects: every project of an owner, or the given ones. */
export type ProjectSelection = { readonly ownerId: string } | { readonly projectIds: readonly string[] };

/** Something kept in projects. */
export interface ProjectContent {
  /** The summaries of what the projects hold, by project id, by name. */
  summariesOf(em: EntityManager, projects: ProjectSelection): Promise<Map<string, SectionSummary[]>>;
  /** Deletes what is in these projects inside the caller's transaction. */
  deleteIn(tx: EntityManager, projectIds: readonly string[]): Promise<void>;
}

/** The kinds of things kept in projects (registered by their modules when they start). */
@Injectable()
export class ProjectContents extends Registry<ProjectContent> {
  /** The summaries of every registered kind, by project id. */
  async summariesOf(em: EntityManager, projects: ProjectSelection): Promise<Map<string, SectionSummary[]>> {
    const out = new Map<string, SectionSummary[]>();
    for (const content of this.all) {
      for (const [projectId, summaries] of await content.summariesOf(em, projects)) {
        out.set(projectId, [...(out.get(projectId) ?? []), ...summaries]);
      }
    }
    return out;
  }

  /** Deletes what every registered kind keeps in these projects, inside the caller's transaction. */
  async deleteIn(tx: EntityManager, projectIds: readonly string[]): Promise<void> {
    for (const content of this.all) {
      await content.deleteIn(tx, projectIds);
    }
  }
}
