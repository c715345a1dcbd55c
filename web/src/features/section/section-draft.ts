// Keeps a section's unsaved edits in the browser while the engineer types, so a crash, reload or closed tab loses nothing.
import type { SectionData } from '@cla/domain';
import type { Section } from '@cla/domain/api';

/**
 * Unsaved edits of a section kept in the browser (local storage) while the engineer types, so that a crash,
 * a reload or a closed tab does not lose them. One draft per user and section: the key holds both ids, so a
 * draft is never offered to another user of the same browser. Cleared after a successful save and when the
 * user discards it.
 */
export interface SectionDraft {
  /** ISO time of the last write */
  savedAt: string;
  /** the section version the edits started from */
  version: number;
  data: SectionData;
  favorites: Section['favorites'];
}

const PREFIX = 'cla.sectionDraft.v1';

/** The storage key of a user's draft of a section. */
export function draftKey(userId: string, sectionId: string): string {
  return `${PREFIX}:${encodeURIComponent(userId)}:${encodeURIComponent(sectionId)}`;
}

/** The browser's local storage, or undefined where it is missing or refused (private mode, tests). */
export function localDraftStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stored draft, or null when there is none or it cannot be read (an unreadable one is removed). */
export function readDraft(storage: Storage | undefined, userId: string, sectionId: string): SectionDraft | null {
  if (!storage) return null;
  const key = draftKey(userId, sectionId);
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    if (
      isObject(value) &&
      typeof value.savedAt === 'string' &&
      !Number.isNaN(Date.parse(value.savedAt)) &&
      typeof value.version === 'number' &&
      isObject(value.data) &&
      (value.favorites === undefined || value.favorites === null || Array.isArray(value.favorites))
    ) {
      return { savedAt: value.savedAt, version: value.version, data: value.data as unknown as SectionData, favorites: (value.favorites ?? []) as Section['favorites'] };
    }
    storage.removeItem(key);
  } catch {
    try {
      storage.removeItem(key);
    } catch {
      // storage refused: nothing to clean
    }
  }
  return null;
}

/** Writes the draft; false when the storage refuses (full, disabled). */
export function writeDraft(storage: Storage | undefined, userId: string, sectionId: string, draft: SectionDraft): boolean {
  if (!storage) return false;
  try {
    storage.setItem(draftKey(userId, sectionId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(storage: Storage | undefined, userId: string, sectionId: string): void {
  try {
    storage?.removeItem(draftKey(userId, sectionId));
  } catch {
    // storage refused: nothing stored either
  }
}

/** Whether a draft holds something else than the section as loaded (else there is nothing to offer). */
export function draftDiffers(draft: SectionDraft, data: SectionData, favorites: Section['favorites']): boolean {
  return JSON.stringify(draft.data) !== JSON.stringify(data) || JSON.stringify(draft.favorites ?? []) !== JSON.stringify(favorites ?? []);
}

/** How long the editor waits after the last keystroke before writing the draft (ms). */
export const DRAFT_DELAY_MS = 500;
