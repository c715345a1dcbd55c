// Offers back a section's unsaved changes kept in this browser from an earlier visit: restore or discard them.
import type { ReactNode } from 'react';
import { Modal } from '../../components/dialog.tsx';
import { Button } from '../../components/form.tsx';
import { useIntl } from '../../lib/intl.tsx';
import { draftOfferAtom, sectionAtom } from './state/atoms.ts';
import { discardDraftAtom, restoreDraftAtom } from './state/actions.ts';
import { useEditorSet, useEditorValue } from './state/editor-store.tsx';

/** Offers back the unsaved changes kept in this browser by an earlier visit: restore or discard. */
export function DraftOfferDialog(): ReactNode {
  const intl = useIntl();
  const draft = useEditorValue(draftOfferAtom);
  const discardDraft = useEditorSet(discardDraftAtom);
  const restoreDraft = useEditorSet(restoreDraftAtom);
  const section = useEditorValue(sectionAtom);
  if (!draft) return null;
  const time = intl.formatDate(draft.savedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Modal
      title={intl.formatMessage({ id: 'section.draft.title' }, { time })}
      onClose={discardDraft}
      footer={
        <>
          <Button onClick={discardDraft}>{intl.formatMessage({ id: 'section.draft.discard' })}</Button>
          <Button variant="primary" autoFocus onClick={restoreDraft}>
            {intl.formatMessage({ id: 'section.draft.restore' })}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage({ id: 'section.draft.body' })}</p>
      {draft.version !== section.version && <p>{intl.formatMessage({ id: 'section.draft.newerVersion' })}</p>}
    </Modal>
  );
}
