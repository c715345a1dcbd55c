import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/catalogues.js';
import { CATALOGUE, CATALOGUE_CTX } from '../test-support/catalogue.js';
import { validateSection } from '../validation/validate-section.js';
import { demoProjectName, demoProjectSections } from './demo-project.js';
import { DEMO_NAMES, DEMO_PROJECT_NAMES, demoName, withDemoNames } from './demo-texts.js';
import { sectionFromTemplate, TEMPLATES } from './templates.js';
import type { SectionData } from './types.js';

const names = (s: SectionData) => [s.general.sectionName, s.cable.name, s.equipment.compressor.name, s.equipment.waterPump.name];
const withoutNames = (s: SectionData) => {
  const copy = structuredClone(s);
  copy.general.sectionName = copy.cable.name = copy.equipment.compressor.name = copy.equipment.waterPump.name = null;
  // ids and row keys are made anew for each copy
  const ids = copy.stretches.rows.map((r) => r.id);
  copy.stretches.rows.forEach((r, i) => (r.id = `s${i}`));
  copy.trajectory.rows.forEach((r, i) => {
    r.key = `r${i}`;
    if (r.type === 'stretch' && r.stretch) r.stretch = `s${ids.indexOf(r.stretch)}`;
  });
  return copy;
};

describe('the demo project in the user’s language', () => {
  it('has a translation of every name it uses, in each language, different from the English of every sentence', () => {
    const english = demoProjectSections(CATALOGUE).flatMap(names).filter((n): n is string => typeof n === 'string');
    expect(english.length).toBeGreaterThan(7);
    for (const name of english) expect(Object.keys(DEMO_NAMES), name).toContain(name);
    for (const locale of ['fr', 'de', 'it'] as const) {
      expect(demoProjectName(locale)).not.toBe(DEMO_PROJECT_NAMES.en);
      const sections = demoProjectSections(CATALOGUE, 'expert', locale);
      // the section names are sentences: all translated, all distinct
      const titles = sections.map((s) => s.general.sectionName);
      expect(titles.filter((t) => english.includes(t!)), locale).toEqual([]);
      expect(new Set(titles).size).toBe(titles.length);
    }
    expect(demoName('A name without translation', 'de')).toBe('A name without translation');
  });

  it('a new section from a template names its cable, compressor and water pump in the reader’s language', () => {
    for (const template of Object.values(TEMPLATES)) {
      const english = sectionFromTemplate(template, 'expert', CATALOGUE);
      const own = [english.cable.name, english.equipment.compressor.name, english.equipment.waterPump.name].filter((n): n is string => typeof n === 'string');
      expect(own.length, template.projectName).toBeGreaterThan(0);
      for (const locale of ['fr', 'de', 'it'] as const) {
        const named = withDemoNames(sectionFromTemplate(template, 'expert', CATALOGUE), locale);
        for (const n of [named.cable.name, named.equipment.compressor.name, named.equipment.waterPump.name]) {
          if (typeof n === 'string') expect(own, `${template.projectName} ${locale}`).not.toContain(n);
        }
        expect(withoutNames(named)).toEqual(withoutNames(english));
      }
      expect(withDemoNames(structuredClone(english), 'en')).toEqual(english);
    }
  });

  it('changes only the names: the same valid sections in every language', () => {
    const english = demoProjectSections(CATALOGUE, 'simple');
    for (const locale of LOCALES) {
      const sections = demoProjectSections(CATALOGUE, 'simple', locale);
      expect(sections.map(withoutNames)).toEqual(english.map(withoutNames));
      for (const data of sections) expect(validateSection(data, CATALOGUE_CTX).filter((i) => i.level !== 'info'), `${locale} ${data.general.sectionName}`).toEqual([]);
    }
    expect(demoProjectSections(CATALOGUE, 'expert', 'de')[0]!.general.sectionName).toBe('Ziehen: MS-Kabel unter der Zufahrt zum Umspannwerk');
    expect(demoProjectSections(CATALOGUE, 'expert', 'fr')[0]!.cable.name).toBe('MT 1×400 mm² Al, 12/20 kV, 40 mm');
  });

  it('names every preset of the demo catalogue in each language', () => {
    const catalogue = JSON.parse(readFileSync(new URL('../../../fixtures/presets/demo-catalogue.json', import.meta.url), 'utf8')) as { presets: { name: string }[] };
    for (const { name } of catalogue.presets) {
      expect(Object.keys(DEMO_NAMES), name).toContain(name);
      for (const locale of ['fr', 'de', 'it'] as const) expect(demoName(name, locale), `${name} ${locale}`).toMatch(/\S/);
    }
  });
});
