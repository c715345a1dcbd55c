// The Results tab's card listing the friction each stretch was computed with, after the lubricant's factor.
import type { ReactNode } from 'react';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { useIntl } from '../../../lib/intl.tsx';
import { frictionTable } from '../friction-rows.ts';
import { dataAtom } from '../state/atoms.ts';
import { useEditorValue } from '../state/editor-store.tsx';
import styles from './results-tab.module.css';
import tab from './tab.module.css';

/** Results: the coefficient of friction each stretch was computed with, after the lubricant's factor. */
export function FrictionCard(): ReactNode {
  const intl = useIntl();
  const data = useEditorValue(dataAtom);
  const table = frictionTable(intl, data);
  return (
    <section className={tab.card} aria-labelledby="friction-title">
      <h2 id="friction-title">{table.title}</h2>
      <ScrollRegion className={styles.scroll} labelledBy="friction-title">
        <table className={styles.table}>
          <thead>
            <tr>
              {table.head.map((cell) => (
                <th key={cell} scope="col">{cell}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([stretch, ...cells], index) => (
              <tr key={index}>
                <th scope="row">{stretch}</th>
                {cells.map((cell, i) => (
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
