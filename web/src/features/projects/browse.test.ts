import { describe, expect, it } from 'vitest';
import { folder, project2 as project } from '../../../test/fake-api.ts';
import { breadcrumbOf, folderView, projectDisplayName } from './browse.ts';

const at = '2026-11-01T00:00:00.000Z';
const folders = [folder('f1', 'Zurich', null, at), folder('f2', 'basel', null, at), folder('f3', 'North', 'f1', at)];
const projects = [
  project('p1', 'Line 10', null, '2026-11-03T00:00:00.000Z'),
  project('p2', 'line 2', null, '2026-11-02T00:00:00.000Z'),
  project('p3', 'Substation', 'f3', at),
  project('0123456789abcdef', '', null, at),
];
const options = { filter: '', sort: 'nameAsc' as const, locale: 'en', unnamed: 'Unnamed project' };

describe('projects browsing', () => {
  it('names an unnamed project after the end of its id', () => {
    expect(projectDisplayName({ id: '0123456789abcdef', name: '  ' }, 'Unnamed project')).toBe('Project#abcdef');
    expect(projectDisplayName({ id: '', name: '' }, 'Unnamed project')).toBe('Unnamed project');
    expect(projectDisplayName({ id: 'x', name: 'Mine' }, 'Unnamed project')).toBe('Mine');
  });

  it('shows one level, folders and projects by name ascending, case-insensitive and numeric-aware', () => {
    const view = folderView(null, { folders, projects }, options);
    expect(view.folders.map((f) => f.name)).toEqual(['basel', 'Zurich']);
    expect(view.projects.map((p) => p.id)).toEqual(['p2', 'p1', '0123456789abcdef']);
    expect(folderView('f1', { folders, projects }, options).folders.map((f) => f.id)).toEqual(['f3']);
    expect(folderView('f3', { folders, projects }, options).projects.map((p) => p.id)).toEqual(['p3']);
  });

  it('sorts by name descending and by last change', () => {
    expect(folderView(null, { folders, projects }, { ...options, sort: 'nameDesc' }).folders.map((f) => f.name)).toEqual([
      'Zurich',
      'basel',
    ]);
    expect(
      folderView(null, { folders, projects }, { ...options, sort: 'updatedDesc' }).projects.map((p) => p.id).slice(0, 2),
    ).toEqual(['p1', 'p2']);
  });

  it('filters through the whole tree below the folder', () => {
    const view = folderView(null, { folders, projects }, { ...options, filter: 'SUB' });
    expect(view.projects.map((p) => p.id)).toEqual(['p3']);
    expect(folderView('f2', { folders, projects }, { ...options, filter: 'sub' }).projects).toEqual([]);
    expect(folderView(null, { folders, projects }, { ...options, filter: 'nor' }).folders.map((f) => f.id)).toEqual(['f3']);
  });

  it('walks the breadcrumb from the top, stopping at unknown parents and cycles', () => {
    expect(breadcrumbOf('f3', folders).map((f) => f.id)).toEqual(['f1', 'f3']);
    expect(breadcrumbOf(null, folders)).toEqual([]);
    expect(breadcrumbOf('nope', folders)).toEqual([]);
    const cyclic = [folder('a', 'A', 'b'), folder('b', 'B', 'a')];
    expect(breadcrumbOf('a', cyclic).map((f) => f.id)).toEqual(['b', 'a']);
  });
});
