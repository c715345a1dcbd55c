import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../src/i18n/de.json';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import it_ from '../src/i18n/it.json';
import { LOCALES, type MessageId } from '../src/lib/intl.tsx';

const catalogues: Record<string, Record<string, string>> = { en, fr, de, it: it_ };

/** A number and its unit symbol read the same everywhere. */
const UNIT_VALUES = ['devTests.charts.metres', 'devTests.charts.newtons', 'assumption.viscosity.mm2PerS', 'assumption.viscosity.cSt'];

/**
 * Messages that are rightly the same as in English: the product's name, and words that are spelt the same
 * in that language.
 */
/** Unit-system names list the symbols, which are international. */
const UNIT_SYSTEMS = ['units.system.std', 'units.system.si'];
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  fr: [
    // "{value} — {reason}": only the punctuation
    'results.maxDistanceEnd.valueWith',
    'studies.calibration.cof',
    'studies.calibration.column.distance',
    'studies.cof.percentile',
    'studies.placement.index',
    'studies.placement.position',
    'adminOps.count.sections',
    'adminOps.dashboard.tables',
    'adminOps.dashboard.title',
    'adminOps.link.licences',
    'adminOps.motd.messageField',
    'adminOps.presets.actions',
    'app.title',
    'company.actions',
    'company.licence.title',
    'apiKeys.actions',
    'footer.version',
    'footer.versionLoading',
    'toast.region',
    'nav.admin',
    'motd.ok',
    'account.email',
    'account.profile.displayMode.simple',
    'account.profile.displayMode.expert',
    'project.sections.title',
    'projects.sectionCount',
    'legacy.actions',
    'preset.catalogue',
    'flow.fluid.air',
    'flow.regime.turbulent',
    'report.bom.description',
    'report.section',
    'section.trajectory.import.section',
    'report.date',
    'field.general.sectionDescription',
    'field.trajectory.rows.type',
    'field.trajectory.rows.angle',
    'option.cableType.coax',
    'section.equipment.machines',
    'section.trajectory.altitudes',
    'section.trajectory.actions',
    'section.trajectory.altitude',
    'section.results.series.altitude',
    'section.results.bend.position',
    ...UNIT_SYSTEMS,
    ...UNIT_VALUES,
    'adminTables.field.licence',
    'adminTables.nav.licences',
    'chart.plotly.zoom',
    'studies.cof.band.p10',
    // the table view's column headings: words French writes as English does
    'adminTables.column.email',
    'adminTables.column.message',
    'adminTables.column.options',
    'adminTables.column.type',
    'adminTables.column.version',
  ],
  de: [
    // a refusal's '{field}: {rule}' (the field and the rule are translated)
    'engine.E_INVALID_PARAMS.text',
    'studies.methods.status',
    'studies.placement.position',
    'adminOps.dashboard.title',
    'adminOps.presets.name',
    'apiKeys.name',
    'app.title',
    'company.role.manager',
    'company.licence.name',
    'footer.version',
    'footer.versionLoading',
    'header.env.staging',
    'devTests.charts.status',
    'nav.admin',
    'motd.ok',
    'account.role.admin',
    'company.name',
    'projects.name',
    'projects.sort.nameAsc',
    'projects.sort.nameDesc',
    'info.pricing.team.heading',
    'flow.regime.laminar',
    'machine.details',
    'flow.regime.turbulent',
    'field.trajectory.rows.radius',
    'option.cableType.hybrid',
    'section.results.status',
    'section.results.bend.position',
    // "{field}: {message}": only the punctuation, which German writes as English does
    'section.save.issue',
    'report.message',
    'results.maxDistanceEnd.valueWith',
    'common.labelled',
    'studies.cof.band.p10',
    // the table view's column headings: words German writes as English does
    'adminTables.column.id',
    'adminTables.column.labels',
    'adminTables.column.name',
    'adminTables.column.status',
    'adminTables.column.version',
    ...UNIT_SYSTEMS,
    ...UNIT_VALUES,
  ],
  it: ['app.title', 'studies.calibration.cof', 'studies.cof.percentile', 'adminTables.no', 'section.save.issue', 'report.message', 'results.maxDistanceEnd.valueWith', 'engine.E_INVALID_PARAMS.text', 'nav.home', 'motd.ok', 'section.field.no', 'section.scenarios.name', 'section.trajectory.import.file', 'account.email', 'account.password', 'info.pricing.team.heading', 'common.labelled', 'chart.plotly.zoom', 'studies.cof.band.p10', 'adminTables.column.id', 'adminTables.column.email', ...UNIT_SYSTEMS, ...UNIT_VALUES],
};

describe('message catalogues', () => {
  it('exist for every locale', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort());
  });

  it.each(['fr', 'de', 'it'])('%s has exactly the keys of en', (locale) => {
    expect(Object.keys(catalogues[locale] ?? {}).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(['fr', 'de', 'it'])('%s is translated, not copied from English', (locale) => {
    const catalogue = catalogues[locale] ?? {};
    const copied = Object.keys(en).filter((id) => catalogue[id] === en[id as keyof typeof en]);
    expect(copied.sort()).toEqual([...(SAME_AS_ENGLISH[locale] ?? [])].sort());
  });

  it.each([...LOCALES])('%s writes an apostrophe within a word typographically (’), as the rest of the catalogue', (locale) => {
    // "Lancer l'étude" stood beside "Lancer sur le serveur" and "l’étude" elsewhere; in ICU a straight
    // apostrophe before a brace would also quote the placeholder
    const straight = Object.entries(catalogues[locale] ?? {}).filter(([, message]) => /\p{L}'\p{L}/u.test(message));
    expect(straight.map(([id]) => id)).toEqual([]);
  });

  it('fr keeps a no-break space before a colon, a semicolon, a question or exclamation mark and inside « »', () => {
    // a plain space let a line (a PDF's title, a narrow cell) begin with the colon; an ICU skeleton (' ::.00') and an
    // HTTP header ('Authorization: Bearer') are not French text
    const plain = Object.entries(fr).filter(([, message]) => / [:;!?](?!:)|« | »/.test(message));
    expect(plain.map(([id]) => id)).toEqual([]);
    expect(fr['report.title']).toBe('Rapport de pose de câble\u00a0: {name}');
    expect(fr['common.labelled']).toBe('{label}\u00a0: {value}');
  });

  it.each([...LOCALES])('%s messages are non-empty, valid ICU and keep the same placeholders', (locale) => {
    const messages = catalogues[locale] ?? {};
    const errors: string[] = [];
    const intl = createIntl({ locale, messages, onError: (error) => errors.push(error.message) });
    for (const [id, message] of Object.entries(messages)) {
      expect(message.trim(), id).not.toBe('');
      // an argument is a name closed by `}` or followed by `,` (plural, select); the text of a select's branch is not one
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]).sort();
      expect(placeholders(message), id).toEqual(placeholders(en[id as keyof typeof en]));
      // every placeholder gets a value: numbers where ICU formats numbers or plurals, text elsewhere
      const values = Object.fromEntries(placeholders(message).map((name) => [name, /^(count|code|value|status|n|min)$/.test(name ?? '') ? 2 : 'x']));
      intl.formatMessage({ id: id as MessageId }, { ...values, b: (chunks: string[]) => chunks.join(''), p: (chunks: string[]) => chunks.join('') });
    }
    expect(errors).toEqual([]);
  });

  it('de has one word per concept: the distance reached is a Distanz, a stretch a Rohrabschnitt, a section an Abschnitt', () => {
    // "Strecke" (a distance in the Studies tab, a length in Results) read like a stretch of duct, and "Rohrtyp" or
    // "Sektion" named what the rest of the app calls Rohrabschnitt and Abschnitt
    expect(Object.keys(de).filter((id) => /Strecke|Rohrtyp|Sektion/.test(de[id as keyof typeof de]))).toEqual([]);
    const distance = Object.keys(en).filter((id) => /\b(distance reached|maximum distance|max distance)\b/i.test(en[id as keyof typeof en]));
    expect(distance.length).toBeGreaterThan(5);
    expect(distance.filter((id) => !/Distanz/.test(de[id as keyof typeof de]))).toEqual([]);
    // a stretch is never a bare "Abschnitt" (that is the section)
    const stretch = Object.keys(en).filter((id) => /\bstretch(es)?\b/i.test(en[id as keyof typeof en]) && !/\bsections?\b/i.test(en[id as keyof typeof en]));
    expect(stretch.filter((id) => /(?<!Rohr)Abschnitt/i.test(de[id as keyof typeof de].replace(/Rohrabschnitt/g, '')))).toEqual([]);
  });

  it('name the section and its stretches in the Studies tab with the words the rest of the app uses', () => {
    // a section is what a project holds (project.sections.new); a stretch is a part of its duct (section.tab.stretches)
    const words: Record<string, { section: RegExp; stretch: RegExp }> = {
      en: { section: /\bsection\b/i, stretch: /\bstretch(es)?\b/i },
      fr: { section: /\bsections?\b/i, stretch: /\btronçons?\b/i },
      de: { section: /\bAbschnitt(e|s|en)?\b/, stretch: /Rohrabschnitt/ },
      it: { section: /\bsezion[ei]\b/i, stretch: /\btratt[oi]\b/i },
    };
    const aboutSection = ['studies.intro', 'studies.notReady', 'studies.server.none', 'studies.server.saveFirst', 'studies.server.table', 'studies.shared.title', 'studies.applyCof.none'];
    const aboutStretch = ['studies.calibration.perStretch', 'studies.calibration.stretchN', 'studies.cof.perStretch', 'studies.calibration.usePerStretch'];
    const wrong: string[] = [];
    for (const locale of LOCALES) {
      const { section, stretch } = words[locale]!;
      const messages = catalogues[locale] ?? {};
      for (const id of aboutSection) if (!section.test(messages[id] ?? '') || stretch.test((messages[id] ?? '').replace(section, ''))) wrong.push(`${locale} ${id}`);
      for (const id of aboutStretch) if (!stretch.test(messages[id] ?? '')) wrong.push(`${locale} ${id}`);
    }
    expect(wrong).toEqual([]);
  });
});
