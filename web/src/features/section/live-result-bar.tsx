// The live result below 1200 px wide: a bar kept at the bottom of the screen on every input tab, which opens into the result pane.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../../components/icon.tsx';
import { useIntl } from '../../lib/intl.tsx';
import { ResultDetails, useResultSummary } from './result-aside.tsx';
import type { ResultSummary } from './result-summary.ts';
import { useResultTexts } from './result-texts.ts';
import styles from './live-result-bar.module.css';

/** The headline of the result: status (coloured as in the pane), distance reached, what limits it; or why there is none. */
function Headline({ summary }: { summary: ResultSummary }): ReactNode {
  const intl = useIntl();
  const texts = useResultTexts();
  if (summary.kind !== 'figures') {
    const id = summary.kind === 'blocked' ? 'section.resultPanel.blocked' : summary.kind === 'waiting' ? 'section.resultPanel.calculating' : 'devTests.charts.engineUnavailable';
    return <p className={styles.note}>{intl.formatMessage({ id })}</p>;
  }
  const { status, distance, limitLabel, limit } = texts(summary.figures);
  return (
    <>
      <dl className={styles.headline}>
        <div data-status={summary.figures.status}>
          <dt>{intl.formatMessage({ id: 'section.results.status' })}</dt>
          <dd>{status}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'section.resultBar.distance' })}</dt>
          <dd>{distance}</dd>
        </div>
      </dl>
      {/* a list of its own: on a phone it takes the whole width below the status, the distance and the button */}
      <dl className={styles.limit}>
        <dt>{intl.formatMessage({ id: limitLabel })}</dt>
        <dd>{limit}</dd>
      </dl>
    </>
  );
}

/**
 * The live result on a tablet or a phone, where the aside beside the tab (result-aside.tsx) has no room: the
 * headline stays in view at the bottom of the screen as the user edits; its button opens the whole pane above it
 * (a disclosure: Escape closes it and gives the focus back to the button).
 */
export function LiveResultBar(): ReactNode {
  const intl = useIntl();
  const { summary, busy } = useResultSummary();
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <aside className={styles.bar} aria-label={intl.formatMessage({ id: 'section.resultPanel.title' })} aria-busy={busy} data-open={open} onKeyDown={onKeyDown}>
      <div id={drawerId} className={styles.drawer} hidden={!open}>
        <ResultDetails summary={summary} />
      </div>
      <div className={styles.row}>
        <Headline summary={summary} />
        <button ref={toggle} type="button" className={styles.toggle} aria-expanded={open} aria-controls={drawerId} onClick={() => setOpen(!open)}>
          {intl.formatMessage({ id: 'section.resultBar.details' })}
          <Icon name="chevronDown" />
        </button>
      </div>
    </aside>
  );
}
