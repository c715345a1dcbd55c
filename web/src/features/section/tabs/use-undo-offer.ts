// The section editor's offer to undo an edit that throws work away (a toast with Undo).
import { useIntl } from '../../../lib/intl.tsx';
import { useToasts } from '../../../lib/toasts.ts';
import { dataAtom } from '../state/atoms.ts';
import { replaceDataAtom } from '../state/actions.ts';
import { useEditorSet, useEditorStore } from '../state/editor-store.tsx';

/**
 * Offers to undo an edit that throws work away (a deleted trajectory row, rows replaced by an import or a preset):
 * call it just before the edit; a toast with `title` and an Undo button puts the section back as it was.
 */
export function useUndoOffer(): (title: string) => void {
  const intl = useIntl();
  // the data as it is when the offer is made, read then: the hook renders nothing again on an edit
  const store = useEditorStore();
  const replaceData = useEditorSet(replaceDataAtom);
  const { show } = useToasts();
  return (title) => {
    const before = store.get(dataAtom);
    show({
      variant: 'info',
      title,
      action: { label: intl.formatMessage({ id: 'section.methodChange.undo' }), run: () => replaceData(before) },
      timeoutMs: 15_000,
    });
  };
}
