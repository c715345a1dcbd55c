// A project's page: its name, picture, sections and files.
import type { Project2 } from '@cla/domain/api';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useMatch, useNavigate, useParams } from 'react-router';
import { LoadFailure } from '../../components/load-failure.tsx';
import { Button } from '../../components/form.tsx';
import { NameField } from '../../components/name-field.tsx';
import { Icon } from '../../components/icon.tsx';
import { useSetActiveWork } from '../../lib/active-work.ts';
import { isApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { FormattedMessage, useIntl } from '../../lib/intl.tsx';
import { useToasts } from '../../lib/toasts.ts';
import { projectDisplayName } from './browse.ts';
import { ProjectFiles } from './project-files.tsx';
import { ProjectSections } from './project-sections.tsx';
import { fileUrl, projectsApi } from './projects-api.ts';
import { useCallToasts } from './use-call-toasts.ts';
import styles from './project-page.module.css';

type Loaded = { state: 'loading' } | { state: 'loaded'; project: Project2 } | { state: 'failed'; error: unknown };
/** The answer for one project id; another id is 'loading' until its answer arrives. */
type Answer = { id: string } & Loaded;

/** `/project/:id` (and its `edit` child, which opens the name for editing): sections, files and picture. */
export function ProjectPage(): ReactNode {
  const intl = useIntl();
  const { id = '' } = useParams();
  const editing = useMatch('/project/:id/edit') !== null;
  const navigate = useNavigate();
  const setActive = useSetActiveWork();
  const [answer, setAnswer] = useState<Answer>();
  const loaded: Loaded = answer?.id === id ? answer : { state: 'loading' };
  const setLoaded = (next: Loaded): void => setAnswer({ ...next, id });

  const load = useCallback(
    (signal?: AbortSignal): Promise<void> =>
      projectsApi.project(id, signal).then(
        (project) => {
          setAnswer({ id, state: 'loaded', project });
          setActive({ projectId: project.id });
        },
        (error: unknown) => {
          if (!isApiError(error, 'aborted')) setAnswer({ id, state: 'failed', error });
        },
      ),
    [id, setActive],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (loaded.state === 'loading') {
    return (
      <p aria-busy="true">
        <FormattedMessage id="app.loading" />
      </p>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <LoadFailure error={loaded.error} notFound={intl.formatMessage({ id: 'project.notFound' })}>
        <Button onClick={() => void load()}>
          <FormattedMessage id="toast.retry" />
        </Button>
      </LoadFailure>
    );
  }
  const { project } = loaded;
  const update = (next: Project2): void => setLoaded({ state: 'loaded', project: next });
  return (
    <div className={styles.page}>
      <nav aria-label={intl.formatMessage({ id: 'projects.breadcrumb' })} className={styles.back}>
        <Link to={project.folder ? `/projects/${project.folder}` : '/projects'}>
          ← <FormattedMessage id="project.backToProjects" />
        </Link>
      </nav>
      <ProjectTitle
        project={project}
        editing={editing}
        onEdit={() => void navigate(`/project/${project.id}/edit`)}
        onDone={() => void navigate(`/project/${project.id}`, { replace: true })}
        onChange={update}
      />
      <div className={styles.columns}>
        <ProjectSections project={project} onChange={update} />
        <div className={styles.side}>
          <ProjectPicture project={project} onChange={update} reload={() => load()} />
          <ProjectFiles project={project} onChange={update} reload={() => load()} />
        </div>
      </div>
    </div>
  );
}

interface ProjectTitleProps {
  project: Project2;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  onChange: (project: Project2) => void;
}

/** The project's name; in edit mode a field. Saving shows 'Project saved'; a failure 'Unable to save active project' and restores the old name. */
function ProjectTitle({ project, editing, onEdit, onDone, onChange }: ProjectTitleProps): ReactNode {
  const intl = useIntl();
  if (!editing) {
    return (
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{projectDisplayName(project, intl.formatMessage({ id: 'projects.unnamed' }))}</h1>
        <Button variant="ghost" onClick={onEdit} aria-label={intl.formatMessage({ id: 'project.editName' })}>
          <FormattedMessage id="projects.rename" />
        </Button>
      </div>
    );
  }
  return <ProjectNameForm project={project} onDone={onDone} onChange={onChange} />;
}

/** The name in edit mode: a field starting from the stored name. */
function ProjectNameForm({ project, onDone, onChange }: Omit<ProjectTitleProps, 'editing' | 'onEdit'>): ReactNode {
  const intl = useIntl();
  const { show } = useToasts();
  const [name, setName] = useState(project.name);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);

  async function save(event: FormEvent): Promise<void> {
    event.preventDefault();
    setTouched(true);
    const next = name.trim();
    if (next === '') return;
    const old = project.name;
    setBusy(true);
    onChange({ ...project, name: next });
    try {
      const saved = await projectsApi.patchProject(project.id, { name: next });
      onChange(saved);
      show({ variant: 'success', title: intl.formatMessage({ id: 'projects.project.saved' }) });
      onDone();
    } catch (error) {
      onChange({ ...project, name: old });
      setName(old);
      show({ variant: 'danger', title: intl.formatMessage({ id: 'project.saveActiveFailed' }), body: apiErrorMessage(intl, error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.titleForm} onSubmit={(event) => void save(event)} noValidate>
      <NameField value={name} touched={touched} onChange={setName} />
      <div className={styles.titleActions}>
        <Button onClick={onDone}>
          <FormattedMessage id="dialog.cancel" />
        </Button>
        <Button type="submit" variant="primary" busy={busy}>
          <FormattedMessage id="dialog.save" />
        </Button>
      </div>
    </form>
  );
}

/** The project's picture: an image upload (images only), shown on the project's card; remove clears it. */
function ProjectPicture({ project, onChange, reload }: { project: Project2; onChange: (p: Project2) => void; reload: () => Promise<void> }): ReactNode {
  const intl = useIntl();
  const call = useCallToasts();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File): Promise<void> {
    setBusy(true);
    const done = await call(() => projectsApi.uploadPicture(project.id, file), { failure: 'project.picture.uploadFailed' });
    if (done) await reload();
    setBusy(false);
  }
  async function remove(): Promise<void> {
    const saved = await call(() => projectsApi.patchProject(project.id, { picture: null }), { failure: 'project.picture.removeFailed' });
    if (saved) onChange(saved);
  }

  return (
    <section className={styles.card} aria-labelledby="picture-title">
      <div className={styles.cardHeader}>
        <h2 id="picture-title">
          <FormattedMessage id="project.picture.title" />
        </h2>
      </div>
      <div className={styles.picture}>
        {project.picture ? (
          <img src={fileUrl(project.id, project.picture)} alt={intl.formatMessage({ id: 'project.picture.alt' })} />
        ) : (
          <Icon name="calculator" size={48} />
        )}
      </div>
      <div className={styles.pictureActions}>
        <Button onClick={() => input.current?.click()} busy={busy}>
          <FormattedMessage id={project.picture ? 'project.picture.replace' : 'project.picture.upload'} />
        </Button>
        {project.picture && (
          <Button variant="ghost" onClick={() => void remove()}>
            <FormattedMessage id="project.picture.remove" />
          </Button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label={intl.formatMessage({ id: 'project.picture.upload' })}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </section>
  );
}
