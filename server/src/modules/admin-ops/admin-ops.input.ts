// The request schemas of the admin area's operations.
import { z } from 'zod';

import { mustBe } from '../../http/schema/fields.js';
import { customIssue, issue } from '../../http/schema/issue-messages.js';
import { msg } from '../../i18n/messages.js';
import { newPassword } from '../identity/user-fields.js';
import { RuntimeSettingsShape } from '../settings/runtime-settings.js';

const DAYS = mustBe(msg('what.wholeDaysFromTo', { min: 1, max: 366 }));

/** `GET /api/admin/statistics?days=`: 1–366 days back, today included (default 30). */
export const StatisticsQuery = z.strictObject({
  days: z.coerce
    .number({ error: DAYS })
    .int({ error: DAYS })
    .min(1, { error: DAYS })
    .max(366, { error: DAYS })
    .default(30),
});
export type StatisticsQuery = z.output<typeof StatisticsQuery>;

const motdText = z.strictObject({
  title: z.string().trim().max(200, { error: issue('issue.maxCharacters', { max: 200 }) }),
  message: z.string().trim().max(5000, { error: issue('issue.maxCharacters', { max: 5000 }) }),
});

/**
 * `PUT /api/admin/motd {enable, texts}`: the message of the day in up to four languages (plain text; an empty title
 * and message leave that language to English, then to the catalogue). Saving bumps its sequence id, so that every user
 * sees it again.
 */
export const MotdBody = z
  .strictObject({
    enable: z.boolean({ error: mustBe('what.boolean') }),
    texts: z.strictObject({ en: motdText.optional(), fr: motdText.optional(), de: motdText.optional(), it: motdText.optional() }),
  })
  .superRefine((body, context) => {
    if (body.enable && !Object.values(body.texts).some((text) => text !== undefined && text.message !== '')) {
      context.addIssue(customIssue(['texts', 'en', 'message'], 'issue.notEmptyWhenEnabled'));
    }
  });
export type MotdInput = z.output<typeof MotdBody>;

/** `PUT /api/admin/settings`: the values to store; a key left out goes back to its environment default. */
export const RuntimeSettingsBody = RuntimeSettingsShape.partial();
export type RuntimeSettingsInput = z.output<typeof RuntimeSettingsBody>;

/** `POST /api/admin/users/{id}/password {password}`: the rules of a new password. */
export const AdminPasswordBody = z.strictObject({ password: newPassword() });
export type AdminPasswordInput = z.output<typeof AdminPasswordBody>;

