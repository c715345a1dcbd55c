// The project and section the user is working on, where the navigation's Project and Calculator entries lead.
import { useCallback } from 'react';
import { atom, useAtomValue, useSetAtom } from './store.ts';

/** The project and the section the user is working on: the Project and Calculator entries of the navigation lead there. */
export interface ActiveWork {
  readonly projectId?: string | undefined;
  readonly sectionId?: string | undefined;
}

export const activeWorkAtom = atom<ActiveWork>({});

export function useActiveWork(): ActiveWork {
  return useAtomValue(activeWorkAtom);
}

export function useSetActiveWork(): (work: ActiveWork) => void {
  const set = useSetAtom(activeWorkAtom);
  return useCallback((work) => set((current) => ({ ...current, ...work })), [set]);
}
