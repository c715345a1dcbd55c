// The list of the user's legacy projects (the former planner's trajectories): open, create, rename, delete with Undo.
import { legacyDisplayName, recomputeLegacyTrajectory, type LegacyProjectData } from '@cla/domain';
import type { LegacyProject } from '@cla/domain/api';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { PromptDialog } from '../../components/dialog.tsx';
import { Button, FormAlert } from '../../components/form.tsx';
import { apiClient, isApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { callRoute, routePath } from '../../lib/api-routes.ts';
import { FormattedMessage, useIntl, useLocale } from '../../lib/intl.tsx';
import { useToasts } from '../../lib/toasts.ts';
import { useFormatQuantity } from '../../lib/units.ts';
import { useCallToasts } from './use-call-toasts.ts';
import styles from './projects-page.module.css';
import { getAllPages } from '../../lib/api-pages.ts';
import { ItemActions } from './project-items.tsx';

/** The columns of the list of legacy projects, by their headings. */
const COLUMNS = ['projects.name', 'legacy.routeLength', 'legacy.rows', 'legacy.updated', 'legacy.actions'] as const;

/** The route length of a legacy trajectory (m): where its last row ends. */
export function legacyRouteLength(data: LegacyProjectData): number {
  const rows = recomputeLegacyTrajectory(data);
  const last = rows.at(-1)?.cumulativeLength;
  return typeof last === 'number' && Number.isFinite(last) ? last : 0;
}

type Dialog = { kind: 'rename'; project: LegacyProject };

/**
 * `/legacy-projects`: the projects of the former planner (a simple trajectory each), by name. New project opens
 * the editor on `/legacy-projects/new` (saved with a POST). Deleting one offers Undo, which posts it again
 * (docs/product.md#http-calls).
 */
export function LegacyProjectsPage(): ReactNode {
  const intl = useIntl();
  const { locale } = useLocale();
  const format = useFormatQuantity();
  const call = useCallToasts();
  const { show } = useToasts();
  const [projects, setProjects] = useState<LegacyProject[]>();
  const [failure, setFailure] = useState<unknown>();
  const [dialog, setDialog] = useState<Dialog>();
  const navigate = useNavigate();

  useEffect(() => {
    const controller = new AbortController();
    getAllPages<LegacyProject>(routePath('GET /api/projects'), controller.signal).then(setProjects, (error: unknown) => {
      if (!isApiError(error, 'aborted')) setFailure(error);
    });
    return () => controller.abort();
  }, []);

  const unnamed = intl.formatMessage({ id: 'projects.unnamed' });
  const nameOf = (project: LegacyProject): string => legacyDisplayName(project) ?? unnamed;
  const sorted = useMemo(() => {
    const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    return [...(projects ?? [])].sort((a, b) => collator.compare(legacyDisplayName(a) ?? '', legacyDisplayName(b) ?? ''));
  }, [projects, locale]);

  async function rename(project: LegacyProject, name: string): Promise<void> {
    setDialog(undefined);
    await call(() => callRoute('PATCH /api/project/{id}', { params: { id: project.id }, body: { name } }) as Promise<LegacyProject>, {
      success: 'projects.project.saved',
      failure: 'projects.project.saveFailed',
      retry: true,
      onSuccess: (saved: LegacyProject) => setProjects((current) => current?.map((p) => (p.id === saved.id ? saved : p))),
    });
  }
  async function remove(project: LegacyProject): Promise<void> {
    const done = await call(async () => {
      await callRoute('DELETE /api/project/{id}', { params: { id: project.id } });
      return true;
    }, { failure: 'projects.project.deleteFailed' });
    if (!done) return;
    setProjects((current) => current?.filter((p) => p.id !== project.id));
    show({
      variant: 'info',
      title: intl.formatMessage({ id: 'legacy.deleted' }, { name: nameOf(project) }),
      timeoutMs: 10_000,
      action: {
        label: intl.formatMessage({ id: 'legacy.undo' }),
        run: () =>
          void call(
            () => apiClient.post<LegacyProject>(routePath('POST /api/project'), { name: project.name, folder: project.folder, data: project.data }),
            {
              failure: 'projects.project.saveFailed',
              onSuccess: (restored: LegacyProject) => setProjects((current) => [...(current ?? []), restored]),
            },
          ),
      },
    });
  }

  return (
    <section className={styles.page} aria-busy={projects === undefined && failure === undefined}>
      <div className={styles.header}>
        <div>
          <nav aria-label={intl.formatMessage({ id: 'projects.breadcrumb' })}>
            <ol className={styles.breadcrumb}>
              <li>
                <Link to="/projects">
                  <FormattedMessage id="projects.allProjects" />
                </Link>
              </li>
            </ol>
          </nav>
          <h1 className={styles.title}>
            <FormattedMessage id="legacy.title" />
          </h1>
        </div>
        <div className={styles.create}>
          <Button variant="primary" onClick={() => void navigate('/legacy-projects/new')}>
            <FormattedMessage id="projects.project.new" />
          </Button>
        </div>
      </div>
      <p className={styles.muted}>
        <FormattedMessage id="legacy.lead" />
      </p>
      {failure !== undefined && <FormAlert>{apiErrorMessage(intl, failure)}</FormAlert>}
      {projects && sorted.length === 0 && (
        <div className={styles.empty}>
          <p>
            <FormattedMessage id="legacy.empty" />
          </p>
        </div>
      )}
      {sorted.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                {COLUMNS.map((id) => (
                  <th key={id} scope="col">
                    <FormattedMessage id={id} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sorted.map((project) => (
                <tr key={project.id}>
                  <th scope="row">
                    <Link to={`/legacy-projects/${encodeURIComponent(project.id)}`}>{nameOf(project)}</Link>
                  </th>
                  <td className={styles.number}>{format(legacyRouteLength(project.data), 'length')}</td>
                  <td className={styles.number}>{intl.formatNumber(project.data.trajectory.length)}</td>
                  <td>{intl.formatDate(new Date(project.updatedAt), { dateStyle: 'medium' })}</td>
                  <td>
                    <ItemActions name={nameOf(project)} className={styles.rowButtons} onRename={() => setDialog({ kind: 'rename', project })} onDelete={() => void remove(project)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialog?.kind === 'rename' && (
        <PromptDialog
          title={intl.formatMessage({ id: 'projects.project.rename' })}
          label={intl.formatMessage({ id: 'projects.name' })}
          initialValue={dialog.project.name ?? ''}
          submitLabel={intl.formatMessage({ id: 'dialog.save' })}
          cancelLabel={intl.formatMessage({ id: 'dialog.cancel' })}
          requiredMessage={intl.formatMessage({ id: 'account.error.required' })}
          onCancel={() => setDialog(undefined)}
          onSubmit={(name) => void rename(dialog.project, name)}
        />
      )}
    </section>
  );
}
