import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import it_ from '../../i18n/it.json';
import { columnHeading } from './column-heading.ts';

const CATALOGUES = { en, fr, de, it: it_ } as const;
const columnKeys = (messages: Record<string, string>) => Object.keys(messages).filter((key) => key.startsWith('adminTables.column.'));

describe('the headings of the admin table view', () => {
  it('name a column in words of the reader’s language, never by its raw name', () => {
    const heading = (locale: keyof typeof CATALOGUES, name: string) => columnHeading(createIntl({ locale, messages: CATALOGUES[locale] }), name);
    expect(heading('en', 'createdAt')).toBe('Created');
    expect(heading('fr', 'createdAt')).toBe('Créé le');
    expect(heading('de', 'companyRole')).toBe('Rolle im Unternehmen');
    expect(heading('it', 'username')).toBe('Nome utente');
    expect(heading('en', 'allowedLayingMethods')).toBe('Laying methods');
  });

  it('make words of a column the catalogue does not name yet', () => {
    const intl = createIntl({ locale: 'en', messages: en });
    expect(columnHeading(intl, 'isAdmin')).toBe('Is admin');
    expect(columnHeading(intl, 'created_at')).toBe('Created at');
    expect(columnHeading(intl, 'toString')).toBe('To string');
  });

  it('are in every language, each translated column with a heading that is not its raw name', () => {
    expect(columnKeys(en).length).toBeGreaterThan(60);
    for (const messages of Object.values(CATALOGUES)) {
      expect(columnKeys(messages)).toEqual(columnKeys(en));
      for (const key of columnKeys(messages)) expect(messages[key as keyof typeof messages]).not.toBe(key.slice('adminTables.column.'.length));
    }
  });
});
