// A section opened from a share link: read-only for anyone, with its results and a live calculation; can be copied.
import type { Preset, Project2, Section, SharedMachine, SharedSection } from '@cla/domain/api';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorPage } from '../../components/error-page.tsx';
import { Button, FormAlert, SelectField } from '../../components/form.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { callRoute } from '../../lib/api-routes.ts';
import { useIntl } from '../../lib/intl.tsx';
import { useSession } from '../../lib/session.tsx';
import { EditorLayout } from './section-editor-page.tsx';
import type { MachineCatalogue } from './state/atoms.ts';
import { SectionEditorProvider } from './state/section-editor-provider.tsx';
import { sectionApi } from './section-api.ts';
import styles from './section-editor-page.module.css';
import { SharedStudies, SharedStudiesContext, sharedStudiesOf } from './studies/shared-studies.tsx';
import type { FinishedStudy } from './studies/study-outcome.ts';

type Loaded = { token: string } & ({ state: 'loaded'; section: Section; machines: MachineCatalogue; studies: FinishedStudy[] } | { state: 'failed'; error: unknown });

/** A shared section as the editor's record (read-only: no project, no version to save over). */
function asSection(shared: SharedSection): Section {
  const { studies: _studies, machines: _machines, ...section } = shared as SharedSection & { studies?: unknown; machines?: unknown };
  return { ...section, project: '', shareToken: null, version: 0, incomplete: [] };
}

const NO_MACHINES: MachineCatalogue = { pushingMachine: [], pullingMachine: [] };

/** A preset's owner when the link says only that it is someone's own (named as written, not translated). */
const SOMEONES_OWN = 'sharer';

/**
 * The reader's catalogue with the machines the shared section names (as the link carries them, without their owner):
 * the section's own limits, whoever reads it.
 */
export function withSharedMachines(catalogue: MachineCatalogue, shared: Pick<SharedSection, 'machines'>): MachineCatalogue {
  const machines: SharedMachine[] = Array.isArray(shared.machines) ? shared.machines : [];
  const add = (type: keyof MachineCatalogue): Preset[] => {
    const own = machines.filter((machine) => machine.type === type && !catalogue[type].some((preset) => preset.id === machine.id));
    return [...catalogue[type], ...own.map(({ catalogue: fromCatalogue, ...preset }) => ({ ...preset, owner: fromCatalogue ? null : SOMEONES_OWN }))];
  };
  return { pushingMachine: add('pushingMachine'), pullingMachine: add('pullingMachine') };
}

/**
 * `/section/share/:token?`: the shared section for anyone with the link, read-only, with its saved results
 * and a live calculation in the browser; its `copy` child copies it into one of the visitor's projects.
 */
export function SharedSectionPage(): ReactNode {
  const intl = useIntl();
  const { token = '' } = useParams();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    if (session.status === 'checking' || token === '') return undefined;
    const controller = new AbortController();
    // The link carries the machines the section names (their limits make the owner's result); a signed-in reader
    // also sees their own catalogue, a visitor none.
    const machines = signedIn
      ? Promise.all([sectionApi.presets('pushingMachine', controller.signal), sectionApi.presets('pullingMachine', controller.signal)]).then(
          ([pushingMachine, pullingMachine]) => ({ pushingMachine, pullingMachine }),
          () => NO_MACHINES,
        )
      : Promise.resolve(NO_MACHINES);
    Promise.all([sectionApi.shared(token, controller.signal), machines]).then(
      ([shared, catalogue]) =>
        setLoaded({ token, state: 'loaded', section: asSection(shared), machines: withSharedMachines(catalogue, shared), studies: sharedStudiesOf(shared) }),
      (error: unknown) => {
        if (!isApiError(error, 'aborted')) setLoaded({ token, state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [token, signedIn, session.status]);

  // `/section/share` without a token: a link cut short, like an unknown token
  if (token === '') return <ErrorPage status={404} title={intl.formatMessage({ id: 'section.shared.notFound' })} />;
  if (!loaded || loaded.token !== token) return <p aria-busy="true">{intl.formatMessage({ id: 'app.loading' })}</p>;
  if (loaded.state === 'failed') {
    return isApiError(loaded.error, 'http') && loaded.error.status === 404 ? (
      <ErrorPage status={404} title={intl.formatMessage({ id: 'section.shared.notFound' })} />
    ) : (
      <FormAlert>{apiErrorMessage(intl, loaded.error)}</FormAlert>
    );
  }
  return (
    <SectionEditorProvider initial={loaded.section} machines={loaded.machines} readOnly onError={() => undefined} onSaved={() => undefined}>
      <SharedStudiesContext value={loaded.studies}>
        <EditorLayout />
        <SharedStudies studies={loaded.studies} />
      </SharedStudiesContext>
    </SectionEditorProvider>
  );
}

/** `/section/share/:token/copy`: after sign-in, copies the shared section into a chosen project and opens the copy. */
export function SharedSectionCopy(): ReactNode {
  const intl = useIntl();
  const { token = '' } = useParams();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [projects, setProjects] = useState<Project2[]>();
  const [project, setProject] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const signedIn = session.status === 'signedIn';

  useEffect(() => {
    if (!signedIn) return;
    callRoute('GET /api/project2').then(
      (list) => {
        setProjects(list);
        setProject((current) => current || (list[0]?.id ?? ''));
      },
      (error: unknown) => setFailure(apiErrorMessage(intl, error)),
    );
  }, [signedIn, intl]);

  if (session.status === 'anonymous') return <Navigate to={`/?r=${encodeURIComponent(location.pathname)}`} replace />;
  if (!signedIn || !projects) return <p aria-busy="true">{intl.formatMessage({ id: 'app.loading' })}</p>;

  async function copy(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!project) return;
    setBusy(true);
    try {
      const section = await sectionApi.copyShared(token, project);
      await navigate(`/section/${section.id}/general`);
    } catch (error) {
      setFailure(apiErrorMessage(intl, error));
      setBusy(false);
    }
  }

  return (
    <form className={styles.copyForm} onSubmit={(event) => void copy(event)} aria-label={intl.formatMessage({ id: 'section.shared.copy' })}>
      <h2>{intl.formatMessage({ id: 'section.shared.copy' })}</h2>
      {failure && <FormAlert>{failure}</FormAlert>}
      {projects.length === 0 ? (
        <p>{intl.formatMessage({ id: 'section.shared.noProject' })}</p>
      ) : (
        <>
          <SelectField
            label={intl.formatMessage({ id: 'section.shared.project' })}
            value={project}
            options={projects.map((p) => ({ value: p.id, label: p.name || p.id }))}
            onChange={setProject}
          />
          <Button type="submit" variant="primary" busy={busy}>
            {intl.formatMessage({ id: 'section.shared.copySubmit' })}
          </Button>
        </>
      )}
    </form>
  );
}
