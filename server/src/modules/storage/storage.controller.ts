// GET /api/storage: what the caller stores against their quotas.
/** `GET /api/storage`: the caller's files and stored data against `UPLOAD_QUOTA_MB` and `DATA_QUOTA_MB`. */
import type { StorageUsage } from '@cla/domain/api';
import { EntityManager } from '@mikro-orm/core';
import { Controller, Get, Inject } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { storedDataCharacters, storedFileBytes } from '../../database/storage-usage.js';
import { CurrentUser } from '../identity/auth.decorators.js';
import type { User } from '../identity/user.entity.js';
import { RuntimeSettings } from '../settings/runtime-settings.js';

@Controller('api')
export class StorageController {
  constructor(
    private readonly em: EntityManager,
    private readonly runtime: RuntimeSettings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Bytes of files and characters of stored JSON in use, and the quotas (0: none). */
  @Get('storage')
  async usage(@CurrentUser() user: User): Promise<StorageUsage> {
    const em = this.em.fork();
    const [files, data, fileQuota] = await Promise.all([
      storedFileBytes(em, user.id),
      storedDataCharacters(em, user.id),
      this.runtime.uploadQuotaBytes(em),
    ]);
    return {
      files: { usedBytes: files, quotaBytes: fileQuota },
      data: { usedBytes: data, quotaBytes: this.config.dataQuotaBytes },
    };
  }
}
