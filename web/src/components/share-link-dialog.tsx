// The dialog that shares a section or legacy project by link: create the link, copy it, or stop sharing.
import type { ShareTokenResponse } from '@cla/domain/api';
import { useEffect, useState, type ReactNode } from 'react';
import { apiErrorMessage } from '../lib/api-errors.ts';
import { useIntl, type MessageId } from '../lib/intl.tsx';
import { useToasts } from '../lib/toasts.ts';
import { Modal } from './dialog.tsx';
import { Button, FormAlert, TextField } from './form.tsx';

/** What the dialog knows of the link: still asking, none yet, or the token. */
type Shared = { state: 'loading' } | { state: 'none' } | { state: 'shared'; token: string };

/**
 * Shows whether a share link exists (`current` reads the stored token, creating nothing) and, if one does, its
 * link (`linkOf`) to copy. Opening the dialog publishes nothing: only the "Create a share link" button calls
 * `create`. `lead` says what a link opens. With `revoke`, a button stops sharing (the link then opens nothing), and
 * `stopped` is what the toast says then.
 * Sections and legacy projects share this way.
 */
export function ShareLinkDialog({
  current,
  create,
  linkOf,
  lead,
  onClose,
  revoke,
  stopped = 'section.share.stopped',
}: {
  current: (signal: AbortSignal) => Promise<string | null>;
  create: () => Promise<ShareTokenResponse>;
  revoke?: () => Promise<unknown>;
  stopped?: MessageId;
  linkOf: (token: string) => string;
  lead: MessageId;
  onClose: () => void;
}): ReactNode {
  const intl = useIntl();
  const { show } = useToasts();
  const [read] = useState(() => current);
  const [shared, setShared] = useState<Shared>({ state: 'loading' });
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal).then(
      (token) => setShared(token ? { state: 'shared', token } : { state: 'none' }),
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure(apiErrorMessage(intl, error));
      },
    );
    return () => controller.abort();
  }, [read, intl]);
  const link = shared.state === 'shared' ? linkOf(shared.token) : undefined;
  const run = (action: () => Promise<void>): void => {
    setBusy(true);
    setFailure(undefined);
    action().then(
      () => setBusy(false),
      (error: unknown) => {
        setBusy(false);
        setFailure(apiErrorMessage(intl, error));
      },
    );
  };
  return (
    <Modal
      title={intl.formatMessage({ id: 'section.share' })}
      onClose={onClose}
      onSubmit={onClose}
      footer={
        <>
          {shared.state === 'none' && (
            <Button variant="primary" busy={busy} onClick={() => run(async () => setShared({ state: 'shared', token: (await create()).shareToken }))}>
              {intl.formatMessage({ id: 'section.share.create' })}
            </Button>
          )}
          {revoke && link && (
            <Button
              busy={busy}
              onClick={() =>
                run(async () => {
                  await revoke();
                  show({ variant: 'success', title: intl.formatMessage({ id: stopped }) });
                  onClose();
                })
              }
            >
              {intl.formatMessage({ id: 'section.share.stop' })}
            </Button>
          )}
          {link && (
            <Button onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false))}>
              {intl.formatMessage({ id: copied ? 'section.share.copied' : 'section.share.copy' })}
            </Button>
          )}
          <Button type="submit" variant={shared.state === 'none' ? 'secondary' : 'primary'}>
            {intl.formatMessage({ id: 'toast.close' })}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage({ id: lead })}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      {shared.state === 'loading' && !failure && <p aria-busy="true">{intl.formatMessage({ id: 'app.loading' })}</p>}
      {shared.state === 'none' && <p role="status">{intl.formatMessage({ id: 'section.share.none' })}</p>}
      {link && <TextField label={intl.formatMessage({ id: 'section.share.link' })} value={link} readOnly onFocus={(event) => event.target.select()} />}
    </Modal>
  );
}
