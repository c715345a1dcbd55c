import { PULLING_TEMPLATE, sectionFromTemplate } from '@cla/domain';
import { describe, expect, it } from 'vitest';
import { clearDraft, draftDiffers, draftKey, readDraft, writeDraft, type SectionDraft } from './section-draft.ts';

/** A Storage in memory (the browser's API), optionally refusing writes like a full one. */
function memoryStorage(full = false): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (full) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

const DATA = sectionFromTemplate(PULLING_TEMPLATE);
const draft = (): SectionDraft => ({ savedAt: '2026-11-24T10:15:00.000Z', version: 3, data: structuredClone(DATA), favorites: [] });

describe('section drafts', () => {
  it('are kept per user and section: another user never reads them', () => {
    const storage = memoryStorage();
    expect(writeDraft(storage, 'u1', 's1', draft())).toBe(true);
    expect(readDraft(storage, 'u1', 's1')).toEqual(draft());
    expect(readDraft(storage, 'u2', 's1')).toBeNull();
    expect(readDraft(storage, 'u1', 's2')).toBeNull();
    expect(draftKey('u1', 's1')).not.toBe(draftKey('u2', 's1'));
    // ids cannot run into each other through the separator
    expect(draftKey('a:b', 'c')).not.toBe(draftKey('a', 'b:c'));
    clearDraft(storage, 'u1', 's1');
    expect(readDraft(storage, 'u1', 's1')).toBeNull();
  });

  it('drops an unreadable draft instead of failing, and survives a full or missing storage', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey('u1', 's1'), '{not json');
    expect(readDraft(storage, 'u1', 's1')).toBeNull();
    expect(storage.getItem(draftKey('u1', 's1'))).toBeNull();
    storage.setItem(draftKey('u1', 's1'), JSON.stringify({ savedAt: 'yesterday', version: 1, data: {} }));
    expect(readDraft(storage, 'u1', 's1')).toBeNull();
    expect(writeDraft(memoryStorage(true), 'u1', 's1', draft())).toBe(false);
    expect(writeDraft(undefined, 'u1', 's1', draft())).toBe(false);
    expect(readDraft(undefined, 'u1', 's1')).toBeNull();
  });

  it('is offered only when it holds something else than the section as loaded', () => {
    const kept = draft();
    expect(draftDiffers(kept, structuredClone(kept.data), [])).toBe(false);
    const edited = structuredClone(kept.data);
    edited.general.sectionName = 'Changed';
    expect(draftDiffers(kept, edited, [])).toBe(true);
  });
});
