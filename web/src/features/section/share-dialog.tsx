// The section's share dialog: whether it has a share link, creating and copying one, or stopping sharing.
import type { ReactNode } from 'react';
import { ShareLinkDialog } from '../../components/share-link-dialog.tsx';
import { sectionApi } from './section-api.ts';

/** The link of a section's share token, on this site. */
export function shareLink(token: string, origin = window.location.origin): string {
  return `${origin}/section/share/${encodeURIComponent(token)}`;
}

/**
 * Says whether the section has a share link (read afresh, past the browser cache); creates one only when asked,
 * offers to copy it, or to stop sharing. Anyone with the link can read the section.
 */
export function ShareDialog({ sectionId, onClose }: { sectionId: string; onClose: () => void }): ReactNode {
  return (
    <ShareLinkDialog
      current={(signal) => sectionApi.shareToken(sectionId, signal)}
      create={() => sectionApi.share(sectionId)}
      revoke={() => sectionApi.unshare(sectionId)}
      linkOf={shareLink}
      lead="section.share.lead"
      onClose={onClose}
    />
  );
}
