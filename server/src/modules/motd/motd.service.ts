// The message of the day, stored in app_setting.
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
    const motd: Motd = {
      keyPrefix: typeof stored.keyPrefix === 'string' ? stored.keyPrefix : DEFAULT_MOTD.keyPrefix,
      seqId: typeof stored.seqId === 'number' && Number.isFinite(stored.seqId) ? stored.seqId : DEFAULT_MOTD.seqId,
      enable: typeof stored.enable === 'boolean' ? stored.enable : DEFAULT_MOTD.enable,
    };
    const texts = textsOf(stored.texts);
    return texts === undefined ? motd : { ...motd, texts };
  }

  /** Stores the message of the day (the admin's page, `PUT /api/admin/motd`, and tests). */
  async set(motd: Motd): Promise<void> {
    await this.settings.set(MOTD_SETTING, JSON.stringify(motd));
  }
}

const LANGUAGES = ['en', 'fr', 'de', 'it'] as const;

/** The stored texts that are well formed, or undefined when there are none. */
function textsOf(raw: unknown): Motd['texts'] {
  if (typeof raw !== 'object' || raw === null) {
    return undefined;
  }
  const texts: NonNullable<Motd['texts']> = {};
  for (const language of LANGUAGES) {
    const text = (raw as Record<string, unknown>)[language] as { title?: unknown; message?: unknown } | undefined;
    if (typeof text?.title === 'string' && typeof text.message === 'string') {
      texts[language] = { title: text.title, message: text.message };
    }
  }
  return Object.keys(texts).length === 0 ? undefined : texts;
}
