// Tells the signed-in user why nothing can be calculated or saved when their licence has expired, is not valid yet or is missing.
import type { ReactNode } from 'react';
import { useIntl } from '../lib/intl.tsx';
import { useAccount } from '../lib/session.tsx';
import { FormAlert } from './form.tsx';

/**
 * Says why nothing can be calculated or saved when the signed-in user's licence allows no method today: expired,
 * not yet valid, or (in a company) missing. Renders nothing while the licence is valid.
 */
export function LicenceNotice(): ReactNode {
  const intl = useIntl();
  const licence = useAccount()?.licence;
  if (licence === undefined || licence.status === undefined || licence.status === 'valid') return null;
  const date = (iso: string | null | undefined): string => (iso ? intl.formatDate(new Date(`${iso}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }) : '—');
  return (
    <div data-testid="licence-notice">
      <FormAlert>
        {intl.formatMessage({ id: `licence.notice.${licence.status}` }, { validFrom: date(licence.validFrom), validUntil: date(licence.validUntil) })}
      </FormAlert>
    </div>
  );
}
