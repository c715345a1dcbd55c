// The storage module: a user's storage and quotas.
import { Module } from '@nestjs/common';

import { SettingsModule } from '../settings/settings.module.js';
import { StorageController } from './storage.controller.js';

/** What one user stores against their quotas: `GET /api/storage`. */
@Module({
  imports: [SettingsModule],
  controllers: [StorageController],
})
export class StorageModule {}
