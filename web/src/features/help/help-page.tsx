// The help area: the topic list, the index, each topic's article with its "on this page" list, and a not-found page.
import { useEffect, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useParams } from 'react-router';
import { useIntl, useLocale } from '../../lib/intl.tsx';
import type { HelpArticle, HelpCatalogue } from './catalogue.ts';
import { HelpMarkdown } from './help-markdown.tsx';
import { HELP_TOPICS, helpPath, isHelpTopic } from './topics.ts';
import { useHelpCatalogue } from './use-help-catalogue.ts';
import styles from './help-page.module.css';

/** The anchor of an article section (prefixed so that it cannot clash with the rest of the page). */
const anchorOf = (id: string): string => `help-${id}`;

/** The topic list on the left: the help index and every topic. */
function TopicNav({ catalogue }: { catalogue: HelpCatalogue }): ReactNode {
  return (
    <nav className={styles.topics} aria-label={catalogue.ui.topicsNav}>
      <ul>
        <li>
          <NavLink to={helpPath()} end>
            {catalogue.ui.overview}
          </NavLink>
        </li>
        {HELP_TOPICS.map((topic) => (
          <li key={topic}>
            <NavLink to={helpPath(topic)}>{catalogue.topics[topic].title}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Article({ article, onThisPage }: { article: HelpArticle; onThisPage: string }): ReactNode {
  const { hash } = useLocation();
  // A link from another topic to one of this article's sections (router navigation does not scroll to it).
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash, article]);
  return (
    <article className={styles.article}>
      <h1>{article.title}</h1>
      <p className={styles.lead}>{article.summary}</p>
      <nav className={styles.toc} aria-label={onThisPage}>
        <p className={styles.tocTitle} aria-hidden="true">
          {onThisPage}
        </p>
        <ol>
          {article.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${anchorOf(section.id)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {article.sections.map((section) => (
        <section key={section.id} aria-labelledby={anchorOf(section.id)} className={styles.section}>
          <h2 id={anchorOf(section.id)}>{section.heading}</h2>
          <HelpMarkdown source={section.body} />
        </section>
      ))}
    </article>
  );
}

function NotFound({ catalogue }: { catalogue: HelpCatalogue }): ReactNode {
  return (
    <article className={styles.article}>
      <h1>{catalogue.ui.notFoundTitle}</h1>
      <p>{catalogue.ui.notFoundBody}</p>
      <p>
        <Link to={helpPath()}>{catalogue.ui.backToIndex}</Link>
      </p>
    </article>
  );
}

function Index({ catalogue }: { catalogue: HelpCatalogue }): ReactNode {
  return (
    <article className={styles.article}>
      <h1>{catalogue.ui.indexTitle}</h1>
      <p className={styles.lead}>{catalogue.ui.indexLead}</p>
      <ul className={styles.cards}>
        {HELP_TOPICS.map((topic) => (
          <li key={topic}>
            <h2>
              <Link to={helpPath(topic)}>{catalogue.topics[topic].title}</Link>
            </h2>
            <p>{catalogue.topics[topic].summary}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** Waits for the help of the current language, then lays out the topic list and `render`'s content. */
function HelpLayout({ render }: { render: (catalogue: HelpCatalogue) => ReactNode }): ReactNode {
  const intl = useIntl();
  const { locale } = useLocale();
  const help = useHelpCatalogue(locale);
  if (help.state !== 'done') {
    return help.state === 'failed' ? (
      <p role="alert">{intl.formatMessage({ id: 'error.unexpected' })}</p>
    ) : (
      <p aria-busy="true">{intl.formatMessage({ id: 'app.loading' })}</p>
    );
  }
  return (
    <div className={styles.layout}>
      <TopicNav catalogue={help.catalogue} />
      <div className={styles.content}>{render(help.catalogue)}</div>
    </div>
  );
}

/**
 * `/help/:topic` (and `/help` without one): the topic list and the topic's article in the user's language;
 * an unknown topic shows a not-found message next to the list.
 */
export function HelpPage(): ReactNode {
  const { topic } = useParams();
  return (
    <HelpLayout
      render={(catalogue) => {
        if (topic === undefined || topic === '') return <Index catalogue={catalogue} />;
        if (!isHelpTopic(topic)) return <NotFound catalogue={catalogue} />;
        return <Article article={catalogue.topics[topic]} onThisPage={catalogue.ui.onThisPage} />;
      }}
    />
  );
}

/** `/help`: the topic list and an overview of every topic. */
export function HelpIndexPage(): ReactNode {
  return <HelpLayout render={(catalogue) => <Index catalogue={catalogue} />} />;
}
