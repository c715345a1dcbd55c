// The user's profile page: unit system, display mode and language, saved as soon as they change, then their API keys.
import { UNIT_SYSTEMS, type UnitSystem } from '@cla/domain';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert, SelectField } from '../../components/form.tsx';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { FormattedMessage, LOCALES, isLocale, localeMenuLabel, useIntl, useLocale } from '../../lib/intl.tsx';
import { useAccount, useSessionActions, type ProfileChange } from '../../lib/session.tsx';
import { useToasts } from '../../lib/toasts.ts';
import { useFormatQuantity } from '../../lib/units.ts';
import styles from './account.module.css';
import { ApiKeysPanel } from './api-keys-panel.tsx';
import { StoragePanel } from './storage-panel.tsx';

/** A 100 m length shown in each unit system, so the choice is concrete. */
const SAMPLE_LENGTH_M = 100;

/** The user's profile: unit system, display mode and language, saved as soon as they change; then the API keys. */
export function ProfilePage(): ReactNode {
  const intl = useIntl();
  const account = useAccount();
  const session = useSessionActions();
  const { setLocale } = useLocale();
  const toasts = useToasts();
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const format = useFormatQuantity(account?.systemOfUnits);
  if (account === undefined) return null;

  async function save(change: ProfileChange): Promise<void> {
    setSaving(true);
    setFailure(undefined);
    try {
      await session.updateProfile(change);
      toasts.show({ variant: 'success', title: intl.formatMessage({ id: 'account.profile.saved' }) });
    } catch (error) {
      setFailure(apiErrorMessage(intl, error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={styles.wide}>
      <section className={styles.card} aria-labelledby="profile-title">
        <h1 id="profile-title" className={styles.title}>
          <FormattedMessage id="account.profile.title" />
        </h1>
        <dl className={styles.facts}>
          <dt>
            <FormattedMessage id="account.username" />
          </dt>
          <dd>{account.username}</dd>
          <dt>
            <FormattedMessage id="account.email" />
          </dt>
          <dd>{account.email}</dd>
          <dt>
            <FormattedMessage id="account.role" />
          </dt>
          <dd>
            <FormattedMessage id={`account.role.${account.role}`} />
          </dd>
        </dl>
        {failure && <FormAlert>{failure}</FormAlert>}
        <SelectField
          label={intl.formatMessage({ id: 'account.profile.units' })}
          value={account.systemOfUnits}
          disabled={saving}
          hint={intl.formatMessage({ id: 'account.profile.unitsHint' }, { sample: format(SAMPLE_LENGTH_M, 'length') })}
          options={UNIT_SYSTEMS.map((system) => ({
            value: system,
            label: intl.formatMessage({ id: `units.system.${system}` }),
          }))}
          onChange={(value) => void save({ systemOfUnits: value as UnitSystem })}
        />
        <SelectField
          label={intl.formatMessage({ id: 'account.profile.displayMode' })}
          value={account.displayMode}
          disabled={saving}
          hint={intl.formatMessage({ id: 'account.profile.displayModeHint' })}
          options={(['simple', 'expert'] as const).map((mode) => ({
            value: mode,
            label: intl.formatMessage({ id: `account.profile.displayMode.${mode}` }),
          }))}
          onChange={(value) => void save({ displayMode: value === 'simple' ? 'simple' : 'expert' })}
        />
        <SelectField
          label={intl.formatMessage({ id: 'account.profile.language' })}
          value={isLocale(account.language) ? account.language : 'en'}
          disabled={saving}
          options={LOCALES.map((code) => ({ value: code, label: localeMenuLabel(code) }))}
          onChange={(value) => {
            if (!isLocale(value)) return;
            setLocale(value);
            void save({ language: value });
          }}
        />
        <p>
          <Link to="/change-password">
            <FormattedMessage id="account.changePassword.title" />
          </Link>
        </p>
      </section>
      <StoragePanel />
      <ApiKeysPanel />
    </div>
  );
}
