// The admin's test pages of the app's buttons in every variant and state, and of its typography as the global styles draw it.
import { useState, type ReactNode } from 'react';
import { Button, FormAlert } from '../../components/form.tsx';
import { useIntl } from '../../lib/intl.tsx';
import styles from './admin-ops.module.css';

const VARIANTS = ['primary', 'secondary', 'danger', 'ghost'] as const;

/** `/admin/test/submitButton`: the app's button in each variant, enabled, disabled and busy; one that submits for 2 s. */
export function SubmitButtonTestPage(): ReactNode {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(0);
  return (
    <div className={styles.page}>
      <h1>{intl.formatMessage({ id: 'adminOps.test.submitButton' })}</h1>
      {VARIANTS.map((variant) => (
        <section key={variant} className={styles.card} aria-labelledby={`variant-${variant}`}>
          <h2 id={`variant-${variant}`}>{variant}</h2>
          <div className={styles.states}>
            <Button variant={variant}>{intl.formatMessage({ id: 'adminOps.test.enabled' })}</Button>
            <Button variant={variant} disabled>
              {intl.formatMessage({ id: 'adminOps.test.disabled' })}
            </Button>
            <Button variant={variant} busy>
              {intl.formatMessage({ id: 'adminOps.test.busy' })}
            </Button>
          </div>
        </section>
      ))}
      <form
        className={styles.card}
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          window.setTimeout(() => {
            setBusy(false);
            setSubmitted((n) => n + 1);
          }, 2000);
        }}
      >
        <h2>{intl.formatMessage({ id: 'adminOps.test.submitting' })}</h2>
        <Button type="submit" variant="primary" busy={busy}>
          {intl.formatMessage({ id: 'adminOps.save' })}
        </Button>
        {submitted > 0 && <FormAlert kind="success">{intl.formatMessage({ id: 'adminOps.test.submitted' }, { count: submitted })}</FormAlert>}
      </form>
    </div>
  );
}

/** `/admin/test/typography`: the app's headings, text, lists, links, code and alerts as the global styles draw them. */
export function TypographyTestPage(): ReactNode {
  const intl = useIntl();
  const sample = intl.formatMessage({ id: 'adminOps.test.sample' });
  return (
    <div className={styles.page}>
      <h1>{intl.formatMessage({ id: 'adminOps.test.typography' })}</h1>
      <section className={styles.card}>
        <h2>h2 · {sample}</h2>
        <h3>h3 · {sample}</h3>
        <h4>h4 · {sample}</h4>
        <p>{sample}</p>
        <p>
          <strong>strong</strong> · <em>em</em> · <small>small</small> · <code>code</code> · <a href="#typography">link</a>
        </p>
        <ul>
          <li>{sample}</li>
          <li>{sample}</li>
        </ul>
        <pre>{'pre\n  1 234,5 m · 12 kN'}</pre>
        <FormAlert>{intl.formatMessage({ id: 'adminOps.test.alert' })}</FormAlert>
        <FormAlert kind="success">{intl.formatMessage({ id: 'adminOps.test.success' })}</FormAlert>
      </section>
    </div>
  );
}
