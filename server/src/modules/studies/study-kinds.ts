// The kinds of study a job may run.
import { cofUncertainty, compareMethods, placeMachines, placementKind } from '@cla/domain';
import { CofStudyOptions, MethodsStudyOptions, PushersStudyOptions, STUDY_KIND_NAMES } from '@cla/domain/contracts';

import { childPath } from '../../http/schema/body-limits.js';
import { fieldIssue } from '../../errors/domain-error.js';
import { msg } from '../../i18n/messages.js';
import { calibration } from './calibration-study.js';
import { equipment } from './equipment-study.js';
import { contextOf, methodOf, requestAndTarget, type StudyKind } from './study-kind.js';

export type { StudyInput, StudyKind } from './study-kind.js';

/**
 * The kinds of study a job may run. Each kind is one entry of {@link STUDY_KINDS}: the schema of its options (in
 * `@cla/domain/contracts`) and the function that runs it on a {@link StudyInput} through any `RunEngine` (the
 * server's pool or a worker's engine). A kind named in `STUDY_KIND_NAMES` without an entry would be answered "not
 * available yet" (400).
 */
export type StudyKindName = (typeof STUDY_KIND_NAMES)[number];

const methods: StudyKind<typeof MethodsStudyOptions> = {
  options: MethodsStudyOptions,
  async run(input, _options, run, progress) {
    const result = await compareMethods(input.data, run, { ...progress, context: contextOf(input), allowedLayingMethods: input.allowedLayingMethods });
    return { methods: result.rows, routeLength: result.routeLength };
  },
};

const pushers: StudyKind<typeof PushersStudyOptions> = {
  options: PushersStudyOptions,
  refuse(input) {
    return placementKind(input.data.general.layingMethod) === null ? msg('study.refuse.placement', { method: methodOf(input) }) : null;
  },
  async run(input, options, run, progress) {
    const { request, target } = requestAndTarget(input);
    const result = await placeMachines(request, target, run, { ...options, ...progress });
    return { machine: placementKind(input.data.general.layingMethod), count: result.positions.length, ...result };
  },
};

const cof: StudyKind<typeof CofStudyOptions> = {
  options: CofStudyOptions,
  check(input, options) {
    const ids = new Set(input.data.stretches.rows.map((row) => row.id));
    return Object.keys(options.perStretch ?? {})
      .filter((id) => !ids.has(id))
      .map((id) => fieldIssue(childPath('options.perStretch', id), 'issue.notAStretch'));
  },
  async run(input, options, run, progress) {
    const { request, target } = requestAndTarget(input);
    const result = await cofUncertainty(request, target, run, { ...progress, range: options.cof, perStretch: options.perStretch, runs: options.runs, seed: options.seed });
    const { samples: _samples, ...summary } = result;
    return summary;
  },
};

/** The kinds wired to a runner. Adding a kind: its options schema and an entry here. */
export const STUDY_KINDS: Partial<Record<StudyKindName, StudyKind>> = { methods, pushers, cof, equipment, calibration };

/** The kind's runner, or undefined when it is not available yet. */
export function studyKind(name: string): StudyKind | undefined {
  return Object.hasOwn(STUDY_KINDS, name) ? STUDY_KINDS[name as StudyKindName] : undefined;
}
