import type { ReactNode } from 'react';
import { Modal } from '../../components/dialog.tsx';
import { Button } from '../../components/form.tsx';
import { useIntl } from '../../lib/intl.tsx';
import { useSectionEditor } from './section-editor-context.tsx';

/** Offers back the unsaved changes kept in this browser by an earlier visit: restore or discard. */
export function DraftOfferDialog(): ReactNode {
  const intl = useIntl();
  const editor = useSectionEditor();
  const draft = editor.draftOffer;
  if (!draft) return null;
  const time = intl.formatDate(draft.savedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Modal
      title={intl.formatMessage({ id: 'section.draft.title' }, { time })}
      onClose={editor.discardDraft}
      footer={
        <>
          <Button onClick={editor.discardDraft}>{intl.formatMessage({ id: 'section.draft.discard' })}</Button>
          <Button variant="primary" autoFocus onClick={editor.restoreDraft}>
            {intl.formatMessage({ id: 'section.draft.restore' })}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage({ id: 'section.draft.body' })}</p>
      {draft.version !== editor.section.version && <p>{intl.formatMessage({ id: 'section.draft.newerVersion' })}</p>}
    </Modal>
  );
}
