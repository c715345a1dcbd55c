// The request schemas of studies.
import { z } from 'zod';
import { id, jsonObject, must, oneOf } from '@cla/domain/contracts';

import { STUDY_KIND_NAMES } from './study-kinds.js';

/**
 * `POST /api/studies`: `{ section, kind, options }`. The options are checked by the kind's own schema
 * (`study-kinds.ts`: MethodsStudyOptions, PushersStudyOptions, CofStudyOptions), their issues named `options.…`.
 */
export const CreateStudyBody = z.strictObject({
  section: id().describe('the section the study runs on (one of the caller’s)'),
  kind: z.enum(STUDY_KIND_NAMES, { error: must(oneOf(STUDY_KIND_NAMES)) }).describe('equipment and calibration are not available yet (400)'),
  options: jsonObject('what.object').optional().describe('the kind’s options: MethodsStudyOptions, PushersStudyOptions or CofStudyOptions'),
});
export type CreateStudyInput = z.output<typeof CreateStudyBody>;

/** `GET /api/studies?section=ID`. */
export const StudyListQuery = z.object({ section: id().describe('the id of a section') });
