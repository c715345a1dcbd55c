// Browsing the projects list: sort order, grid or list display, folder path, and what a folder shows filtered by name.
import { legacyDisplayName } from '@cla/domain';
import type { Folder, Project2 } from '@cla/domain/api';

/** How the projects list is ordered. */
export type SortOrder = 'nameAsc' | 'nameDesc' | 'updatedDesc';
export const SORT_ORDERS: readonly SortOrder[] = ['nameAsc', 'nameDesc', 'updatedDesc'];
export const DEFAULT_SORT: SortOrder = 'nameAsc';

export type Display = 'grid' | 'list';
export const DEFAULT_DISPLAY: Display = 'grid';

/** A project's name as shown: its name, else 'Project#' and the last 6 characters of its id (docs/product.md#data-model). */
export function projectDisplayName(project: Pick<Project2, 'id' | 'name'>, unnamed: string): string {
  return legacyDisplayName({ id: project.id, name: project.name.trim() }) ?? unnamed;
}

/** The folders from the top down to `folderId` (empty at the top; cycles and unknown ids stop the walk). */
export function breadcrumbOf(folderId: string | null | undefined, folders: readonly Folder[]): Folder[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const path: Folder[] = [];
  const seen = new Set<string>();
  let current = folderId ? byId.get(folderId) : undefined;
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.unshift(current);
    current = current.parent ? byId.get(current.parent) : undefined;
  }
  return path;
}

const collator = (locale: string): Intl.Collator => new Intl.Collator(locale, { sensitivity: 'base', numeric: true });

function matches(name: string, filter: string): boolean {
  const needle = filter.trim().toLocaleLowerCase();
  return needle === '' || name.toLocaleLowerCase().includes(needle);
}

function order<T>(items: T[], sort: SortOrder, locale: string, name: (item: T) => string, updated: (item: T) => string): T[] {
  const compare = collator(locale).compare;
  return items.sort((a, b) => {
    if (sort === 'updatedDesc') return updated(b).localeCompare(updated(a)) || compare(name(a), name(b));
    const byName = compare(name(a), name(b));
    return sort === 'nameAsc' ? byName : -byName;
  });
}

export interface FolderView {
  folders: Folder[];
  projects: Project2[];
}

/**
 * What one folder shows: its subfolders and its projects, filtered by name (case-insensitive) and
 * sorted (folders always before projects). With a filter, the whole tree below the folder is searched.
 */
export function folderView(
  folderId: string | null,
  all: { folders: readonly Folder[]; projects: readonly Project2[] },
  { filter, sort, locale, unnamed }: { filter: string; sort: SortOrder; locale: string; unnamed: string },
): FolderView {
  const searching = filter.trim() !== '';
  const inScope = searching ? descendantsOf(folderId, all.folders) : new Set([folderId]);
  const folders = all.folders.filter(
    (folder) =>
      (searching ? inScope.has(folder.parent) && folder.id !== folderId : folder.parent === folderId) &&
      matches(folder.name, filter),
  );
  const projects = all.projects.filter(
    (project) => inScope.has(project.folder) && matches(projectDisplayName(project, unnamed), filter),
  );
  return {
    folders: order(folders, sort, locale, (folder) => folder.name, (folder) => folder.updatedAt),
    projects: order(projects, sort, locale, (project) => projectDisplayName(project, unnamed), (project) => project.updatedAt),
  };
}

/** `folderId` and every folder below it. */
function descendantsOf(folderId: string | null, folders: readonly Folder[]): Set<string | null> {
  const found = new Set<string | null>([folderId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (!found.has(folder.id) && found.has(folder.parent)) {
        found.add(folder.id);
        grew = true;
      }
    }
  }
  return found;
}
