// The user's projects page: folders and projects one folder at a time, searched, sorted, as a grid or a list.
import type { Folder, Project2 } from '@cla/domain/api';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog, PromptDialog } from '../../components/dialog.tsx';
import { ErrorPage } from '../../components/error-page.tsx';
import { Button, FormAlert } from '../../components/form.tsx';
import { Icon } from '../../components/icon.tsx';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { FormattedMessage, useIntl, useLocale } from '../../lib/intl.tsx';
import { breadcrumbOf, DEFAULT_DISPLAY, DEFAULT_SORT, folderView, SORT_ORDERS, type Display, type SortOrder } from './browse.ts';
import { FolderItem, ProjectItem } from './project-items.tsx';
import { projectsApi } from './projects-api.ts';
import { useCallToasts } from './use-call-toasts.ts';
import { useProjectsData } from './use-projects-data.ts';
import styles from './projects-page.module.css';

type Dialog =
  | { kind: 'newFolder' }
  | { kind: 'newProject' }
  | { kind: 'renameFolder'; folder: Folder }
  | { kind: 'renameProject'; project: Project2 }
  | { kind: 'deleteFolder'; folder: Folder }
  | { kind: 'deleteProject'; project: Project2 };

/** `/projects` and `/projects/:id`: the user's folders and projects, one folder at a time. */
export function ProjectsPage(): ReactNode {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { id: folderId = null } = useParams();
  const data = useProjectsData();
  const call = useCallToasts();
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<SortOrder>(DEFAULT_SORT);
  const [display, setDisplay] = useState<Display>(DEFAULT_DISPLAY);
  const [dialog, setDialog] = useState<Dialog>();
  const unnamed = intl.formatMessage({ id: 'projects.unnamed' });

  const view = useMemo(
    () => folderView(folderId, data, { filter, sort, locale, unnamed }),
    [folderId, data, filter, sort, locale, unnamed],
  );
  const path = useMemo(() => breadcrumbOf(folderId, data.folders), [folderId, data.folders]);

  if (data.state === 'failed') {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>
          <FormattedMessage id="projects.title" />
        </h1>
        <FormAlert>{apiErrorMessage(intl, data.error)}</FormAlert>
        <Button onClick={data.reload}>
          <FormattedMessage id="toast.retry" />
        </Button>
      </section>
    );
  }
  if (data.state === 'loaded' && folderId !== null && path.length === 0) {
    return <ErrorPage status={404} title={intl.formatMessage({ id: 'projects.folderNotFound' })} />;
  }

  const close = (): void => setDialog(undefined);
  const cancel = intl.formatMessage({ id: 'dialog.cancel' });
  const required = intl.formatMessage({ id: 'account.error.required' });
  const nameLabel = intl.formatMessage({ id: 'projects.name' });

  async function createFolder(name: string): Promise<void> {
    close();
    await call(() => projectsApi.createFolder(name, folderId), {
      failure: 'projects.folder.createFailed',
      retry: true,
      onSuccess: (folder: Folder) => data.update((current) => ({ ...current, folders: [...current.folders, folder] })),
    });
  }
  async function createProject(name: string): Promise<void> {
    close();
    await call(() => projectsApi.createProject(name, folderId), {
      success: 'projects.project.saved',
      failure: 'projects.project.saveFailed',
      retry: true,
      onSuccess: (project: Project2) => void navigate(`/project/${project.id}`),
    });
  }
  async function renameFolder(folder: Folder, name: string): Promise<void> {
    close();
    await call(() => projectsApi.renameFolder(folder.id, name), {
      failure: 'projects.folder.saveFailed',
      retry: true,
      onSuccess: (saved: Folder) =>
        data.update((current) => ({ ...current, folders: current.folders.map((f) => (f.id === saved.id ? saved : f)) })),
    });
  }
  async function renameProject(project: Project2, name: string): Promise<void> {
    close();
    await call(() => projectsApi.patchProject(project.id, { name }), {
      success: 'projects.project.saved',
      failure: 'projects.project.saveFailed',
      retry: true,
      onSuccess: (saved: Project2) =>
        data.update((current) => ({ ...current, projects: current.projects.map((p) => (p.id === saved.id ? saved : p)) })),
    });
  }
  async function deleteFolder(folder: Folder): Promise<void> {
    close();
    const done = await call(async () => {
      await projectsApi.deleteFolder(folder.id);
      return true;
    }, { failure: 'projects.folder.deleteFailed' });
    // Subfolders and their projects went with it: the simplest truth is the server's.
    if (done) data.reload();
  }
  async function deleteProject(project: Project2): Promise<void> {
    close();
    const done = await call(async () => {
      await projectsApi.deleteProject(project.id);
      return true;
    }, { failure: 'projects.project.deleteFailed' });
    if (done) data.update((current) => ({ ...current, projects: current.projects.filter((p) => p.id !== project.id) }));
  }

  const empty = data.state === 'loaded' && view.folders.length === 0 && view.projects.length === 0;
  return (
    <section className={styles.page} aria-busy={data.state === 'loading' || data.state === 'notLoaded'}>
      <div className={styles.header}>
        <div>
          <nav aria-label={intl.formatMessage({ id: 'projects.breadcrumb' })}>
            <ol className={styles.breadcrumb}>
              <li>
                {path.length === 0 ? (
                  <span aria-current="page">
                    <FormattedMessage id="projects.allProjects" />
                  </span>
                ) : (
                  <Link to="/projects">
                    <FormattedMessage id="projects.allProjects" />
                  </Link>
                )}
              </li>
              {path.map((folder, index) => (
                <li key={folder.id}>
                  {index === path.length - 1 ? (
                    <span aria-current="page">{folder.name}</span>
                  ) : (
                    <Link to={`/projects/${folder.id}`}>{folder.name}</Link>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          <h1 className={styles.title}>{path.at(-1)?.name ?? <FormattedMessage id="projects.title" />}</h1>
        </div>
        <div className={styles.create}>
          {folderId === null && (
            <Link to="/legacy-projects" className={`${styles.legacyLink} ${styles.muted}`}>
              <FormattedMessage id="projects.legacyLink" />
            </Link>
          )}
          <Button onClick={() => setDialog({ kind: 'newFolder' })}>
            <Icon name="folder" />
            <FormattedMessage id="projects.folder.new" />
          </Button>
          <Button variant="primary" onClick={() => setDialog({ kind: 'newProject' })}>
            <FormattedMessage id="projects.project.new" />
          </Button>
        </div>
      </div>

      <div className={styles.toolbar}>
        <label className={styles.filter}>
          <span className={styles.toolbarLabel}>
            <FormattedMessage id="projects.filter" />
          </span>
          <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
        </label>
        <label>
          <span className={styles.toolbarLabel}>
            <FormattedMessage id="projects.sort" />
          </span>
          <select value={sort} onChange={(event) => setSort(event.target.value as SortOrder)}>
            {SORT_ORDERS.map((order) => (
              <option key={order} value={order}>
                {intl.formatMessage({ id: `projects.sort.${order}` })}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.display} role="group" aria-label={intl.formatMessage({ id: 'projects.display' })}>
          {(['grid', 'list'] as const).map((mode) => (
            <button key={mode} type="button" aria-pressed={display === mode} onClick={() => setDisplay(mode)}>
              <FormattedMessage id={`projects.display.${mode}`} />
            </button>
          ))}
        </div>
      </div>

      {(data.state === 'loading' || data.state === 'notLoaded') && (
        <p className={styles.muted}>
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {empty && (
        <div className={styles.empty}>
          <p>
            <FormattedMessage id={filter.trim() ? 'projects.noMatch' : 'projects.empty'} />
          </p>
        </div>
      )}
      {data.state === 'loaded' && !empty && (
        <ul className={styles.items} data-display={display} aria-label={intl.formatMessage({ id: 'projects.items' })}>
          {view.folders.map((folder) => (
            <FolderItem
              key={folder.id}
              folder={folder}
              display={display}
              onRename={() => setDialog({ kind: 'renameFolder', folder })}
              onDelete={() => setDialog({ kind: 'deleteFolder', folder })}
            />
          ))}
          {view.projects.map((project) => (
            <ProjectItem
              key={project.id}
              project={project}
              display={display}
              onRename={() => setDialog({ kind: 'renameProject', project })}
              onDelete={() => setDialog({ kind: 'deleteProject', project })}
            />
          ))}
        </ul>
      )}

      {dialog?.kind === 'newFolder' && (
        <PromptDialog
          title={intl.formatMessage({ id: 'projects.folder.new' })}
          label={nameLabel}
          submitLabel={intl.formatMessage({ id: 'dialog.create' })}
          cancelLabel={cancel}
          requiredMessage={required}
          onCancel={close}
          onSubmit={(name) => void createFolder(name)}
        />
      )}
      {dialog?.kind === 'newProject' && (
        <PromptDialog
          title={intl.formatMessage({ id: 'projects.project.new' })}
          label={nameLabel}
          submitLabel={intl.formatMessage({ id: 'dialog.create' })}
          cancelLabel={cancel}
          requiredMessage={required}
          onCancel={close}
          onSubmit={(name) => void createProject(name)}
        />
      )}
      {dialog?.kind === 'renameFolder' && (
        <PromptDialog
          title={intl.formatMessage({ id: 'projects.folder.rename' })}
          label={nameLabel}
          initialValue={dialog.folder.name}
          submitLabel={intl.formatMessage({ id: 'dialog.save' })}
          cancelLabel={cancel}
          requiredMessage={required}
          onCancel={close}
          onSubmit={(name) => void renameFolder(dialog.folder, name)}
        />
      )}
      {dialog?.kind === 'renameProject' && (
        <PromptDialog
          title={intl.formatMessage({ id: 'projects.project.rename' })}
          label={nameLabel}
          initialValue={dialog.project.name}
          submitLabel={intl.formatMessage({ id: 'dialog.save' })}
          cancelLabel={cancel}
          requiredMessage={required}
          onCancel={close}
          onSubmit={(name) => void renameProject(dialog.project, name)}
        />
      )}
      {dialog?.kind === 'deleteFolder' && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'projects.folder.delete' })}
          message={intl.formatMessage({ id: 'projects.folder.deleteConfirm' }, { name: dialog.folder.name })}
          confirmLabel={intl.formatMessage({ id: 'dialog.delete' })}
          cancelLabel={cancel}
          onCancel={close}
          onConfirm={() => void deleteFolder(dialog.folder)}
        />
      )}
      {dialog?.kind === 'deleteProject' && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'projects.project.delete' })}
          message={intl.formatMessage({ id: 'projects.project.deleteConfirm' }, { name: dialog.project.name || unnamed })}
          confirmLabel={intl.formatMessage({ id: 'dialog.delete' })}
          cancelLabel={cancel}
          onCancel={close}
          onConfirm={() => void deleteProject(dialog.project)}
        />
      )}
    </section>
  );
}
