// The COF calibration study: fits the coefficient of friction to a field log (rows or CSV).
import { calibrateCof, defaultLoggedMachine, needsEquipment } from '@cla/domain';
import { CalibrationStudyOptions } from '@cla/domain/contracts';
import type { z } from 'zod';

import { fieldIssue } from '../../errors/domain-error.js';
import { msg } from '../../i18n/messages.js';
import { methodOf, requestAndTarget, type StudyKind } from './study-kind.js';

type Options = z.output<typeof CalibrationStudyOptions>;

const machineNeeds = { winch: 'pullingMachine', pusher: 'pushingMachine' } as const;

/** COF calibration (`calibrateCof`) on the section's request. */
export const calibration: StudyKind<typeof CalibrationStudyOptions> = {
  options: CalibrationStudyOptions,
  refuse(input) {
    const method = input.data.general.layingMethod;
    return method == null || defaultLoggedMachine(method) === null
      ? msg('study.refuse.calibration', { method: methodOf(input) })
      : null;
  },
  check(input, options: Options) {
    return options.machine !== undefined && !needsEquipment(input.data.general.layingMethod, machineNeeds[options.machine])
      ? [input.data.general.layingMethod ? fieldIssue('options.machine', 'issue.machineNotUsed', { method: input.data.general.layingMethod }) : fieldIssue('options.machine', 'issue.machineNotUsedNoMethod')]
      : [];
  },
  async run(input, options, run, progress) {
    const { request } = requestAndTarget(input);
    return calibrateCof(request, options.log, run, { ...progress, perStretch: options.perStretch, ...(options.machine !== undefined ? { machine: options.machine } : {}) });
  },
};
