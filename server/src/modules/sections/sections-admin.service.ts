// The admin's rebuild of the sections' derived columns (`POST /api/admin/tools/rebuild-derived`).
import { EntityManager } from '@mikro-orm/core';
import { Injectable, Logger } from '@nestjs/common';

import { parseJsonText } from '../../database/json-text.js';
import { usersById } from '../identity/user-lookup.js';
import { audit, INSTANCE } from '../admin-audit/admin-audit.js';
import { checkSection } from './section-validation.js';
import { type SectionRow, SectionSchema } from './section.entity.js';

/** What a rebuild of the derived data did. */
export interface RebuildReport {
  readonly sections: number;
  readonly changed: number;
  /** Sections whose data could not be checked (logged), left as they were. */
  readonly skipped: number;
}

const BATCH = 200;

/** The admin's tool on the sections: the rebuild of their derived columns, in batches, audited. */
@Injectable()
export class SectionsAdminService {
  private readonly logger = new Logger('SectionsAdmin');

  constructor(private readonly em: EntityManager) {}

  /**
   * Recomputes the columns derived from each section's data: its `warnings` and `incomplete` issues (which depend on
   * the owner's licence today and on the machine presets the section names, both of which change after the save)
   * and its `layingMethod`. The data, results and version are not touched. Audited with the counts.
   */
  async rebuildDerived(adminId: string): Promise<RebuildReport> {
    let sections = 0;
    let changed = 0;
    let skipped = 0;
    let after: string | null = null;
    for (;;) {
      const em = this.em.fork();
      const rows: SectionRow[] = await em.find(SectionSchema, after === null ? {} : { id: { $gt: after } }, { orderBy: { id: 'asc' }, limit: BATCH });
      if (rows.length === 0) {
        break;
      }
      after = rows[rows.length - 1]!.id;
      const owners = await usersById(em, rows.map((row) => row.ownerId));
      for (const row of rows) {
        sections += 1;
        const owner = owners.get(row.ownerId);
        if (owner === undefined) {
          skipped += 1;
          continue;
        }
        try {
          const checked = await checkSection(em, owner, parseJsonText<Record<string, unknown>>(row.data, {}), { block: false });
          const next = {
            warnings: JSON.stringify(checked.warnings),
            incomplete: JSON.stringify(checked.incomplete),
            layingMethod: checked.data.general.layingMethod ?? null,
          };
          if (next.warnings !== row.warnings || next.incomplete !== row.incomplete || next.layingMethod !== row.layingMethod) {
            await em.nativeUpdate(SectionSchema, { id: row.id }, next);
            changed += 1;
          }
        } catch (error) {
          skipped += 1;
          this.logger.warn(`Section ${row.id} could not be checked: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    const report = { sections, changed, skipped };
    const em = this.em.fork();
    audit(em, adminId, 'derived-rebuild', { type: 'database', id: INSTANCE }, report);
    await em.flush();
    return report;
  }

  /** How many sections there are (the admin's dashboard). */
  count(): Promise<number> {
    return this.em.fork().count(SectionSchema, {});
  }
}
