// The section's studies run on the server: their status and progress, and Open, Cancel or Delete for each.
import type { Study } from '@cla/domain/api';
import { useState, type ReactNode } from 'react';
import { Button, FormAlert } from '../../../components/form.tsx';
import { apiErrorMessage } from '../../../lib/api-errors.ts';
import { useIntl } from '../../../lib/intl.tsx';
import tab from '../tabs/tab.module.css';
import { isRouteMissing, studiesApi } from './studies-api.ts';
import { kindOfServer, outcomeOfStored } from './study-outcome.ts';
import { StudyResult } from './study-result.tsx';
import styles from './studies.module.css';
import type { useServerStudies } from './use-server-studies.ts';
import { ActionsCell } from '../../../components/row-cells.tsx';

const busy = (study: Study): boolean => study.status === 'queued' || study.status === 'running';

interface StudyRowProps {
  readonly study: Study;
  /** the study's kind and date, as the row and its buttons' names say them */
  readonly name: string;
  readonly date: string;
  /** whether its result is the one shown below the list; whether it is being removed */
  readonly opened: boolean;
  readonly removing: boolean;
  readonly readOnly: boolean;
  readonly onOpen: () => void;
  readonly onRemove: () => void;
}

/** One stored study: kind, status (with its progress while queued or running), date, and Open, Cancel or Delete. */
function StudyRow({ study, name, date, opened, removing, readOnly, onOpen, onRemove }: StudyRowProps): ReactNode {
  const intl = useIntl();
  return (
    <tr data-study={study.id} data-status={study.status}>
      <th scope="row">{name}</th>
      <td>
        {intl.formatMessage({ id: `studies.server.status.${study.status}` })}
        {busy(study) && (
          <>
            {' '}
            <progress
              aria-label={intl.formatMessage({ id: 'studies.server.progress' }, { kind: name, date })}
              max={1}
              value={Math.min(1, Math.max(0, study.progress))}
            />{' '}
            {intl.formatNumber(Math.min(1, Math.max(0, study.progress)), { style: 'percent' })}
          </>
        )}
      </td>
      <td>{date}</td>
      <ActionsCell className={styles.controls}>
        {study.status === 'done' && (
          <Button
            aria-pressed={opened}
            aria-label={intl.formatMessage({ id: 'studies.server.openLabel' }, { kind: name, date })}
            onClick={onOpen}
          >
            {intl.formatMessage({ id: 'studies.server.open' })}
          </Button>
        )}
        {!readOnly && (
          <Button
            busy={removing}
            aria-label={intl.formatMessage({ id: busy(study) ? 'studies.server.cancelLabel' : 'studies.server.deleteLabel' }, { kind: name, date })}
            onClick={onRemove}
          >
            {intl.formatMessage({ id: busy(study) ? 'studies.server.cancel' : 'studies.server.delete' })}
          </Button>
        )}
      </ActionsCell>
    </tr>
  );
}

/**
 * The section's studies stored on the server: kind, status, progress while queued or running, date, and per study
 * "Open" (the same result views as in the browser), "Cancel" (queued or running) or "Delete" (finished).
 */
export function ServerStudies({ list, readOnly }: { list: ReturnType<typeof useServerStudies>; readOnly: boolean }): ReactNode {
  const intl = useIntl();
  const [openId, setOpenId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();
  const [removing, setRemoving] = useState<string | null>(null);
  const kindName = (study: Study) => {
    const kind = kindOfServer(study.kind);
    return kind ? intl.formatMessage({ id: `studies.kind.${kind}` }) : study.kind;
  };
  const when = (at: string | null) => (at ? intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' }) : '—');

  async function remove(study: Study): Promise<void> {
    setFailure(undefined);
    setRemoving(study.id);
    try {
      await studiesApi.remove(study.id);
      list.drop(study.id);
      if (openId === study.id) setOpenId(null);
    } catch (error) {
      setFailure(isRouteMissing(error) ? intl.formatMessage({ id: 'studies.server.removeNotAvailable' }) : apiErrorMessage(intl, error));
      list.refresh();
    } finally {
      setRemoving(null);
    }
  }

  const studies = list.studies;
  const opened = studies?.find((s) => s.id === openId && s.status === 'done');
  const outcome = opened ? outcomeOfStored(opened) : null;
  return (
    <>
      <section className={tab.card} aria-labelledby="server-studies-title">
        <h2 id="server-studies-title">{intl.formatMessage({ id: 'studies.server.title' })}</h2>
        {list.error !== undefined && <FormAlert>{apiErrorMessage(intl, list.error)}</FormAlert>}
        {failure && <FormAlert>{failure}</FormAlert>}
        {!studies && list.error === undefined && <p aria-busy="true">{intl.formatMessage({ id: 'app.loading' })}</p>}
        {studies?.length === 0 && <p className={tab.muted}>{intl.formatMessage({ id: 'studies.server.none' })}</p>}
        {studies && studies.length > 0 && (
          <div className={`${styles.scroll} ${styles.serverList}`}>
            <table className={styles.table} aria-label={intl.formatMessage({ id: 'studies.server.table' })}>
              <thead>
                <tr>
                  {(['kind', 'status', 'date'] as const).map((k) => (
                    <th key={k} scope="col">{intl.formatMessage({ id: `studies.server.${k}` })}</th>
                  ))}
                  <th scope="col"><span className={styles.visuallyHidden}>{intl.formatMessage({ id: 'studies.server.actions' })}</span></th>
                </tr>
              </thead>
              <tbody>
                {studies.map((study) => (
                  <StudyRow
                    key={study.id}
                    study={study}
                    name={kindName(study)}
                    date={when(study.finishedAt ?? study.createdAt)}
                    opened={openId === study.id}
                    removing={removing === study.id}
                    readOnly={readOnly}
                    onOpen={() => setOpenId(openId === study.id ? null : study.id)}
                    onRemove={() => void remove(study)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {opened && (
        <section className={tab.card} aria-label={intl.formatMessage({ id: 'studies.server.result' }, { kind: kindName(opened) })} data-testid={`server-study-${opened.kind}`}>
          <h2>{intl.formatMessage({ id: 'studies.server.result' }, { kind: kindName(opened) })}</h2>
          {outcome ? <StudyResult outcome={outcome} /> : <FormAlert>{intl.formatMessage({ id: 'studies.server.unreadable' })}</FormAlert>}
        </section>
      )}
    </>
  );
}
