// The admin's tool on the database: a copy of the SQLite file.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { ConflictError } from '../../errors/domain-error.js';
import { audit, INSTANCE } from '../admin-audit/admin-audit.js';
import { msg } from '../../i18n/messages.js';

/** A database copy ready to stream; `done()` deletes the temporary file. */
export interface DatabaseBackup {
  readonly fileName: string;
  readonly size: number;
  readonly stream: Readable;
}

/** The admin's tool on the database: a backup of the SQLite file. */
@Injectable()
export class AdminBackupService {
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
      audit(em, adminId, 'backup-download', { type: 'database', id: INSTANCE }, { size });
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
}
