// The message of the day, stored in app_setting.
import type { Motd } from '@cla/domain/api';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';

import { parseJsonText } from '../../database/json-text.js';
import { audit, INSTANCE } from '../admin-audit/admin-audit.js';
import { SettingsService } from '../settings/settings.service.js';
import type { MotdInput } from '@cla/domain/api';

/** The `app_setting` key of the message of the day (JSON `{keyPrefix, seqId, enable}`). */
export const MOTD_SETTING = 'motd';

/** What `GET /api/motd` answers until an admin sets a message. */
export const DEFAULT_MOTD: Motd = { keyPrefix: 'motd', seqId: 0, enable: false };

/** The message of the day: which translated message (`keyPrefix`), its sequence id, and whether it shows. */
@Injectable()
export class MotdService {
  constructor(
    private readonly settings: SettingsService,
    private readonly em: EntityManager,
  ) {}

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

  /**
   * The admin's `PUT /api/admin/motd`: stores the message with the next sequence id (so users who closed the previous
   * one see it again), languages with neither title nor message left out. Audited.
   */
  async publish(adminId: string, input: MotdInput): Promise<Motd> {
    const current = await this.get();
    const texts: NonNullable<Motd['texts']> = {};
    for (const [language, text] of Object.entries(input.texts)) {
      if (text !== undefined && (text.title !== '' || text.message !== '')) {
        texts[language as keyof typeof texts] = text;
      }
    }
    const next: Motd = { keyPrefix: current.keyPrefix, seqId: current.seqId + 1, enable: input.enable, texts };
    await this.set(next);
    const em = this.em.fork();
    audit(em, adminId, 'motd-update', { type: 'setting', id: INSTANCE }, { enable: input.enable, seqId: next.seqId });
    await em.flush();
    return this.get();
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
