// The finished studies a shared section carries, shown read-only with the same result views as the Studies tab.
import { createContext, type ReactNode } from 'react';
import { useIntl } from '../../../lib/intl.tsx';
import tab from '../tabs/tab.module.css';
import { kindOfServer, latestFinished, outcomeOfStored, type FinishedStudy } from './study-outcome.ts';
import { StudyResult } from './study-result.tsx';

/** The finished studies a share link carries, for the report of a shared section (undefined outside one). */
export const SharedStudiesContext = createContext<readonly FinishedStudy[] | undefined>(undefined);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The `studies` of a share answer, if it carries them: `[{ kind, result, finishedAt }]`; anything else is none. */
export function sharedStudiesOf(answer: unknown): FinishedStudy[] {
  const list = isObject(answer) ? answer.studies : undefined;
  if (!Array.isArray(list)) return [];
  return latestFinished(
    list.filter(isObject).map((s) => ({
      kind: typeof s.kind === 'string' ? s.kind : '',
      result: s.result,
      options: s.options,
      finishedAt: typeof s.finishedAt === 'string' ? s.finishedAt : null,
    })),
  );
}

/**
 * A shared section's finished studies (the latest of each kind), with the same result views as the Studies tab;
 * nothing at all when there are none. Inside the read-only editor, so no "use" button changes anything.
 */
export function SharedStudies({ studies }: { studies: readonly FinishedStudy[] }): ReactNode {
  const intl = useIntl();
  const shown = studies.flatMap((study) => {
    const outcome = outcomeOfStored(study);
    const kind = kindOfServer(study.kind);
    return outcome && kind ? [{ study, outcome, kind }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section className={tab.tab} aria-labelledby="shared-studies-title" data-testid="shared-studies">
      <h2 id="shared-studies-title">{intl.formatMessage({ id: 'studies.shared.title' })}</h2>
      {shown.map(({ study, outcome, kind }) => {
        const name = intl.formatMessage({ id: `studies.kind.${kind}` });
        const title = study.finishedAt ? intl.formatMessage({ id: 'studies.shared.finished' }, { kind: name, date: intl.formatDate(study.finishedAt, { dateStyle: 'medium', timeStyle: 'short' }) }) : name;
        return (
          <section key={study.kind} className={tab.card} aria-label={title}>
            <h3>{title}</h3>
            <StudyResult outcome={outcome} />
          </section>
        );
      })}
    </section>
  );
}
