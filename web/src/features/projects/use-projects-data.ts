// Loads the signed-in user's folders and projects for the projects pages, and keeps them up to date after changes.
import type { Folder, Project2 } from '@cla/domain/api';
import { useCallback, useEffect, useState } from 'react';
import { projectsApi } from './projects-api.ts';

/** The loading states of docs/product.md#defaults-and-limits: notLoaded before the first call, then loading, loaded, or failed. */
export type LoadState = 'notLoaded' | 'loading' | 'loaded' | 'failed';

export interface ProjectsData {
  state: LoadState;
  folders: Folder[];
  projects: Project2[];
  error?: unknown;
  /** Loads again (after a failure, or to pick up changes made elsewhere). */
  reload: () => void;
  /** Applies a change made here without a round trip. */
  update: (change: (data: { folders: Folder[]; projects: Project2[] }) => { folders: Folder[]; projects: Project2[] }) => void;
}

/** The signed-in user's folders and projects. */
export function useProjectsData(): ProjectsData {
  const [generation, setGeneration] = useState(0);
  // The answer of one load; a newer generation is 'loading' until its answer arrives.
  const [answer, setAnswer] = useState<{ generation: number; state: 'loaded' | 'failed'; error?: unknown }>();
  const [data, setData] = useState<{ folders: Folder[]; projects: Project2[] }>({ folders: [], projects: [] });

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([projectsApi.folders(controller.signal), projectsApi.projects(controller.signal)]).then(
      ([folders, projects]) => {
        setData({ folders, projects });
        setAnswer({ generation, state: 'loaded' });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ generation, state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const state: LoadState = answer === undefined ? 'notLoaded' : answer.generation === generation ? answer.state : 'loading';
  return { state, ...data, error: answer?.error, reload, update: setData };
}
