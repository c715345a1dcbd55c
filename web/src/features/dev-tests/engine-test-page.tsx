// Developers' page that runs any simulation request in the browser's engine, to compare its answer with the server's.
import { useId, useState, type ReactNode } from 'react';
import { engineClient, isEngineAbortError } from '../../lib/engine-client.ts';
import { FormattedMessage } from '../../lib/intl.tsx';
import { buildChartTestRequest } from './chart-test-request.ts';
import styles from './chart-test-page.module.css';

type Outcome = { state: 'idle' } | { state: 'running' } | { state: 'done'; json: string } | { state: 'badJson' } | { state: 'failed' };

/**
 * Developer test page (/test/engine): runs any request JSON through the browser's engine worker and shows the
 * raw response, so the browser's answer can be compared with the server's /simulator/calculate.
 */
export function EngineTestPage(): ReactNode {
  const inputId = useId();
  const [text, setText] = useState(() => JSON.stringify(buildChartTestRequest({ firstStraightM: 300, cof: 0.1 }), null, 2));
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });

  function run(): void {
    let request: unknown;
    try {
      request = JSON.parse(text);
    } catch {
      setOutcome({ state: 'badJson' });
      return;
    }
    setOutcome({ state: 'running' });
    // the engine validates the request itself: anything parsed is passed on as it is
    engineClient.calculate(request as Parameters<typeof engineClient.calculate>[0]).then(
      (response) => setOutcome({ state: 'done', json: JSON.stringify(response, null, 2) }),
      (error: unknown) => {
        if (!isEngineAbortError(error)) setOutcome({ state: 'failed' });
      },
    );
  }

  return (
    <div className={styles.page}>
      <div>
        <h1>
          <FormattedMessage id="devTests.engine.title" />
        </h1>
        <p className={styles.intro}>
          <FormattedMessage id="devTests.engine.intro" />
        </p>
      </div>
      <section className={styles.panel} aria-busy={outcome.state === 'running'}>
        <div className={styles.field}>
          <label htmlFor={inputId}>
            <FormattedMessage id="devTests.engine.request" />
          </label>
          <textarea
            id={inputId}
            className={styles.code}
            rows={16}
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <p>
          <button type="button" className={styles.button} onClick={run}>
            <FormattedMessage id="devTests.engine.run" />
          </button>
        </p>
        {outcome.state === 'badJson' && (
          <p className={styles.error} role="alert">
            <FormattedMessage id="devTests.engine.badJson" />
          </p>
        )}
        {outcome.state === 'failed' && (
          <p className={styles.error} role="alert">
            <FormattedMessage id="devTests.charts.engineUnavailable" />
          </p>
        )}
        {outcome.state === 'running' && (
          <p role="status">
            <FormattedMessage id="devTests.charts.calculating" />
          </p>
        )}
        {outcome.state === 'done' && (
          <figure className={styles.output}>
            <figcaption>
              <FormattedMessage id="devTests.engine.response" />
            </figcaption>
            <pre data-testid="engine-response" className={styles.code}>
              {outcome.json}
            </pre>
          </figure>
        )}
      </section>
    </div>
  );
}
