// The request schemas of the admin area's operations (statistics, run-time settings).
import { z } from 'zod';
import { mustBe } from '@cla/domain/contracts';

import { msg } from '../../i18n/messages.js';
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

/** `PUT /api/admin/settings`: the values to store; a key left out goes back to its environment default. */
export const RuntimeSettingsBody = RuntimeSettingsShape.partial();
export type RuntimeSettingsInput = z.output<typeof RuntimeSettingsBody>;

