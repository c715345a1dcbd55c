// The calls of the projects list and the project page, typed by the route table.
import type { SectionData } from '@cla/domain';
import type { PatchProject2Body, Preset, Section } from '@cla/domain/api';
import { callRoute } from '../../lib/api-routes.ts';

/** The calls of the projects list and the project page (docs/product.md#http-calls, "Projects v2" and "Sections"). */
export const projectsApi = {
  /** The machine presets (catalogue and own) a template's machines are found among by name. */
  machines: async (): Promise<Preset[]> => {
    const [push, pull] = await Promise.all([
      callRoute('GET /api/presets', { query: { order: 'name', type: 'pushingMachine' } }),
      callRoute('GET /api/presets', { query: { order: 'name', type: 'pullingMachine' } }),
    ]);
    return [...push, ...pull];
  },
  folders: (signal?: AbortSignal) => callRoute('GET /api/folders', signal && { signal }),
  createFolder: (name: string, parent: string | null) => callRoute('POST /api/folder', { body: { name, parent } }),
  renameFolder: (id: string, name: string) => callRoute('PATCH /api/folder/{id}', { params: { id }, body: { name } }),
  deleteFolder: (id: string) => callRoute('DELETE /api/folder/{id}', { params: { id } }),

  projects: (signal?: AbortSignal) => callRoute('GET /api/project2', signal && { signal }),
  project: (id: string, signal?: AbortSignal) => callRoute('GET /api/project2/{id}', { params: { id }, ...(signal && { signal }) }),
  createProject: (name: string, folder: string | null) => callRoute('POST /api/project2', { body: { name, folder } }),
  patchProject: (id: string, change: Pick<PatchProject2Body, 'name' | 'folder' | 'picture'>) => callRoute('PATCH /api/project2/{id}', { params: { id }, body: change }),
  deleteProject: (id: string) => callRoute('DELETE /api/project2/{id}', { params: { id } }),

  uploadFile: (id: string, file: File) => callRoute('PUT /api/project2/{id}/file', { params: { id }, body: formOf(file) }),
  deleteFile: (id: string, fileId: string) => callRoute('DELETE /api/project2/{id}/file/{fileId}', { params: { id, fileId } }),
  uploadPicture: (id: string, file: File) => callRoute('PUT /api/project2/{id}/picture', { params: { id }, body: formOf(file) }),

  createSection: (project: string, data: SectionData, name: string) => callRoute('POST /api/section', { body: { project, data, name } }) as Promise<Section>,
  renameSection: (id: string, name: string) => callRoute('PATCH /api/section/rename/{id}', { params: { id }, body: { name } }) as Promise<Section>,
  duplicateSection: (id: string) => callRoute('POST /api/section/{id}/duplicate', { params: { id }, body: {} }) as Promise<Section>,
  deleteSection: (id: string) => callRoute('DELETE /api/section/{id}', { params: { id } }),
};

/** Where a project's file (or its picture) downloads from. */
export function fileUrl(projectId: string, fileId: string): string {
  return `/api/project2/${encodeURIComponent(projectId)}/file/${encodeURIComponent(fileId)}`;
}

function formOf(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}
