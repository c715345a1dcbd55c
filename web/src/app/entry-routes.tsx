// Sends the navigation's Calculator and Project entries to the section or project the user is working on, else to the projects.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useActiveWork } from '../lib/active-work.ts';

/** Where an entry route without an id leads: the active section, else the active project, else the projects. */
export function entryPath(kind: 'section' | 'project', work: { projectId?: string | undefined; sectionId?: string | undefined }): string {
  if (kind === 'section' && work.sectionId) return `/section/${encodeURIComponent(work.sectionId)}`;
  if (work.projectId) return `/project/${encodeURIComponent(work.projectId)}`;
  return '/projects';
}

/**
 * `/section` and `/project` (the product's section entry and `/project/:id?` without an id): the section or project
 * the user is working on (the navigation's Calculator and Project entries), else the projects list.
 */
export function EntryRedirect({ kind }: { kind: 'section' | 'project' }): ReactNode {
  return <Navigate to={entryPath(kind, useActiveWork())} replace />;
}
