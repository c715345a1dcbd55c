// Every migration, oldest first, as the migrator runs them.
import type { MigrationObject } from '@mikro-orm/core';

import { AppSettingMigration } from './20261122000000-app-setting.migration.js';
import { AccountsMigration } from './20261122010000-accounts.migration.js';
import { ProjectsMigration } from './20261122020000-projects.migration.js';
import { AccessLogMigration } from './20261122030000-access-log.migration.js';
import { AccountTokensMigration } from './20261122040000-account-tokens.migration.js';
import { DropLoginFailureMigration } from './20261124000000-drop-login-failure.migration.js';
import { CompaniesMigration } from './20261125010000-companies.migration.js';
import { MailOutboxMigration } from './20261125020000-mail-outbox.migration.js';
import { ApiKeysMigration } from './20261125020100-api-keys.migration.js';
import { SimulationRunMigration } from './20261125030000-simulation-run.migration.js';
import { BatchMigration } from './20261125040000-batch.migration.js';
import { AccountTokenLanguageMigration } from './20261126010000-account-token-language.migration.js';
import { SectionStartedMigration } from './20261128010000-section-started.migration.js';
import { SectionStaleMigration } from './20261202010000-section-stale.migration.js';

/**
 * Every migration, oldest first. The name is what the `mikro_orm_migrations` table records, so it never
 * changes once released. Add a migration by adding a file and a line here (see server/README.md).
 */
export const MIGRATIONS: MigrationObject[] = [
  { name: '20261122000000-app-setting', class: AppSettingMigration },
  { name: '20261122010000-accounts', class: AccountsMigration },
  { name: '20261122020000-projects', class: ProjectsMigration },
  { name: '20261122030000-access-log', class: AccessLogMigration },
  { name: '20261122040000-account-tokens', class: AccountTokensMigration },
  { name: '20261124000000-drop-login-failure', class: DropLoginFailureMigration },
  { name: '20261125010000-companies', class: CompaniesMigration },
  { name: '20261125020000-mail-outbox', class: MailOutboxMigration },
  { name: '20261125020100-api-keys', class: ApiKeysMigration },
  { name: '20261125030000-simulation-run', class: SimulationRunMigration },
  { name: '20261125040000-batch', class: BatchMigration },
  { name: '20261126010000-account-token-language', class: AccountTokenLanguageMigration },
  { name: '20261128010000-section-started', class: SectionStartedMigration },
  { name: '20261202010000-section-stale', class: SectionStaleMigration },
];
