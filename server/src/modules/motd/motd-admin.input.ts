// The request schema of the admin's message of the day (`PUT /api/admin/motd`).
import { z } from 'zod';
import { mustBe } from '@cla/domain/contracts';

import { customIssue, issue } from '../../http/schema/issue-messages.js';

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
