import { useIntl } from '../../../lib/intl.tsx';
import { useToasts } from '../../../lib/toasts.ts';
import { useSectionEditor } from '../section-editor-context.tsx';

/**
 * Offers to undo an edit that throws work away (a deleted trajectory row, rows replaced by an import or a preset):
 * call it just before the edit; a toast with `title` and an Undo button puts the section back as it was.
 */
export function useUndoOffer(): (title: string) => void {
  const intl = useIntl();
  const editor = useSectionEditor();
  const { show } = useToasts();
  return (title) => {
    const before = editor.data;
    show({
      variant: 'info',
      title,
      action: { label: intl.formatMessage({ id: 'section.methodChange.undo' }), run: () => editor.replaceData(before) },
      timeoutMs: 15_000,
    });
  };
}
