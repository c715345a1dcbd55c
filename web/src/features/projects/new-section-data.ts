// What a new section starts with: blank with the first laying method the user's licence allows, or a template.
import { methodsAllowedByLicence, newSection, sectionFromTemplate, TEMPLATES, withDemoNames, type SectionData } from '@cla/domain';
import { useCallback } from 'react';
import { useLocale } from '../../lib/intl.tsx';
import { useAccount } from '../../lib/session.tsx';
import type { SectionStart } from './new-section-dialog.tsx';
import { projectsApi } from './projects-api.ts';

/** Whether `value` names what a new section can start from (blank or a template). */
export function isSectionStart(value: string | null): value is SectionStart {
  return value === 'blank' || (value !== null && Object.hasOwn(TEMPLATES, value));
}

/**
 * The data of a new section named `name`: the user's display mode, and blank (the first laying method the licence
 * allows) or a template — a template whose method the licence refuses starts blank instead. A template's cable,
 * compressor and water pump are named in the reader's language (the demo catalogue's words), as its machines are.
 */
export function useNewSectionData(): (name: string, start: SectionStart) => Promise<SectionData> {
  const account = useAccount();
  const { locale } = useLocale();
  return useCallback(
    async (name, start) => {
      const displayMode = account?.displayMode ?? 'expert';
      const allowed = account?.licence.allowedLayingMethods ?? null;
      const template = start === 'blank' ? undefined : TEMPLATES[start];
      const usable = template && methodsAllowedByLicence(allowed).includes(template.layingMethod) ? template : undefined;
      // The template's machines are the catalogue's presets of those names (left to choose if they cannot be loaded).
      const machines = usable && (usable.pushingMachine || usable.pullingMachine) ? await projectsApi.machines().catch(() => []) : [];
      const data = usable ? withDemoNames(sectionFromTemplate(usable, displayMode, machines), locale) : newSection({ displayMode, allowedLayingMethods: allowed });
      data.general.sectionName = name;
      return data;
    },
    [account, locale],
  );
}
