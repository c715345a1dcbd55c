// The 'new project' and 'new section' pages: create it once on opening, then show it; a failure says why and offers Retry.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, FormAlert } from '../../components/form.tsx';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { FormattedMessage, useIntl, type MessageId } from '../../lib/intl.tsx';
import styles from './project-page.module.css';

export interface CreateOnOpenProps {
  /** creates the thing; resolves with the path that shows it (which replaces the `new` URL) */
  create: () => Promise<string>;
  /** what the page says while it creates */
  creating: MessageId;
}

/**
 * A `…/new` route: creates once on open (a reload of the same history entry does not create twice), then replaces
 * the URL with the new thing's; a failure says why (translated) and offers Retry.
 */
export function CreateOnOpen({ create, creating }: CreateOnOpenProps): ReactNode {
  const intl = useIntl();
  const navigate = useNavigate();
  const { key } = useLocation();
  const started = useRef<string>(undefined);
  const [failure, setFailure] = useState<unknown>();

  const run = (): void => {
    setFailure(undefined);
    create().then(
      (path) => void navigate(path, { replace: true }),
      (error: unknown) => setFailure(error ?? new Error('failed')),
    );
  };
  useEffect(() => {
    if (started.current === key) return;
    started.current = key;
    run();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per history entry, whatever the callbacks
  }, [key]);

  if (failure === undefined) {
    return (
      <p aria-busy="true">
        <FormattedMessage id={creating} />
      </p>
    );
  }
  return (
    <section className={styles.page}>
      <FormAlert>{apiErrorMessage(intl, failure)}</FormAlert>
      <div className={styles.titleActions}>
        <Link to="/projects">
          <FormattedMessage id="projects.allProjects" />
        </Link>
        <Button variant="primary" onClick={run}>
          <FormattedMessage id="toast.retry" />
        </Button>
      </div>
    </section>
  );
}
