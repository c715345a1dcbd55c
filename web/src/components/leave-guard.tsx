// Asks before the user leaves an editor with unsaved changes: stay, leave without saving, or save and leave.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { Modal } from './dialog.tsx';
import { Button } from './form.tsx';
import { useIntl } from '../lib/intl.tsx';

export interface LeaveGuardProps {
  /** true while there are unsaved changes */
  dirty: boolean;
  /** the editor's own path (`/section/<id>`, `/legacy-projects/<id>`): moving between its tabs is not leaving */
  basePath: string;
  /** saves; resolves true when saved */
  onSave: () => Promise<boolean>;
  /** called when the user leaves without saving (e.g. forget a kept draft) */
  onDiscard?: () => void;
  /** the dialog's sentence (default: the section editor's) */
  body?: string;
}

/** Whether a navigation from the editor leaves it (another page), rather than moving to one of its tabs. */
export function leavesEditor(basePath: string, nextPath: string): boolean {
  return nextPath !== basePath && !nextPath.startsWith(`${basePath}/`);
}

/**
 * Asks before an editor's unsaved changes are left behind (the section editor, the legacy trajectory editor): the browser's own dialog when the tab is closed or reloaded
 * (`beforeunload`), and a dialog of ours for a navigation inside the app (stay, leave without saving, save
 * and leave).
 */
export function LeaveGuard({ dirty, basePath, onSave, onDiscard, body }: LeaveGuardProps): ReactNode {
  const intl = useIntl();
  const [saving, setSaving] = useState(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname && leavesEditor(basePath, nextLocation.pathname),
    [dirty, basePath],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent): void => {
      event.preventDefault();
      // older browsers show the dialog only when a return value is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (blocker.state !== 'blocked') return null;
  const stay = (): void => blocker.reset();
  return (
    <Modal
      title={intl.formatMessage({ id: 'section.leave.title' })}
      onClose={stay}
      footer={
        <>
          <Button onClick={stay} autoFocus>
            {intl.formatMessage({ id: 'section.leave.stay' })}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              onDiscard?.();
              blocker.proceed();
            }}
          >
            {intl.formatMessage({ id: 'section.leave.discard' })}
          </Button>
          <Button
            variant="primary"
            busy={saving}
            onClick={() => {
              setSaving(true);
              void onSave().then((saved) => {
                setSaving(false);
                if (saved) blocker.proceed();
                else blocker.reset();
              });
            }}
          >
            {intl.formatMessage({ id: 'section.leave.save' })}
          </Button>
        </>
      }
    >
      <p>{body ?? intl.formatMessage({ id: 'section.leave.body' })}</p>
    </Modal>
  );
}
