// A legacy project opened from a share link: read-only for anyone, and a signed-in visitor can copy it into their own.
import { legacyDisplayName, recomputeLegacyTrajectory } from '@cla/domain';
import type { SharedLegacyProject } from '@cla/domain/api';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorPage } from '../../components/error-page.tsx';
import { Button, FormAlert } from '../../components/form.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { useIntl } from '../../lib/intl.tsx';
import { useSession } from '../../lib/session.tsx';
import { useFormatQuantity } from '../../lib/units.ts';
import tab from './legacy.module.css';
import page from './legacy.module.css';
import { legacyApi } from './legacy-api.ts';
import { LegacyTrajectoryTable } from './legacy-trajectory-table.tsx';

type Load = { token: string } & ({ state: 'loaded'; project: SharedLegacyProject } | { state: 'failed'; error: unknown });

/**
 * `/legacy-projects/share/:token`: a shared legacy project for anyone with the link, read-only (the rows and
 * what derives from them); a signed-in visitor can copy it into their own legacy projects.
 */
export function LegacySharedPage(): ReactNode {
  const intl = useIntl();
  const { token = '' } = useParams();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const quantity = useFormatQuantity();
  const [load, setLoad] = useState<Load>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    legacyApi.shared(token, controller.signal).then(
      (project) => setLoad({ token, state: 'loaded', project }),
      (error: unknown) => {
        if (!isApiError(error, 'aborted')) setLoad({ token, state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [token]);

  if (!load || load.token !== token) return <p aria-busy="true">{intl.formatMessage({ id: 'app.loading' })}</p>;
  if (load.state === 'failed') {
    return isApiError(load.error, 'http') && load.error.status === 404 ? (
      <ErrorPage status={404} title={intl.formatMessage({ id: 'section.shared.notFound' })} />
    ) : (
      <FormAlert>{apiErrorMessage(intl, load.error)}</FormAlert>
    );
  }
  const { project } = load;
  const last = recomputeLegacyTrajectory(project.data).at(-1);

  async function copy(): Promise<void> {
    setBusy(true);
    setFailure(undefined);
    try {
      const created = await legacyApi.copyShared(token);
      await navigate(`/legacy-projects/${encodeURIComponent(created.id)}`);
    } catch (error) {
      setFailure(apiErrorMessage(intl, error));
      setBusy(false);
    }
  }

  return (
    <section className={page.page}>
      <div className={page.header}>
        <div>
          <p className={tab.muted}>{intl.formatMessage({ id: 'legacy.shared.badge' })}</p>
          <h1 className={page.title}>{legacyDisplayName(project) ?? intl.formatMessage({ id: 'projects.unnamed' })}</h1>
        </div>
        <div className={tab.toolbar}>
          {session.status === 'signedIn' ? (
            <Button variant="primary" busy={busy} onClick={() => void copy()}>
              {intl.formatMessage({ id: 'legacy.shared.copy' })}
            </Button>
          ) : (
            session.status === 'anonymous' && (
              <Link to={`/?r=${encodeURIComponent(location.pathname)}`}>{intl.formatMessage({ id: 'legacy.shared.signInToCopy' })}</Link>
            )
          )}
        </div>
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <section className={tab.card} aria-labelledby="legacy-shared-rows">
        <div className={tab.cardHeader}>
          <h2 id="legacy-shared-rows">{intl.formatMessage({ id: 'section.trajectory.rows' })}</h2>
          <span className={tab.muted}>
            {intl.formatMessage(
              { id: 'section.trajectory.total' },
              { length: quantity(last?.cumulativeLength ?? 0, 'length'), altitude: quantity(last?.altAtEnd ?? project.data.altitudeAtStart, 'length') },
            )}
          </span>
        </div>
        <dl className={tab.grid}>
          <div>
            <dt>{intl.formatMessage({ id: 'field.trajectory.altitudeAtStart' })}</dt>
            <dd>{quantity(project.data.altitudeAtStart, 'length')}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'legacy.editor.mode' })}</dt>
            <dd>{intl.formatMessage({ id: project.data.slopeBased ? 'legacy.editor.mode.slope' : 'legacy.editor.mode.altitude' })}</dd>
          </div>
        </dl>
        <LegacyTrajectoryTable data={project.data} />
      </section>
    </section>
  );
}
