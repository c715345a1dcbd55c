// Section data for the sections tests (a pulling section, one that breaks a rule) and the formats their answers hold.
import { PULLING_TEMPLATE, sectionFromTemplate, type SectionData } from '@cla/domain';

export const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A pulling section from the template: complete but for the pulling machine, with one warning. */
export function pullingSection(name = 'Pull 1'): SectionData {
  const data = sectionFromTemplate(PULLING_TEMPLATE);
  return { ...data, general: { ...data.general, sectionName: name } };
}

/** The same with a value that breaks a rule (a negative cable diameter). */
export function brokenSection(): SectionData {
  const data = pullingSection('Broken');
  return { ...data, cable: { ...data.cable, outerDiameter: -5 } };
}
