// The project and project_file tables: a project (v2) and its files.
import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** A project (v2, `project`; docs/product.md#data-model "Project2"): sections, files and a picture, in a folder or at the top. */
export const ProjectSchema = defineEntity({
  name: 'Project',
  tableName: 'project',
  indexes: [
    { properties: ['ownerId'], name: 'project_owner_id_index' },
    { properties: ['folderId'], name: 'project_folder_id_index' },
  ],
  properties: (p) => ({
    id: p.uuid().primary(),
    ownerId: p.uuid(),
    name: p.string().length(200),
    folderId: p.uuid().nullable(),
    /** a `project_file` of kind `picture` */
    pictureId: p.uuid().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  }),
});

/** A `project` row. */
export type ProjectRow = InferEntity<typeof ProjectSchema>;

/** A file attached to a project, or its picture. */
export const FILE_KINDS = ['file', 'picture'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/**
 * An uploaded file (`project_file`): the bytes are on disk under `DATA_DIR/files/<id>`, the row holds the
 * name, type and size. `ownerId` repeats the project's owner for the ownership checks.
 */
export const ProjectFileSchema = defineEntity({
  name: 'ProjectFile',
  tableName: 'project_file',
  indexes: [{ properties: ['projectId'], name: 'project_file_project_id_index' }],
  properties: (p) => ({
    id: p.uuid().primary(),
    projectId: p.uuid(),
    ownerId: p.uuid(),
    kind: p.string().length(10).$type<FileKind>(),
    filename: p.string().length(255),
    contentType: p.string().length(100),
    size: p.integer(),
    createdAt: p.datetime(),
  }),
});

/** A `project_file` row. */
export type ProjectFileRow = InferEntity<typeof ProjectFileSchema>;
