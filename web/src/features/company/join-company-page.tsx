// Joining a company from an invitation link: sign in or register first, then see the company and join it.
import type { InvitationPreview } from '@cla/domain/api';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, FormAlert } from '../../components/form.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { useIntl } from '../../lib/intl.tsx';
import { useSessionActions } from '../../lib/session.tsx';
import { companyApi } from './company-api.ts';
import styles from './company.module.css';

/**
 * `/join/{token}`: the link of a company invitation. A visitor is sent to sign in or register first (and comes back
 * here); the signed-in user sees the company and joins it with one button.
 */
export function JoinCompanyPage(): ReactNode {
  const intl = useIntl();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const session = useSessionActions();
  const [preview, setPreview] = useState<InvitationPreview>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    companyApi.preview(token, controller.signal).then(setPreview, (error: unknown) => {
      if (isApiError(error, 'aborted')) return;
      setFailure(isApiError(error, 'http') && error.status === 404 ? intl.formatMessage({ id: 'company.join.unusable' }) : apiErrorMessage(intl, error));
    });
    return () => controller.abort();
  }, [token, intl]);

  async function join(): Promise<void> {
    setBusy(true);
    setFailure(undefined);
    try {
      await companyApi.accept(token);
      await session.check();
      await navigate('/company');
    } catch (error) {
      // another company, already in this one, no seat left: apiErrorMessage says which
      setFailure(apiErrorMessage(intl, error));
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="join-title" aria-busy={!preview && !failure}>
        <h1 id="join-title">{intl.formatMessage({ id: 'company.join.title' })}</h1>
        {failure && <FormAlert>{failure}</FormAlert>}
        {preview && (
          <>
            <p>{intl.formatMessage({ id: 'company.join.lead' }, { company: preview.company, role: intl.formatMessage({ id: `company.role.${preview.role}` }) })}</p>
            <Button variant="primary" busy={busy} onClick={() => void join()}>
              {intl.formatMessage({ id: 'company.join.submit' }, { company: preview.company })}
            </Button>
          </>
        )}
      </section>
    </div>
  );
}
