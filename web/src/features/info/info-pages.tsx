// The informational and legal pages (developers, integrations, pricing, data privacy, terms of service), from the catalogues.
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageId } from '../../lib/intl.tsx';
import styles from './info-page.module.css';

interface InfoSection {
  heading: MessageId;
  body: MessageId;
}

interface InfoPageContent {
  title: MessageId;
  lead: MessageId;
  sections: readonly InfoSection[];
}

const section = (page: string, name: string): InfoSection => ({
  heading: `info.${page}.${name}.heading` as MessageId,
  body: `info.${page}.${name}.body` as MessageId,
});

const page = (name: string, sections: readonly string[]): InfoPageContent => ({
  title: `info.${name}.title` as MessageId,
  lead: `info.${name}.lead` as MessageId,
  sections: sections.map((part) => section(name, part)),
});

/** The informational and legal pages: each a title, a lead and headed sections, all from the catalogues. */
export const INFO_PAGES = {
  developers: page('developers', ['api', 'contract', 'units', 'keys']),
  external: page('external', ['connect', 'import', 'export']),
  pricing: page('pricing', ['trial', 'team', 'enterprise']),
  dataPrivacy: page('dataPrivacy', ['controller', 'data', 'purpose', 'retention', 'rights']),
  termsOfService: page('termsOfService', ['service', 'accounts', 'results', 'liability', 'changes']),
} as const satisfies Record<string, InfoPageContent>;

export type InfoPageName = keyof typeof INFO_PAGES;

/** One informational page. */
export function InfoPage({ name }: { name: InfoPageName }): ReactNode {
  const content = INFO_PAGES[name];
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id={content.title} />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage id={content.lead} />
      </p>
      {content.sections.map(({ heading, body }) => (
        <section key={heading} className={styles.section}>
          <h2>
            <FormattedMessage id={heading} />
          </h2>
          <p>
            <FormattedMessage id={body} />
          </p>
        </section>
      ))}
    </article>
  );
}
