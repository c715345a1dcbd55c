// The live result beside every tab of the section editor: status, distances, limits, peak force, or which inputs are missing.
import { forceAtEndSubject, type LayingMethod } from '@cla/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useIntl, type MessageId } from '../../lib/intl.tsx';
import { useInputName } from './use-input-name.ts';
import { useFormatQuantity } from '../../lib/units.ts';
import { maxDistanceEndText, maxDistanceLabel } from './limited-by.ts';
import { resultSummary, type BlockingInput, type ResultFigures, type ResultSummary } from './result-summary.ts';
import { useResultTexts } from './result-texts.ts';
import { issuesAtom, layingMethodAtom, liveAtom } from './state/atoms.ts';
import { useEditorValue } from './state/editor-store.tsx';
import styles from './result-aside.module.css';

/** How many inputs the explanation names before "and N more". */
const NAMED_INPUTS = 4;

function InputList({ label, inputs }: { label: MessageId; inputs: BlockingInput[] }): ReactNode {
  const intl = useIntl();
  const name = useInputName();
  if (inputs.length === 0) return null;
  const names = inputs.slice(0, NAMED_INPUTS).map((input) => name(input.path));
  if (inputs.length > NAMED_INPUTS) names.push(intl.formatMessage({ id: 'section.resultPanel.more' }, { count: inputs.length - NAMED_INPUTS }));
  return <p>{intl.formatMessage({ id: label }, { fields: intl.formatList(names, { type: 'conjunction' }) })}</p>;
}

function Figures({ figures, method }: { figures: ResultFigures; method: LayingMethod | null | undefined }): ReactNode {
  const intl = useIntl();
  const quantity = useFormatQuantity();
  const texts = useResultTexts()(figures);
  const stuck = figures.cannotStart;
  const rows: [MessageId, string][] = [
    ['results.distanceReached', texts.distance],
    // a run that stopped on its route: the longest duct that installs, not the route continued
    [maxDistanceLabel(figures), stuck ? intl.formatMessage({ id: 'results.cannotStart.none' }) : quantity(figures.maxDistance, 'length') || texts.dash],
    [texts.limitLabel, texts.limit],
    // what ends the max distance (the component that binds, or the search cap); not for a cable that never moved
    ...(stuck || figures.maxDistanceLimitedBy === undefined ? [] : [['results.maxDistanceEnd', maxDistanceEndText(intl, quantity, figures, texts.dash)] as [MessageId, string]]),
    figures.forceNeeded !== null
      ? [`section.results.forceNeeded.${forceAtEndSubject(method)}`, quantity(figures.forceNeeded, 'force') || texts.dash]
      : ['section.resultPanel.peakForce', quantity(figures.peakForce, 'force') || texts.dash],
    ['section.resultPanel.duration', quantity(figures.duration, 'duration') || texts.dash],
  ];
  return (
    <dl className={styles.figures}>
      <div data-status={figures.status}>
        <dt>{intl.formatMessage({ id: 'section.results.status' })}</dt>
        <dd>{texts.status}</dd>
      </div>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{intl.formatMessage({ id: label })}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What the result pane says under its title, whatever its frame (the aside from 1200 px wide, the drawer of the bar
 * below): why there is no result yet, or the figures; then the link to the Results tab.
 */
export function ResultDetails({ summary }: { summary: ResultSummary }): ReactNode {
  const intl = useIntl();
  const layingMethod = useEditorValue(layingMethodAtom);
  const inputs = summary.kind === 'blocked' ? summary.inputs : [];
  return (
    <>
      {/* not a live region: it changes on every keystroke; aria-busy says when a newer answer is coming */}
      <div>
        {summary.kind === 'blocked' && (
          <div className={styles.blocked}>
            <p className={styles.lead}>{intl.formatMessage({ id: 'section.resultPanel.blocked' })}</p>
            <InputList label="section.resultPanel.missing" inputs={inputs.filter((input) => input.missing)} />
            <InputList label="section.resultPanel.toCorrect" inputs={inputs.filter((input) => !input.missing)} />
          </div>
        )}
        {summary.kind === 'unavailable' && <p className={styles.blocked}>{intl.formatMessage({ id: 'devTests.charts.engineUnavailable' })}</p>}
        {summary.kind === 'waiting' && <p className={styles.blocked}>{intl.formatMessage({ id: 'section.resultPanel.calculating' })}</p>}
        {summary.kind === 'figures' && <Figures figures={summary.figures} method={layingMethod} />}
      </div>
      <Link to="simulation" className={styles.more}>
        {intl.formatMessage({ id: 'section.resultPanel.allResults' })}
      </Link>
    </>
  );
}

/** The live result's summary, and whether a newer answer is coming (the pane's aria-busy). */
export function useResultSummary(): { summary: ResultSummary; busy: boolean } {
  const live = useEditorValue(liveAtom);
  const issues = useEditorValue(issuesAtom);
  const layingMethod = useEditorValue(layingMethodAtom);
  const summary = resultSummary(live, issues, layingMethod);
  return { summary, busy: summary.kind === 'waiting' || (summary.kind === 'figures' && summary.running) };
}

/**
 * The live result in a few lines beside every tab from 1200 px wide (below, the bar of live-result-bar.tsx; the
 * Results tab has everything):
 * status, distances, what limits the laying and where, peak force, duration, in the user's units; while the
 * section cannot be computed, which inputs are missing or wrong.
 */
export function ResultAside(): ReactNode {
  const intl = useIntl();
  const { summary, busy } = useResultSummary();
  return (
    <aside className={styles.aside} aria-label={intl.formatMessage({ id: 'section.resultPanel.title' })} aria-busy={busy}>
      <h2 className={styles.title}>{intl.formatMessage({ id: 'section.resultPanel.title' })}</h2>
      <ResultDetails summary={summary} />
    </aside>
  );
}
