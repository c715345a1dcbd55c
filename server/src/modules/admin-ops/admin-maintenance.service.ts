// The admin's tools on the database: a copy of the SQLite file, and the rebuild of the sections' derived columns.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { parseJsonText } from '../../database/json-text.js';
import { ConflictError } from '../../errors/domain-error.js';
import { UserSchema } from '../identity/user.entity.js';
import { audit } from '../admin-audit/admin-audit.js';
import { checkSection } from '../sections/section-validation.js';
import { type SectionRow, SectionSchema } from '../sections/section.entity.js';
import { msg } from '../../i18n/messages.js';

/** A database copy ready to stream; `done()` deletes the temporary file. */
export interface DatabaseBackup {
  readonly fileName: string;
  readonly size: number;
  readonly stream: Readable;
}

/** What a rebuild of the derived data did. */
export interface RebuildReport {
  readonly sections: number;
  readonly changed: number;
  /** Sections whose data could not be checked (logged), left as they were. */
  readonly skipped: number;
}

const BATCH = 200;

/** The admin's tools on the database: a backup of the SQLite file, and the rebuild of the sections' derived columns. */
@Injectable()
export class AdminMaintenanceService {
  private readonly logger = new Logger('AdminMaintenance');

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A consistent copy of the SQLite database (`VACUUM INTO` a temporary file, which SQLite writes from one read
   * transaction while the app goes on), streamed then deleted. Audited.
   *
   * @throws ConflictError `{ reason: 'postgresql' }` on PostgreSQL: back it up with its own tools (pg_dump)
   */
  async backup(adminId: string, now = new Date()): Promise<DatabaseBackup> {
    if (this.config.database.kind !== 'sqlite') {
      throw new ConflictError(
        msg('admin.backupPostgres'),
        { reason: 'postgresql' },
      );
    }
    const dir = await mkdtemp(join(tmpdir(), 'cla-backup-'));
    const file = join(dir, 'backup.sqlite');
    try {
      // The path is ours (mkdtemp: letters, digits, / - _ .): quoting it is enough.
      await this.em.getConnection().execute(`VACUUM INTO '${file.replaceAll("'", "''")}'`);
      const { size } = await stat(file);
      const em = this.em.fork();
      audit(em, adminId, 'backup-download', { type: 'database', id: '00000000-0000-0000-0000-000000000000' }, { size });
      await em.flush();
      const stream = createReadStream(file);
      stream.once('close', () => void rm(dir, { recursive: true, force: true }));
      const stamp = now.toISOString().slice(0, 19).replaceAll(':', '-');
      return { fileName: `cla-${stamp}.sqlite`, size, stream };
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

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
      const owners = new Map((await em.find(UserSchema, { id: { $in: [...new Set(rows.map((row) => row.ownerId))] } })).map((user) => [user.id, user]));
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
    audit(em, adminId, 'derived-rebuild', { type: 'database', id: '00000000-0000-0000-0000-000000000000' }, report);
    await em.flush();
    return report;
  }
}
