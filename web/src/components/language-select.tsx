// The language chooser in the header: English, French, German or Italian, by code, name and flag.
import { useId, type ReactNode } from 'react';
import { isLocale, localeMenuLabel, LOCALES, useIntl, useLocale } from '../lib/intl.tsx';
import { Icon } from './icon.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';
import styles from './language-select.module.css';

/** The language chooser: each language listed by ISO code, own name and flag; its accessible name is "Language". */
export function LanguageSelect({ className }: { className?: string }): ReactNode {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const id = useId();
  return (
    <span className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <Icon name="globe" />
      <label htmlFor={id}>
        <VisuallyHidden>{intl.formatMessage({ id: 'nav.language' })}</VisuallyHidden>
      </label>
      <select
        id={id}
        className={styles.select}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {localeMenuLabel(code)}
          </option>
        ))}
      </select>
    </span>
  );
}
