// The home page: what the product does, and the sign-in form for visitors.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageId } from '../../lib/intl.tsx';
import styles from './home-page.module.css';

const FEATURES: readonly { title: MessageId; body: MessageId }[] = [
  { title: 'home.feature.methods.title', body: 'home.feature.methods.body' },
  { title: 'home.feature.whatIf.title', body: 'home.feature.whatIf.body' },
  { title: 'home.feature.projects.title', body: 'home.feature.projects.body' },
];

/** The home page: what the product does, and the sign-in form (`signIn`) for visitors. */
export function HomePage({ signIn }: { signIn?: ReactNode }): ReactNode {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <section className={styles.hero}>
          <h1 className={styles.title}>
            <FormattedMessage id="home.title" />
          </h1>
          <p className={styles.intro}>
            <FormattedMessage id="home.intro" />
          </p>
        </section>
        {signIn && <div className={styles.signIn}>{signIn}</div>}
      </div>
      <ul className={styles.features} aria-label={intl.formatMessage({ id: 'home.features.label' })}>
        {FEATURES.map(({ title, body }) => (
          <li key={title} className={styles.feature}>
            <h2>
              <FormattedMessage id={title} />
            </h2>
            <p>
              <FormattedMessage id={body} />
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
