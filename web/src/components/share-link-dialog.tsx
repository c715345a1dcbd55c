import type { ShareTokenResponse } from '@cla/domain/api';
import { useEffect, useState, type ReactNode } from 'react';
import { apiErrorMessage } from '../lib/api-errors.ts';
import { useIntl, type MessageId } from '../lib/intl.tsx';
import { useToasts } from '../lib/toasts.ts';
import { Modal } from './dialog.tsx';
import { Button, FormAlert, TextField } from './form.tsx';

/**
 * Creates (or reads back) a share token with `create` once per opening, shows its link (`linkOf`) and offers to
 * copy it; `lead` says what the link opens. With `revoke`, a button stops sharing (the link then opens nothing).
 * Sections and legacy projects share this way.
 */
export function ShareLinkDialog({
  create,
  linkOf,
  lead,
  onClose,
  revoke,
}: {
  create: () => Promise<ShareTokenResponse>;
  revoke?: () => Promise<unknown>;
  linkOf: (token: string) => string;
  lead: MessageId;
  onClose: () => void;
}): ReactNode {
  const intl = useIntl();
  const { show } = useToasts();
  const [ask] = useState(() => create);
  const [toLink] = useState(() => linkOf);
  const [link, setLink] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    ask().then(
      ({ shareToken }) => setLink(toLink(shareToken)),
      (error: unknown) => setFailure(apiErrorMessage(intl, error)),
    );
  }, [ask, toLink, intl]);
  return (
    <Modal
      title={intl.formatMessage({ id: 'section.share' })}
      onClose={onClose}
      onSubmit={onClose}
      footer={
        <>
          {revoke && (
            <Button
              disabled={!link}
              onClick={() => {
                revoke().then(
                  () => {
                    show({ variant: 'success', title: intl.formatMessage({ id: 'section.share.stopped' }) });
                    onClose();
                  },
                  (error: unknown) => setFailure(apiErrorMessage(intl, error)),
                );
              }}
            >
              {intl.formatMessage({ id: 'section.share.stop' })}
            </Button>
          )}
          <Button
            disabled={!link}
            onClick={() => {
              if (link) void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false));
            }}
          >
            {intl.formatMessage({ id: copied ? 'section.share.copied' : 'section.share.copy' })}
          </Button>
          <Button type="submit" variant="primary">
            {intl.formatMessage({ id: 'toast.close' })}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage({ id: lead })}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField label={intl.formatMessage({ id: 'section.share.link' })} value={link ?? ''} readOnly onFocus={(event) => event.target.select()} />
    </Modal>
  );
}
