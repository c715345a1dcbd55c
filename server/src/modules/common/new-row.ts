// The columns every new row of owned data starts with: a fresh (time-ordered) id, its owner, and its creation time
// as its first update.

import { v7 as uuidv7 } from 'uuid';

/** `{ id, ownerId, createdAt, updatedAt }` of a row created `now`; `ownerId` null for the shared catalogue's rows. */
export function newRow<Owner extends string | null>(ownerId: Owner, now: Date = new Date()): { id: string; ownerId: Owner; createdAt: Date; updatedAt: Date } {
  return { id: uuidv7(), ownerId, createdAt: now, updatedAt: now };
}
