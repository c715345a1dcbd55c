import { useEffect, useState, type ReactNode } from 'react';
import { Modal } from '../../components/dialog.tsx';
import { Button, FormAlert, TextField } from '../../components/form.tsx';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { useIntl } from '../../lib/intl.tsx';
import { sectionApi } from './section-api.ts';

/** The link of a section's share token, on this site. */
export function shareLink(token: string, origin = window.location.origin): string {
  return `${origin}/section/share/${encodeURIComponent(token)}`;
}

/** Creates (or reads back) the section's share link and offers to copy it. Anyone with the link can read the section. */
export function ShareDialog({ sectionId, onClose }: { sectionId: string; onClose: () => void }): ReactNode {
  const intl = useIntl();
  const [link, setLink] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    sectionApi.share(sectionId).then(
      ({ shareToken }) => setLink(shareLink(shareToken)),
      (error: unknown) => setFailure(apiErrorMessage(intl, error)),
    );
  }, [sectionId, intl]);
  return (
    <Modal
      title={intl.formatMessage({ id: 'section.share' })}
      onClose={onClose}
      onSubmit={onClose}
      footer={
        <>
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
      <p>{intl.formatMessage({ id: 'section.share.lead' })}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField label={intl.formatMessage({ id: 'section.share.link' })} value={link ?? ''} readOnly onFocus={(event) => event.target.select()} />
    </Modal>
  );
}
