import type { SectionData } from '@cla/domain';
import type {
  Folder,
  Preset,
  Project2,
  Section,
  UploadFileResponse,
  UploadPictureResponse,
} from '@cla/domain/api';
import { apiClient } from '../../lib/api-client.ts';

/** The calls of the projects list and the project page (docs/product.md#http-calls, "Projects v2" and "Sections"). */
export const projectsApi = {
  /** The machine presets (catalogue and own) a template's machines are found among by name. */
  machines: async (): Promise<Preset[]> => {
    const [push, pull] = await Promise.all([
      apiClient.get<Preset[]>('/api/presets?order=name&type=pushingMachine'),
      apiClient.get<Preset[]>('/api/presets?order=name&type=pullingMachine'),
    ]);
    return [...push, ...pull];
  },
  folders: (signal?: AbortSignal) => apiClient.get<Folder[]>('/api/folders', signal && { signal }),
  createFolder: (name: string, parent: string | null) => apiClient.post<Folder>('/api/folder', { name, parent }),
  renameFolder: (id: string, name: string) => apiClient.patch<Folder>(`/api/folder/${encodeURIComponent(id)}`, { name }),
  deleteFolder: (id: string) => apiClient.delete<void>(`/api/folder/${encodeURIComponent(id)}`),

  projects: (signal?: AbortSignal) => apiClient.get<Project2[]>('/api/project2', signal && { signal }),
  project: (id: string, signal?: AbortSignal) =>
    apiClient.get<Project2>(`/api/project2/${encodeURIComponent(id)}`, signal && { signal }),
  createProject: (name: string, folder: string | null) => apiClient.post<Project2>('/api/project2', { name, folder }),
  patchProject: (id: string, change: { name?: string; folder?: string | null; picture?: string | null }) =>
    apiClient.patch<Project2>(`/api/project2/${encodeURIComponent(id)}`, change),
  deleteProject: (id: string) => apiClient.delete<void>(`/api/project2/${encodeURIComponent(id)}`),

  uploadFile: (id: string, file: File) => apiClient.put<UploadFileResponse>(`/api/project2/${encodeURIComponent(id)}/file`, formOf(file)),
  deleteFile: (id: string, fileId: string) =>
    apiClient.delete<void>(`/api/project2/${encodeURIComponent(id)}/file/${encodeURIComponent(fileId)}`),
  uploadPicture: (id: string, file: File) =>
    apiClient.put<UploadPictureResponse>(`/api/project2/${encodeURIComponent(id)}/picture`, formOf(file)),

  createSection: (project: string, data: SectionData, name: string) =>
    apiClient.post<Section>('/api/section', { project, data, name }),
  renameSection: (id: string, name: string) =>
    apiClient.patch<Section>(`/api/section/rename/${encodeURIComponent(id)}`, { name }),
  duplicateSection: (id: string) => apiClient.post<Section>(`/api/section/${encodeURIComponent(id)}/duplicate`, {}),
  deleteSection: (id: string) => apiClient.delete<void>(`/api/section/${encodeURIComponent(id)}`),
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
