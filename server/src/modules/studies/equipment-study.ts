// The equipment sizing study: which of the candidate presets are enough for a section.
import { SIZED_EQUIPMENT_KINDS, sizedKinds, sizeEquipment, sizingCandidates } from '@cla/domain';
import { EquipmentStudyOptions } from '@cla/domain/contracts';
import type { z } from 'zod';

import { type MessageKey, msg } from '../../i18n/messages.js';
import { contextOf, methodOf, type StudyKind } from './study-kind.js';

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
