// The admin's message of the day page: its texts in the four languages, and whether it is shown.
import type { Motd, MotdText } from '@cla/domain/api';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, FormAlert, TextField } from '../../components/form.tsx';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { callRoute } from '../../lib/api-routes.ts';
import { LOCALE_NAMES, LOCALES, useIntl, type Locale } from '../../lib/intl.tsx';
import { useToasts } from '../../lib/toasts.ts';
import styles from './admin-ops.module.css';
import { useRouteData } from '../../lib/use-route-data.ts';

const EMPTY: Record<Locale, MotdText> = { en: { title: '', message: '' }, fr: { title: '', message: '' }, de: { title: '', message: '' }, it: { title: '', message: '' } };

/** `/admin/motd`: the message of the day in the four languages; saving shows it again to every user. */
export function AdminMotdPage(): ReactNode {
  const intl = useIntl();
  const { show } = useToasts();
  const { data, error, setData } = useRouteData('GET /api/admin/motd');
  const [enable, setEnable] = useState(false);
  const [texts, setTexts] = useState<Record<Locale, MotdText>>(EMPTY);
  const [saveError, setSaveError] = useState<string>();
  const [busy, setBusy] = useState(false);

  // The form follows each answer of the server (load, save), adjusted while rendering.
  const [shown, setShown] = useState<Motd>();
  if (data && data !== shown) {
    setShown(data);
    setEnable(data.enable);
    setTexts(Object.fromEntries(LOCALES.map((locale) => [locale, data.texts?.[locale] ?? EMPTY[locale]])) as Record<Locale, MotdText>);
  }

  const change = (locale: Locale, field: keyof MotdText, value: string): void => setTexts((current) => ({ ...current, [locale]: { ...current[locale], [field]: value } }));

  async function save(event: FormEvent): Promise<void> {
    event.preventDefault();
    setSaveError(undefined);
    setBusy(true);
    try {
      const saved = await callRoute('PUT /api/admin/motd', { body: { enable, texts } });
      setData(saved);
      show({ variant: 'success', title: intl.formatMessage({ id: 'adminOps.motd.saved' }, { seq: saved.seqId }) });
    } catch (failure) {
      setSaveError(apiErrorMessage(intl, failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <h1>{intl.formatMessage({ id: 'adminOps.motd.title' })}</h1>
      {error && <FormAlert>{error}</FormAlert>}
      <p>{intl.formatMessage({ id: 'adminOps.motd.hint' })}</p>
      {data && <p>{intl.formatMessage({ id: 'adminOps.motd.sequence' }, { seq: data.seqId })}</p>}
      <form className={styles.card} onSubmit={(event) => void save(event)}>
        <label className={styles.check}>
          <input type="checkbox" checked={enable} onChange={(event) => setEnable(event.target.checked)} />
          {intl.formatMessage({ id: 'adminOps.motd.enable' })}
        </label>
        {LOCALES.map((locale) => (
          <fieldset key={locale} className={styles.fieldset}>
            <legend lang={locale}>{LOCALE_NAMES[locale]}</legend>
            <TextField
              label={intl.formatMessage({ id: 'adminOps.motd.titleField' }, { language: LOCALE_NAMES[locale] })}
              value={texts[locale].title}
              maxLength={200}
              lang={locale}
              onChange={(event) => change(locale, 'title', event.target.value)}
            />
            <label>
              {intl.formatMessage({ id: 'adminOps.motd.messageField' }, { language: LOCALE_NAMES[locale] })}
              <textarea
                className={styles.textarea}
                value={texts[locale].message}
                maxLength={5000}
                lang={locale}
                onChange={(event) => change(locale, 'message', event.target.value)}
              />
            </label>
          </fieldset>
        ))}
        {saveError && <FormAlert>{saveError}</FormAlert>}
        <Button type="submit" variant="primary" busy={busy}>
          {intl.formatMessage({ id: 'adminOps.save' })}
        </Button>
      </form>
    </div>
  );
}
