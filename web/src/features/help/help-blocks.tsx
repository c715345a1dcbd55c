import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { helpPath, type HelpTopic } from './topics.ts';
import styles from './help-page.module.css';

/** The building blocks of the help articles (content/*.tsx), so that every language renders alike. */

/** A link to another help topic, optionally to one of its sections. */
export function HelpLink({ topic, section, children }: { topic: HelpTopic; section?: string; children: ReactNode }): ReactNode {
  return <Link to={section ? `${helpPath(topic)}#help-${section}` : helpPath(topic)}>{children}</Link>;
}

/** A link to a source outside the product; the visible text names it. */
export function ExtLink({ href, children }: { href: string; children: ReactNode }): ReactNode {
  return (
    <a href={href} rel="noreferrer noopener" target="_blank">
      {children}
    </a>
  );
}

/** One or more displayed formulas (plain text with sub- and superscripts), one per line. */
export function Formula({ children }: { children: ReactNode }): ReactNode {
  return <div className={styles.formula}>{children}</div>;
}

/** One line of a displayed formula. */
export function Eq({ children }: { children: ReactNode }): ReactNode {
  return <p className={styles.eq}>{children}</p>;
}

/** "Where …": symbols and their meaning. */
export function Where({ items }: { items: readonly (readonly [ReactNode, ReactNode])[] }): ReactNode {
  return (
    <dl className={styles.where}>
      {items.map(([symbol, meaning], index) => (
        <div key={index}>
          <dt>{symbol}</dt>
          <dd>{meaning}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A table with a caption and column headers; the first cell of each row heads the row. */
export function DataTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly ReactNode[];
  rows: readonly (readonly ReactNode[])[];
}): ReactNode {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={column}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A remark set apart from the text (limits, cautions). */
export function Note({ children }: { children: ReactNode }): ReactNode {
  return <p className={styles.note}>{children}</p>;
}

/** A block of sample input (file lines, pasted rows), shown as typed. */
export function Sample({ label, children }: { label: string; children: string }): ReactNode {
  return (
    <figure className={styles.sample}>
      <figcaption>{label}</figcaption>
      <pre>
        <code>{children}</code>
      </pre>
    </figure>
  );
}
