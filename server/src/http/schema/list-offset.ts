// The offset query parameter of paged lists.
/** The `offset` query parameter of the paged lists (`database/byte-pages.ts`): an integer ≥ 0, default 0. */
import { z } from 'zod';
import { MAX_INT32, must } from '@cla/domain/contracts';

import { issue } from './issue-messages.js';

export const ListOffset = z.coerce
  .number({ error: must('what.integerAtLeast0') })
  .int({ error: must('what.integerAtLeast0') })
  .min(0, { error: must('what.integerAtLeast0') })
  .max(MAX_INT32, { error: issue('issue.atMost', { max: MAX_INT32 }) })
  .optional()
  .describe('where the page starts: the number of items of the pages before (see the Link header)');
