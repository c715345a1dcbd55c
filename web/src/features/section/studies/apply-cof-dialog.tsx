// 'Use this COF in other sections': shows each stretch's COF now and after, and saves it into the sections the user ticks.
import { applyCof, COF_DIGITS, cofAlreadyApplied, cofChanges, roundCof } from '@cla/domain';
import type { Section } from '@cla/domain/api';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Modal } from '../../../components/dialog.tsx';
import { Button, FormAlert } from '../../../components/form.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-errors.ts';
import { useIntl } from '../../../lib/intl.tsx';
import { formatSignificant } from '../../../lib/units.ts';
import { sectionApi } from '../section-api.ts';
import styles from './studies.module.css';

/** What became of one section's save. */
type Outcome = { state: 'saved' } | { state: 'conflict' } | { state: 'failed'; message: string };

interface Entry {
  section: Section;
  checked: boolean;
  outcome?: Outcome | undefined;
}

/**
 * "Use this COF in other sections": the project's other sections, each with its stretches' COF now and after, a
 * checkbox each; each chosen section is saved over its own version (a section saved elsewhere meanwhile answers 409:
 * it is named, nothing is written to it, and "Reload" fetches it again with the choices kept).
 */
export function ApplyCofDialog({ cof, project, current, onClose }: { cof: number; project: string; current: string; onClose: () => void }): ReactNode {
  const intl = useIntl();
  const [entries, setEntries] = useState<Entry[]>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const cofText = (c: number | null) => (c === null ? '—' : formatSignificant(intl, c, COF_DIGITS));
  const nameOf = (s: Section) => s.name || s.data.general.sectionName || intl.formatMessage({ id: 'project.sections.unnamed' });

  const load = useCallback(
    (signal?: AbortSignal) => {
      sectionApi.ofProject(project, signal).then(
        (sections) => {
          setFailure(undefined);
          setEntries((before) =>
            sections
              .filter((s) => s.id !== current)
              .map((section) => {
                const old = before?.find((e) => e.section.id === section.id);
                // a section saved by this dialog stays "saved"; a conflict is cleared by the fresh version
                return { section, checked: old?.checked ?? false, outcome: old?.outcome?.state === 'saved' ? old.outcome : undefined };
              }),
          );
        },
        (error: unknown) => {
          if (!isApiError(error, 'aborted')) setFailure(apiErrorMessage(intl, error));
        },
      );
    },
    [project, current, intl],
  );
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const chosen = (entries ?? []).filter((e) => e.checked && e.outcome?.state !== 'saved');
  const setEntry = (id: string, change: Partial<Entry>) => setEntries((all) => all?.map((e) => (e.section.id === id ? { ...e, ...change } : e)));

  async function apply(): Promise<void> {
    setBusy(true);
    for (const entry of chosen) {
      const { section } = entry;
      try {
        // no results sent: the stored ones stay, and the server marks them stale (their COF changed)
        const saved = await sectionApi.save(section, applyCof(section.data, cof), undefined, section.favorites);
        setEntry(section.id, { section: saved, outcome: { state: 'saved' } });
      } catch (error) {
        const conflict = isApiError(error, 'http') && error.status === 409;
        setEntry(section.id, { outcome: conflict ? { state: 'conflict' } : { state: 'failed', message: apiErrorMessage(intl, error) } });
      }
    }
    setBusy(false);
  }

  const conflicts = (entries ?? []).some((e) => e.outcome?.state === 'conflict');
  return (
    <Modal
      title={intl.formatMessage({ id: 'studies.applyCof.title' }, { cof: cofText(roundCof(cof)) })}
      onClose={onClose}
      onSubmit={() => void apply()}
      footer={
        <>
          {conflicts && <Button onClick={() => load()}>{intl.formatMessage({ id: 'studies.applyCof.reload' })}</Button>}
          <Button onClick={onClose}>{intl.formatMessage({ id: 'studies.applyCof.close' })}</Button>
          <Button type="submit" variant="primary" busy={busy} disabled={chosen.length === 0}>
            {intl.formatMessage({ id: 'studies.applyCof.submit' }, { count: chosen.length })}
          </Button>
        </>
      }
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      {!entries && !failure && <p aria-busy="true">{intl.formatMessage({ id: 'app.loading' })}</p>}
      {entries?.length === 0 && <p>{intl.formatMessage({ id: 'studies.applyCof.none' })}</p>}
      {entries && entries.length > 0 && (
        <fieldset className={styles.sectionChoice}>
          <legend>{intl.formatMessage({ id: 'studies.applyCof.sections' })}</legend>
          {entries.map(({ section, checked, outcome }) => {
            const stretches = cofChanges(section.data, cof)
              .map((c) => intl.formatMessage({ id: 'common.labelled' }, { label: c.name ?? intl.formatMessage({ id: 'studies.calibration.stretchN' }, { n: c.index + 1 }), value: cofText(c.before) }))
              .join(', ');
            const already = cofAlreadyApplied(section.data, cof);
            const describedBy = `apply-cof-${section.id}`;
            return (
              <div key={section.id} className={styles.sectionRow} data-section={section.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={busy || outcome?.state === 'saved'}
                    aria-describedby={describedBy}
                    onChange={(event) => setEntry(section.id, { checked: event.target.checked })}
                  />{' '}
                  {nameOf(section)}
                </label>
                <span id={describedBy} className={styles.note}>
                  {intl.formatMessage({ id: 'studies.applyCof.current' }, { stretches: stretches || '—' })}
                  {already && outcome?.state !== 'saved' && ` ${intl.formatMessage({ id: 'studies.applyCof.already' })}`}
                </span>
                {outcome?.state === 'saved' && <span role="status">{intl.formatMessage({ id: 'studies.applyCof.saved' }, { name: nameOf(section) })}</span>}
                {outcome?.state === 'conflict' && <FormAlert>{intl.formatMessage({ id: 'studies.applyCof.conflict' }, { name: nameOf(section) })}</FormAlert>}
                {outcome?.state === 'failed' && <FormAlert>{intl.formatMessage({ id: 'studies.applyCof.failed' }, { name: nameOf(section), reason: outcome.message })}</FormAlert>}
              </div>
            );
          })}
        </fieldset>
      )}
    </Modal>
  );
}
