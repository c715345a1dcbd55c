// What belongs to sections registers here (studies), so that deleting a section deletes it and a share link shows it, without sections importing studies.
import type { SharedStudy } from '@cla/domain/api';
import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';

import { Registry } from '../common/registry.js';

/** Something kept for sections. */
export interface SectionContent {
  /** Deletes what belongs to these sections inside the caller's transaction. */
  deleteIn(tx: EntityManager, sectionIds: readonly string[]): Promise<void>;
  /** What a share link of the section shows of it. */
  sharedStudiesOf(em: EntityManager, sectionId: string): Promise<SharedStudy[]>;
}

/** The kinds of things kept for sections (registered by their modules when they start). */
@Injectable()
export class SectionContents extends Registry<SectionContent> {
  /** Deletes what every registered kind keeps for these sections, inside the caller's transaction. */
  async deleteIn(tx: EntityManager, sectionIds: readonly string[]): Promise<void> {
    if (sectionIds.length === 0) {
      return;
    }
    for (const content of this.all) {
      await content.deleteIn(tx, sectionIds);
    }
  }

  /** The studies a share link shows, of every registered kind. */
  async sharedStudiesOf(em: EntityManager, sectionId: string): Promise<SharedStudy[]> {
    const studies: SharedStudy[] = [];
    for (const content of this.all) {
      studies.push(...(await content.sharedStudiesOf(em, sectionId)));
    }
    return studies;
  }
}
