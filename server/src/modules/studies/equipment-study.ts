// The equipment sizing study: which of the candidate presets are enough for a section.
import { DEFAULT_SIZING_MARGIN, SIZED_EQUIPMENT_KINDS, sizedKinds, sizeEquipment, sizingCandidates } from '@cla/domain';
import { z } from 'zod';
import { finite, must, oneOf } from '@cla/domain/contracts';

import { issue } from '../../http/schema/issue-messages.js';
import { type MessageKey, msg } from '../../i18n/messages.js';
import { contextOf, methodOf, type StudyKind } from './study-kind.js';

/** The largest margin accepted: 10 (1000 %). */
export const MAX_SIZING_MARGIN = 10;

export const EquipmentStudyOptions = z
  .strictObject(
    {
      margin: finite()
        .min(0, { error: issue('issue.atLeast', { min: 0 }) })
        .max(MAX_SIZING_MARGIN, { error: issue('issue.atMost', { max: MAX_SIZING_MARGIN }) })
        .default(DEFAULT_SIZING_MARGIN)
        .describe('the required margin as a share (0.1 = 10 %): ok when rating ≥ (1 + margin) × needed'),
      kinds: z
        .array(z.enum(SIZED_EQUIPMENT_KINDS as [string, ...string[]], { error: must(oneOf(SIZED_EQUIPMENT_KINDS)) }), { error: must('what.kinds') })
        .min(1, { error: issue('issue.atLeastOneKind') })
        .max(SIZED_EQUIPMENT_KINDS.length, { error: issue('issue.maxKinds', { max: SIZED_EQUIPMENT_KINDS.length }) })
        .optional()
        .describe('the kinds of equipment to size (among those the section’s laying method uses); default all of them'),
    },
    { error: must('what.object') },
  )
  .describe(
    'equipment sizing: the section run once with each of the owner’s and the global presets of each kind in place of its own equipment; which would do the job with the margin',
  );

type Options = z.output<typeof EquipmentStudyOptions>;
type SizedKind = (typeof SIZED_EQUIPMENT_KINDS)[number];

/** A kind of equipment as the user knows it (`pulling machine`, `treuil`…), not its identifier. */
const KIND_NAMES: Readonly<Record<SizedKind, MessageKey>> = {
  pullingMachine: 'kind.pullingMachine',
  pushingMachine: 'kind.pushingMachine',
  compressor: 'kind.compressor',
  waterPump: 'kind.waterPump',
};

const kindsOf = (method: string | null | undefined, options: Options) => sizedKinds(method as never, options.kinds as SizedKind[] | undefined);

/** Equipment sizing (`sizeEquipment`): the candidate presets are fixed into the study's input when it is asked for. */
export const equipment: StudyKind<typeof EquipmentStudyOptions> = {
  options: EquipmentStudyOptions,
  presetTypes(data, options) {
    return kindsOf(data.general.layingMethod, options);
  },
  refuse(input, options) {
    const method = methodOf(input);
    const kinds = kindsOf(input.data.general.layingMethod, options);
    if (kinds.length === 0) {
      return options.kinds === undefined
        ? msg('study.refuse.sizing', { method })
        : msg('study.refuse.sizingKinds', { method, kinds: { list: options.kinds } });
    }
    if (sizingCandidates(input.presets ?? [], kinds).length === 0) {
      return msg('study.refuse.noRatedPreset', { kinds: { list: kinds.map((kind) => msg(KIND_NAMES[kind])) } });
    }
    return null;
  },
  async run(input, options, run, progress) {
    return sizeEquipment({ data: input.data, context: contextOf(input) }, input.presets ?? [], run, {
      ...progress,
      margin: options.margin,
      ...(options.kinds !== undefined ? { kinds: options.kinds as SizedKind[] } : {}),
    });
  },
};
