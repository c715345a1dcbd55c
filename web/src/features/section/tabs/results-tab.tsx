// The section's Results tab: the live result, Simulate for the server's result, its messages, charts and bends.
import { forceAtEndSubject, type LayingMethod, type ResultsData } from '@cla/domain';
import type { CalculateResponse, SimulationMessage } from '@cla/engine';
import type { ReactNode } from 'react';
import { Button } from '../../../components/form.tsx';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { engineMessageText, engineMessageTitle, TRANSLATED_ENGINE_CODES } from '../../../lib/engine-messages.ts';
import { useUnitSystem } from '../../../lib/session.tsx';
import { useIntl, type MessageId } from '../../../lib/intl.tsx';
import { useFormatQuantity } from '../../../lib/units.ts';
import { contextAtom, dataAtom, liveAtom, readyAtom, serverResultAtom, simulatingAtom } from '../state/atoms.ts';
import { simulateAtom } from '../state/actions.ts';
import { useEditorSet, useEditorValue } from '../state/editor-store.tsx';
import { assumptionRows } from '../assumption-rows.ts';
import { cannotStart, forceIsNeeded } from '../../../lib/cannot-start.ts';
import { exceededTexts } from '../../../lib/exceeded-limits.ts';
import { maxDistanceBeyondStop, maxDistanceEndText, maxDistanceLabel } from '../limited-by.ts';
import { maxDistanceEnd } from '../result-summary.ts';
import { ResultsCharts } from './results-charts.tsx';
import { Favourites } from './favourites.tsx';
import { FrictionCard } from './friction-card.tsx';
import { Scenarios } from './scenarios.tsx';
import styles from './results-tab.module.css';
import tab from './tab.module.css';

/** The translated title of an engine message (by code). */
export function useMessageTitle(): (message: Pick<SimulationMessage, 'code' | 'title'>) => string {
  const intl = useIntl();
  return (message) => engineMessageTitle(intl, message.code, message.title);
}

function Figures({ results, response, method }: { results: ResultsData | CalculateResponse; response?: CalculateResponse | undefined; method: LayingMethod | null | undefined }): ReactNode {
  const intl = useIntl();
  const quantity = useFormatQuantity();
  const title = useMessageTitle();
  const limitedBy = response?.limitedBy;
  // a cable that cannot start reached nothing: its distance is where its head stands, its machine force a need
  const stuck = cannotStart(results);
  // every limit exceeded, where and by how much (amber with the status `exceeded`; beside the stop of a failure)
  const exceeded = exceededTexts(intl, quantity, results.exceeded);
  // a run that stopped on its route: its max distance is the longest duct that installs (the route cut there)
  const stop = { status: results.status, cannotStart: stuck, distance: results.distance ?? null, maxDistance: results.maxDistance ?? null };
  const beyondStop = maxDistanceBeyondStop(intl, quantity, stop);
  const rows: [MessageId, string][] = [
    ['results.distanceReached', stuck ? intl.formatMessage({ id: 'results.cannotStart.distance' }, { position: quantity(results.distance, 'length') || '—' }) : quantity(results.distance, 'length')],
    [maxDistanceLabel(stop), stuck ? intl.formatMessage({ id: 'results.cannotStart.none' }) : quantity(results.maxDistance, 'length')],
    // what ends the max distance, as the result pane says it (the component that binds, or the search cap)
    ...(stuck || response?.maxDistanceLimitedBy === undefined
      ? []
      : [['results.maxDistanceEnd', maxDistanceEndText(intl, quantity, { maxDistance: response.maxDistance, ...maxDistanceEnd(response) }, '—')] as [MessageId, string]]),
    ['section.results.duration', quantity(results.duration, 'duration')],
    [`section.results.${forceIsNeeded(results) ? 'forceNeeded' : 'forceAtEnd'}.${forceAtEndSubject(method)}`, quantity(results.forceAtEnd, 'force')],
  ];
  if (response && response.airFlow > 0) rows.push(['section.results.airFlow', quantity(response.airFlow, 'airFlow')]);
  if ((results.waterFlow ?? 0) > 0) rows.push(['section.results.waterFlow', quantity(results.waterFlow, 'waterFlow')]);
  if ((results.waterQuantity ?? 0) > 0) rows.push(['section.results.waterQuantity', quantity(results.waterQuantity, 'waterQuantity')]);
  return (
    <>
      <dl className={styles.figures}>
      <div data-status={results.status}>
        <dt>{intl.formatMessage({ id: 'section.results.status' })}</dt>
        <dd>{intl.formatMessage({ id: stuck ? 'results.cannotStart.status' : `project.sections.status.${results.status}` })}</dd>
      </div>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{intl.formatMessage({ id: label })}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
      {limitedBy && (
        <div>
          <dt>{intl.formatMessage({ id: 'section.results.limitedBy' })}</dt>
          <dd>{intl.formatMessage({ id: 'section.results.limitedAt' }, { what: title({ code: limitedBy.code, title: limitedBy.code }), position: quantity(limitedBy.position, 'length') })}</dd>
        </div>
      )}
      {exceeded.length > 0 && (
        <div data-status="exceeded" data-exceeded="">
          <dt>{intl.formatMessage({ id: 'results.exceeded.label' })}</dt>
          <dd>
            {exceeded.map((text) => (
              <span key={text} className={styles.exceeded}>
                {text}
              </span>
            ))}
          </dd>
        </div>
      )}
    </dl>
    {stuck && <p className={styles.blocked}>{intl.formatMessage({ id: 'results.cannotStart.explained' })}</p>}
    {beyondStop && <p data-beyond-stop="">{beyondStop}</p>}
    <p className={tab.muted} id="distances-explained">{intl.formatMessage({ id: 'results.maxDistanceExplained' })}</p>
    </>
  );
}

/** The values the result rests on that nobody typed: automatic values, defaults, engine rules (assumptionsOf). */
function Assumptions(): ReactNode {
  const intl = useIntl();
  const system = useUnitSystem();
  const data = useEditorValue(dataAtom);
  const context = useEditorValue(contextAtom);
  const rows = assumptionRows(intl, system, data, context);
  return (
    <section className={tab.card} aria-labelledby="assumptions-title">
      <h2 id="assumptions-title">{intl.formatMessage({ id: 'results.assumptions' })}</h2>
      <p className={tab.muted}>{intl.formatMessage({ id: rows.length > 0 ? 'results.assumptions.intro' : 'results.assumptions.none' })}</p>
      {rows.length > 0 && (
        <ScrollRegion className={styles.scroll} labelledBy="assumptions-title">
          <table className={`${styles.table} ${styles.textTable}`}>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'results.assumptions.what' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'results.assumptions.value' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'results.assumptions.source' })}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.what}</th>
                  <td>{row.value}</td>
                  <td>{row.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

type ShownMessage = Pick<SimulationMessage, 'code' | 'level' | 'title' | 'message'> & { params?: SimulationMessage['params'] };

/**
 * Engine messages, translated by code, their numbers in the user's units; `started` false for a result that cannot
 * start (a force limit at its rating then says so).
 */
function MessageList({ messages, started }: { messages: readonly ShownMessage[]; started: boolean }): ReactNode {
  const intl = useIntl();
  const system = useUnitSystem();
  const title = useMessageTitle();
  const textOf = (message: ShownMessage): string | undefined => {
    if (message.params) return message.message ? engineMessageText(intl, system, { ...message, params: message.params }, started) : undefined;
    // saved results keep no params: a translated sentence is shown only when it needs none
    const id = `engine.${message.code}.text`;
    const raw: unknown = (intl.messages as Record<string, unknown>)[id];
    return TRANSLATED_ENGINE_CODES.has(message.code) && typeof raw === 'string' && !raw.includes('{') ? intl.formatMessage({ id: id as MessageId }) : undefined;
  };
  return (
    <ul className={styles.messages}>
      {messages.map((message, index) => {
        const text = textOf(message);
        return (
          <li key={`${message.code}-${index}`} data-level={message.level}>
            <strong>{title(message)}</strong>
            {text && <span className={tab.muted}> — {text}</span>}
          </li>
        );
      })}
    </ul>
  );
}

function Messages({ messages, started }: { messages: readonly ShownMessage[]; started: boolean }): ReactNode {
  const intl = useIntl();
  if (messages.length === 0) return null;
  return (
    <section className={tab.card} aria-labelledby="sim-messages-title">
      <h2 id="sim-messages-title">{intl.formatMessage({ id: 'section.results.messages' })}</h2>
      <MessageList messages={messages} started={started} />
    </section>
  );
}

/**
 * Results: the live answer of the browser's engine as the section changes, the Simulate button for the
 * server's authoritative result (saved with a saved section; with unsaved edits a draft result, not saved) and that
 * result (stale when the data changed since), the messages, the charts and the bends table.
 */
export function ResultsTab(): ReactNode {
  const intl = useIntl();
  const { results: server, state: serverState } = useEditorValue(serverResultAtom);
  const simulating = useEditorValue(simulatingAtom);
  const ready = useEditorValue(readyAtom);
  const simulate = useEditorSet(simulateAtom);
  const data = useEditorValue(dataAtom);
  const quantity = useFormatQuantity();
  const live = useEditorValue(liveAtom);
  const response = live.state === 'done' ? live.response : live.state === 'running' ? live.previous : undefined;
  return (
    <div className={tab.tab}>
      <section className={tab.card} aria-labelledby="live-title" aria-busy={live.state === 'running'}>
        <div className={tab.cardHeader}>
          <h2 id="live-title">{intl.formatMessage({ id: 'section.results.live' })}</h2>
          <Button variant="primary" busy={simulating} disabled={!ready} onClick={() => void simulate()}>
            {intl.formatMessage({ id: 'section.results.simulate' })}
          </Button>
        </div>
        {live.state === 'blocked' && <p className={styles.blocked}>{intl.formatMessage({ id: 'section.results.blocked' })}</p>}
        {live.state === 'unavailable' && <p className={styles.blocked}>{intl.formatMessage({ id: 'devTests.charts.engineUnavailable' })}</p>}
        {response && <Figures results={response} response={response} method={data.general.layingMethod} />}
      </section>
      {response && <Assumptions />}
      {response && <FrictionCard />}
      {response && <Messages messages={response.messages} started={!cannotStart(response)} />}
      {response && (
        <section className={tab.card} aria-labelledby="charts-title">
          <h2 id="charts-title">{intl.formatMessage({ id: 'section.results.charts' })}</h2>
          <ResultsCharts response={response} cannotStart={cannotStart(response)} showRadialForce={data.settings.showRadialForce === true} method={data.general.layingMethod} />
        </section>
      )}
      {response && response.bends.length > 0 && (
        <section className={tab.card} aria-labelledby="bends-title">
          <h2 id="bends-title">{intl.formatMessage({ id: 'section.results.bends' })}</h2>
          <ScrollRegion className={styles.scroll} labelledBy="bends-title">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage({ id: 'section.results.bend.row' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'section.results.bend.position' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'section.trajectory.totalAngle' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'field.trajectory.rows.radius' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'section.results.bend.forceIn' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'section.results.bend.forceOut' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'section.results.bend.radialForce' })}</th>
                </tr>
              </thead>
              <tbody>
                {response.bends.map((bend, index) => (
                  <tr key={index}>
                    <th scope="row">{bend.row + 1}</th>
                    <td>{quantity(bend.position, 'length')}</td>
                    <td>{quantity(bend.totalAngle, 'angle')}</td>
                    <td>{quantity(bend.radius, 'length')}</td>
                    <td>{quantity(bend.forceIn, 'force')}</td>
                    <td>{quantity(bend.forceOut, 'force')}</td>
                    <td>{quantity(bend.radialForce, 'forceDensity')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      )}
      <Scenarios />
      <Favourites />
      {server && (
        <section className={tab.card} aria-labelledby="saved-title" data-testid="server-result" data-state={serverState}>
          <div className={tab.cardHeader}>
            <h2 id="saved-title">{intl.formatMessage({ id: 'section.results.saved' })}</h2>
            {serverState !== 'saved' && <strong className={styles.blocked}>{intl.formatMessage({ id: serverState === 'draft' ? 'section.serverResult.draft' : 'section.serverResult.stale' })}</strong>}
          </div>
          {serverState !== 'saved' && <p className={tab.muted}>{intl.formatMessage({ id: serverState === 'draft' ? 'section.serverResult.draftNote' : 'section.serverResult.staleNote' })}</p>}
          <Figures results={server} method={data.general.layingMethod} />
          {server.messages.length > 0 && <MessageList messages={server.messages} started={!cannotStart(server)} />}
        </section>
      )}
    </div>
  );
}
