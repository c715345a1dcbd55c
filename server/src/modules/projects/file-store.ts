// Where uploaded files live on disk: moved in, read, removed.
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';

/** Where multer writes uploads while they arrive. */
export function uploadDirectoryOf(config: Pick<AppConfig, 'dataDir'>): string {
  return join(config.dataDir, 'uploads');
}

/** An upload older than this in `uploads/` was abandoned. */
const STALE_UPLOAD_MS = 60 * 60 * 1000;

/**
 * The uploaded files on disk: `DATA_DIR/files/<fileId>` (the id is a UUID, so names are safe); uploads land
 * in `DATA_DIR/uploads/` first and move into place once accepted. Nothing is kept in memory, so several server
 * processes can share the folder.
 */
@Injectable()
export class FileStore implements OnApplicationBootstrap {
  private readonly logger = new Logger('Files');
  readonly directory: string;
  readonly uploadDirectory: string;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'dataDir'>) {
    this.directory = join(config.dataDir, 'files');
    this.uploadDirectory = uploadDirectoryOf(config);
  }

  /** Removes uploads left behind by a crash (older than an hour: another process may be receiving one now). */
  async onApplicationBootstrap(): Promise<void> {
    const names = await readdir(this.uploadDirectory).catch(() => [] as string[]);
    const cutoff = Date.now() - STALE_UPLOAD_MS;
    for (const name of names) {
      const path = join(this.uploadDirectory, name);
      const info = await stat(path).catch(() => null);
      if (info !== null && info.isFile() && info.mtimeMs < cutoff) {
        await this.discard(path);
      }
    }
  }

  /** Where the bytes of a file are. */
  pathOf(fileId: string): string {
    return join(this.directory, fileId);
  }

  /** Moves an accepted upload into place under its id. */
  async adopt(uploadPath: string, fileId: string): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    await rename(uploadPath, this.pathOf(fileId));
  }

  /** Whether the bytes of a file are on disk. */
  async exists(fileId: string): Promise<boolean> {
    return stat(this.pathOf(fileId)).then(
      () => true,
      () => false,
    );
  }

  /** Removes files (after their rows are gone); a failure is logged, not thrown: the rows are what count. */
  async remove(fileIds: readonly string[]): Promise<void> {
    await Promise.all(
      fileIds.map((id) =>
        rm(this.pathOf(id), { force: true }).catch((error: unknown) => this.logger.warn(`Could not remove file ${id}: ${String(error)}`)),
      ),
    );
  }

  /** Removes a temporary upload, if still there. */
  async discard(uploadPath: string): Promise<void> {
    await rm(uploadPath, { force: true }).catch(() => undefined);
  }
}
