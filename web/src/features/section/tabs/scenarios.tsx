// Scenarios: named, coloured variants of a section computed side by side, with their cable force on one chart.
import { isReadyToSimulate, removeVariant, renameVariant, toDisplay, toSimulationRequest, unitOf, variantNameProblem, variantsOf, type SectionContext, type Variant } from '@cla/domain';
import type { CalculateResponse } from '@cla/engine';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { InlineRename } from '../../../components/inline-rename.tsx';
import { Chart } from '../../../lib/chart.tsx';
import { createEngineClient, isEngineAbortError } from '../../../lib/engine-client.ts';
import { useIntl } from '../../../lib/intl.tsx';
import { useUnitSystem } from '../../../lib/session.tsx';
import { cableForceAxisLabel, useFormatQuantity } from '../../../lib/units.ts';
import { limitedByText } from '../limited-by.ts';
import { maxDistanceText } from '../studies/method-rows.ts';
import { figuresOf } from '../result-summary.ts';
import { contextAtom, favoritesAtom } from '../state/atoms.ts';
import { keepVariantAtom, replaceDataAtom, setFavoritesAtom } from '../state/actions.ts';
import { useEditorSet, useEditorValue, useReadOnly } from '../state/editor-store.tsx';
import styles from './results-tab.module.css';
import tab from './tab.module.css';
import { VariantNameForm, variantNameMessage } from './variant-name-form.tsx';
import { ActionsCell } from '../../../components/row-cells.tsx';

/** A scenario: a named, coloured variant of the section's data (stored in the section's `favorites`, kind `scenario`). */
export type Scenario = Variant;

type Answers = Record<string, CalculateResponse | 'blocked' | 'unavailable'>;

/** Each scenario computed in the browser, one after the other, on its own engine (the editor's live run is not cancelled). */
function useScenarioResults(scenarios: readonly Scenario[], context: SectionContext): Answers {
  const [answers, setAnswers] = useState<Answers>({});
  const client = useMemo(() => createEngineClient(), []);
  useEffect(() => () => client.dispose(), [client]);
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const next: Answers = {};
      for (const scenario of scenarios) {
        if (!isReadyToSimulate(scenario.data, context)) {
          next[scenario.name] = 'blocked';
          continue;
        }
        try {
          next[scenario.name] = await client.calculate(toSimulationRequest(scenario.data, { findMaxDistance: true, context }));
        } catch (error) {
          if (isEngineAbortError(error)) return;
          next[scenario.name] = 'unavailable';
        }
        if (cancelled) return;
      }
      if (!cancelled) setAnswers(next);
    })();
    return () => {
      cancelled = true;
    };
  }, [scenarios, context, client]);
  return answers;
}

/**
 * Scenarios: keep the current data as a named, coloured variant; compare the variants side by side and
 * their cable force along the route on one chart; rename one, load one back into the editor, delete.
 */
export function Scenarios(): ReactNode {
  const intl = useIntl();
  const favorites = useEditorValue(favoritesAtom);
  const context = useEditorValue(contextAtom);
  const setFavorites = useEditorSet(setFavoritesAtom);
  const readOnly = useReadOnly();
  const replaceData = useEditorSet(replaceDataAtom);
  const quantity = useFormatQuantity();
  const system = useUnitSystem();
  const scenarios = useMemo(() => variantsOf(favorites, 'scenario'), [favorites]);
  const answers = useScenarioResults(scenarios, context);

  const keepVariant = useEditorSet(keepVariantAtom);
  const keep = (name: string): void => keepVariant('scenario', name);
  const remove = (name: string): void => setFavorites(removeVariant(favorites, 'scenario', name));
  const rename = (from: string, to: string): string | undefined => {
    const problem = variantNameMessage(intl, variantNameProblem(favorites, 'scenario', to, from));
    if (!problem) setFavorites(renameVariant(favorites, 'scenario', from, to));
    return problem;
  };

  const lines = scenarios.flatMap((scenario) => {
    const answer = answers[scenario.name];
    if (typeof answer !== 'object') return [];
    return [
      {
        x: answer.profile.position.map((v) => toDisplay(v, 'length', system)),
        y: answer.profile.force.map((v) => toDisplay(v, 'force', system)),
        type: 'scatter' as const,
        mode: 'lines' as const,
        name: scenario.name,
        line: { color: scenario.primaryColor, width: 2 },
      },
    ];
  });

  return (
    <section className={tab.card} aria-labelledby="scenarios-title">
      <h2 id="scenarios-title">{intl.formatMessage({ id: 'section.scenarios.title' })}</h2>
      <VariantNameForm
        kind="scenario"
        entries={favorites}
        label={intl.formatMessage({ id: 'section.scenarios.nameLabel' })}
        action={intl.formatMessage({ id: 'section.scenarios.keep' })}
        onAdd={keep}
        disabled={readOnly}
      />
      {scenarios.length === 0 ? (
        <p className={tab.muted}>{intl.formatMessage({ id: 'section.scenarios.empty' })}</p>
      ) : (
        <>
          <div className={styles.scroll}>
            <table className={`${styles.table} ${styles.wideTable}`} aria-label={intl.formatMessage({ id: 'section.scenarios.table' })}>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'left' }}>{intl.formatMessage({ id: 'section.scenarios.name' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'field.general.layingMethod' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'section.results.status' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'section.resultPanel.limitedBy' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'results.distanceReached' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'results.maxDistance' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'section.results.duration' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'section.resultPanel.peakForce' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'section.trajectory.actions' })}</th>
                </tr>
              </thead>
              <tbody>
                {scenarios.map((scenario, index) => {
                  const answer = answers[scenario.name];
                  const figures = typeof answer === 'object' ? figuresOf(answer, scenario.data.general.layingMethod) : undefined;
                  return (
                    <tr key={index}>
                      <th scope="row" style={{ textAlign: 'left' }}>
                        <InlineRename
                          name={scenario.name}
                          disabled={readOnly}
                          before={<span className={tab.swatch} style={{ background: scenario.primaryColor }} aria-hidden="true" />}
                          onRename={(to) => rename(scenario.name, to)}
                        />
                      </th>
                      <td>{scenario.data.general.layingMethod ? intl.formatMessage({ id: `method.${scenario.data.general.layingMethod}` }) : '—'}</td>
                      {figures ? (
                        <>
                          <td data-status={figures.status}>{intl.formatMessage({ id: figures.cannotStart ? 'results.cannotStart.status' : `project.sections.status.${figures.status}` })}</td>
                          <td>{limitedByText(intl, quantity, figures, '—')}</td>
                          {/* a cable that cannot start reached nothing: its head stays where it started */}
                          <td className={figures.cannotStart ? undefined : styles.number}>{figures.cannotStart ? intl.formatMessage({ id: 'results.cannotStart.distance' }, { position: quantity(figures.distance, 'length') || '—' }) : quantity(figures.distance, 'length')}</td>
                          <td>{maxDistanceText(intl, quantity, { ...figures, started: !figures.cannotStart })}</td>
                          <td className={styles.number}>{quantity(figures.duration, 'duration')}</td>
                          <td className={styles.number}>{quantity(figures.peakForce, 'force')}</td>
                        </>
                      ) : (
                        <td colSpan={6}>{answer === 'blocked' ? intl.formatMessage({ id: 'section.scenarios.blocked' }) : answer === 'unavailable' ? intl.formatMessage({ id: 'devTests.charts.engineUnavailable' }) : '…'}</td>
                      )}
                      <ActionsCell className={styles.rowButtons}>
                        <button type="button" className={tab.small} aria-label={intl.formatMessage({ id: 'section.scenarios.loadItem' }, { name: scenario.name })} onClick={() => replaceData(structuredClone(scenario.data))}>
                          {intl.formatMessage({ id: 'section.scenarios.load' })}
                        </button>
                        <button type="button" className={tab.small} aria-label={intl.formatMessage({ id: 'projects.deleteItem' }, { name: scenario.name })} onClick={() => remove(scenario.name)}>
                          {intl.formatMessage({ id: 'dialog.delete' })}
                        </button>
                      </ActionsCell>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {lines.length > 0 && (
            <Chart
              label={intl.formatMessage({ id: 'section.scenarios.chart' })}
              data={lines}
              layout={{
                title: { text: intl.formatMessage({ id: 'section.scenarios.chart' }) },
                xaxis: { title: { text: `${intl.formatMessage({ id: 'section.results.axis.position' })} (${unitOf(system, 'length').unit})` } },
                yaxis: { title: { text: cableForceAxisLabel(intl, system) } },
                margin: { l: 64, r: 16, t: 40, b: 48 },
                legend: { orientation: 'h', y: -0.25 },
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
