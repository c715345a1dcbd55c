// What lives in folders registers here (projects, legacy projects), so that deleting a folder deletes it without folders importing them.
import type { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';

import { Registry } from '../common/registry.js';

/** Something kept in folders. */
export interface FolderContent {
  /**
   * Deletes what is in these folders inside the caller's transaction.
   *
   * @returns what to do once the transaction has committed (e.g. remove files from disk)
   */
  deleteIn(tx: EntityManager, folderIds: readonly string[]): Promise<() => Promise<void>>;
}

/** The kinds of things kept in folders (registered by their modules when they start). */
@Injectable()
export class FolderContents extends Registry<FolderContent> {}
