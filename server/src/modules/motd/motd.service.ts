import type { Motd } from '@cla/domain/api';
import { Injectable } from '@nestjs/common';

import { parseJsonText } from '../../database/json-text.js';
import { SettingsService } from '../settings/settings.service.js';

/** The `app_setting` key of the message of the day (JSON `{keyPrefix, seqId, enable}`). */
export const MOTD_SETTING = 'motd';

/** What `GET /api/motd` answers until an admin sets a message. */
export const DEFAULT_MOTD: Motd = { keyPrefix: 'motd', seqId: 0, enable: false };

/** The message of the day: which translated message (`keyPrefix`), its sequence id, and whether it shows. */
@Injectable()
export class MotdService {
  constructor(private readonly settings: SettingsService) {}

  async get(): Promise<Motd> {
    const stored = parseJsonText<Partial<Motd>>(await this.settings.get(MOTD_SETTING), {});
    return {
      keyPrefix: typeof stored.keyPrefix === 'string' ? stored.keyPrefix : DEFAULT_MOTD.keyPrefix,
      seqId: typeof stored.seqId === 'number' && Number.isFinite(stored.seqId) ? stored.seqId : DEFAULT_MOTD.seqId,
      enable: typeof stored.enable === 'boolean' ? stored.enable : DEFAULT_MOTD.enable,
    };
  }

  /** Stores the message of the day (for the admin pages to come, and tests). */
  async set(motd: Motd): Promise<void> {
    await this.settings.set(MOTD_SETTING, JSON.stringify(motd));
  }
}
