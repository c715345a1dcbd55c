// Every entity schema of the database, listed explicitly for the ORM.
import { AccessLogSchema } from '../modules/access-log/access-log.entity.js';
import { AccountTokenSchema } from '../modules/accounts/account-token.entity.js';
import { SessionSchema } from '../modules/identity/session.entity.js';
import { UserSchema } from '../modules/identity/user.entity.js';
import { ApiKeySchema } from '../modules/identity/api-key.entity.js';
import { AdminAuditSchema } from '../modules/admin-audit/admin-audit.entity.js';
import { CompanyInvitationSchema } from '../modules/companies/company-invitation.entity.js';
import { CompanySchema } from '../modules/companies/company.entity.js';
import { DistributorSchema } from '../modules/companies/distributor.entity.js';
import { LicenceSchema } from '../modules/companies/licence.entity.js';
import { PlanSchema } from '../modules/companies/plan.entity.js';
import { FolderSchema } from '../modules/folders/folder.entity.js';
import { MailOutboxSchema } from '../modules/mail/mail-outbox.entity.js';
import { LegacyProjectSchema } from '../modules/legacy-projects/legacy-project.entity.js';
import { PresetSchema } from '../modules/presets/preset.entity.js';
import { ProjectFileSchema, ProjectSchema } from '../modules/projects/project.entity.js';
import { SectionSchema } from '../modules/sections/section.entity.js';
import { AppSettingSchema } from '../modules/settings/app-setting.entity.js';
import { SimulationRunSchema } from '../modules/metrics/simulation-run.entity.js';
import { BatchSchema } from '../modules/studies/batch.entity.js';

/** Every entity, listed explicitly (no folder discovery): add new entities here. */
export const ENTITIES = [
  AppSettingSchema,
  UserSchema,
  SessionSchema,
  FolderSchema,
  ProjectSchema,
  ProjectFileSchema,
  SectionSchema,
  LegacyProjectSchema,
  PresetSchema,
  AccessLogSchema,
  AccountTokenSchema,
  AdminAuditSchema,
  DistributorSchema,
  PlanSchema,
  LicenceSchema,
  CompanySchema,
  CompanyInvitationSchema,
  MailOutboxSchema,
  ApiKeySchema,
  SimulationRunSchema,
  BatchSchema,
];
