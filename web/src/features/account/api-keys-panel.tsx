// The signed-in user's API keys: list, create (the secret shown once), revoke.
import type { ApiKey, CreatedApiKey } from '@cla/domain/api';
import { useState, type FormEvent, type ReactNode } from 'react';
import { DataTable } from '../../components/data-table.tsx';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { Button, FormAlert, TextField } from '../../components/form.tsx';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';
import { apiErrorMessage, fieldIssuesOf } from '../../lib/api-errors.ts';
import { useIntl } from '../../lib/intl.tsx';
import { useToasts } from '../../lib/toasts.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys-api.ts';
import styles from './api-keys-panel.module.css';
import accountStyles from './account.module.css';

/** The longest name the server accepts. */
const MAX_NAME_LENGTH = 100;

/**
 * The signed-in user's API keys, for scripts that call the simulation and read projects and sections with
 * `Authorization: Bearer`: the list (name, prefix, created, last used), a form to create one — whose secret is shown
 * once, with a copy button — and a revoke button per key, confirmed first. Standalone: the profile page shows it, and
 * any other page may.
 */
export function ApiKeysPanel(): ReactNode {
  const intl = useIntl();
  const { show } = useToasts();
  const { data: keys, error: loadFailure, setData: setKeys } = useApiData(listApiKeys);
  // a failed creation or revocation; otherwise the list's own failure
  const [actionFailure, setFailure] = useState<string>();
  const failure = actionFailure ?? loadFailure;
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey>();
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey>();

  async function create(event: FormEvent): Promise<void> {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError(intl.formatMessage({ id: 'apiKeys.nameRequired' }));
      return;
    }
    setNameError(undefined);
    setFailure(undefined);
    setCreating(true);
    try {
      const key = await createApiKey(trimmed);
      setCreated(key);
      setCopied(false);
      setName('');
      const { key: _secret, ...listed } = key;
      setKeys((list) => [...(list ?? []), listed]);
    } catch (error) {
      if (fieldIssuesOf(error).length > 0) setNameError(intl.formatMessage({ id: 'apiKeys.nameInvalid' }, { max: MAX_NAME_LENGTH }));
      else setFailure(apiErrorMessage(intl, error));
    } finally {
      setCreating(false);
    }
  }

  async function copy(secret: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
      show({ variant: 'danger', title: intl.formatMessage({ id: 'apiKeys.copyFailed' }) });
    }
  }

  async function revoke(key: ApiKey): Promise<void> {
    setRevoking(undefined);
    setFailure(undefined);
    try {
      await revokeApiKey(key.id);
      setKeys((list) => list?.filter((item) => item.id !== key.id));
      if (created?.id === key.id) setCreated(undefined);
      show({ variant: 'success', title: intl.formatMessage({ id: 'apiKeys.revoked' }, { name: key.name }) });
    } catch (error) {
      setFailure(apiErrorMessage(intl, error));
    }
  }

  const date = (iso: string) => intl.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className={`${accountStyles.card} ${styles.panel}`} aria-labelledby="api-keys-title" aria-busy={keys === undefined && !failure}>
      <h2 id="api-keys-title" className={styles.heading}>
        {intl.formatMessage({ id: 'apiKeys.title' })}
      </h2>
      <p className={accountStyles.lead}>{intl.formatMessage({ id: 'apiKeys.lead' })}</p>
      {failure && <FormAlert>{failure}</FormAlert>}

      <form onSubmit={(event) => void create(event)} aria-label={intl.formatMessage({ id: 'apiKeys.createForm' })} noValidate>
        <div className={styles.createRow}>
          <TextField
            label={intl.formatMessage({ id: 'apiKeys.name' })}
            hint={intl.formatMessage({ id: 'apiKeys.nameHint' })}
            value={name}
            maxLength={MAX_NAME_LENGTH}
            error={nameError}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" variant="primary" busy={creating}>
            {intl.formatMessage({ id: 'apiKeys.create' })}
          </Button>
        </div>
      </form>

      {created && (
        <div className={styles.secret} role="region" aria-labelledby="api-key-secret-title">
          <h3 id="api-key-secret-title">{intl.formatMessage({ id: 'apiKeys.secretTitle' }, { name: created.name })}</h3>
          <p className={styles.warning}>{intl.formatMessage({ id: 'apiKeys.secretWarning' })}</p>
          <div className={styles.secretRow}>
            <TextField
              label={intl.formatMessage({ id: 'apiKeys.secretLabel' })}
              value={created.key}
              readOnly
              spellCheck={false}
              onFocus={(event) => event.target.select()}
            />
            <Button variant="primary" onClick={() => void copy(created.key)}>
              {intl.formatMessage({ id: copied ? 'apiKeys.copied' : 'apiKeys.copy' })}
            </Button>
            <Button onClick={() => setCreated(undefined)}>{intl.formatMessage({ id: 'apiKeys.secretDone' })}</Button>
          </div>
          <p role="status">{copied ? intl.formatMessage({ id: 'apiKeys.copiedStatus' }) : ''}</p>
        </div>
      )}

      {keys && keys.length === 0 && <p className={styles.empty}>{intl.formatMessage({ id: 'apiKeys.none' })}</p>}
      {keys && keys.length > 0 && (
        <DataTable
          className={styles.tableScroll}
          stacked
          caption={<VisuallyHidden>{intl.formatMessage({ id: 'apiKeys.title' })}</VisuallyHidden>}
          rows={keys}
          rowKey={(key) => key.id}
          columns={[
            { heading: intl.formatMessage({ id: 'apiKeys.name' }), cell: (key) => key.name },
            { heading: intl.formatMessage({ id: 'apiKeys.prefix' }), className: styles.nowrap, cell: (key) => <code>{key.prefix}…</code> },
            { heading: intl.formatMessage({ id: 'apiKeys.created' }), cell: (key) => intl.formatDate(new Date(key.createdAt), { dateStyle: 'medium' }) },
            {
              heading: intl.formatMessage({ id: 'apiKeys.lastUsed' }),
              cell: (key) => (key.lastUsedAt === null ? intl.formatMessage({ id: 'apiKeys.neverUsed' }) : date(key.lastUsedAt)),
            },
            {
              heading: intl.formatMessage({ id: 'apiKeys.actions' }),
              className: styles.nowrap,
              labelled: false,
              cell: (key) => (
                <Button variant="danger" onClick={() => setRevoking(key)} aria-label={intl.formatMessage({ id: 'apiKeys.revokeItem' }, { name: key.name })}>
                  {intl.formatMessage({ id: 'apiKeys.revoke' })}
                </Button>
              ),
            },
          ]}
        />
      )}

      {revoking && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'apiKeys.revokeTitle' })}
          message={intl.formatMessage({ id: 'apiKeys.revokeMessage' }, { name: revoking.name, prefix: revoking.prefix })}
          confirmLabel={intl.formatMessage({ id: 'apiKeys.revoke' })}
          cancelLabel={intl.formatMessage({ id: 'dialog.cancel' })}
          onConfirm={() => void revoke(revoking)}
          onCancel={() => setRevoking(undefined)}
        />
      )}
    </section>
  );
}
