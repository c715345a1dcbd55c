// The admin_audit table: what an admin did, to what, and when.
import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** What an admin did: impersonation and invitations, every change of the commercial layer, and the operations of the admin area. */
export type AdminAction =
  | 'impersonate-start'
  | 'impersonate-exit'
  | 'invite'
  | 'user-update'
  | 'company-create'
  | 'company-update'
  | 'company-delete'
  | 'licence-create'
  | 'licence-update'
  | 'licence-delete'
  | 'plan-create'
  | 'plan-update'
  | 'plan-delete'
  | 'plan-grant'
  | 'distributor-create'
  | 'distributor-update'
  | 'distributor-delete'
  | 'motd-update'
  | 'settings-update'
  | 'password-set'
  | 'sessions-end'
  | 'mail-resend'
  | 'backup-download'
  | 'derived-rebuild'
  | 'preset-create'
  | 'preset-update'
  | 'preset-delete';

/** The kind of thing an audited action changed. */
export type AuditTarget = 'user' | 'company' | 'licence' | 'plan' | 'distributor' | 'setting' | 'preset' | 'mail' | 'database';

/**
 * The audit trail of admin actions (`admin_audit`): who (`adminId`), what (`action`, the changed `targetType` and
 * `targetId`, and `detail`: the body that was applied, as JSON), on which user, when.
 */
export const AdminAuditSchema = defineEntity({
  name: 'AdminAudit',
  tableName: 'admin_audit',
  indexes: [{ properties: ['createdAt'], name: 'admin_audit_created_at_index' }],
  properties: (p) => ({
    id: p.uuid().primary(),
    action: p.string().length(30).$type<AdminAction>(),
    adminId: p.uuid(),
    userId: p.uuid().nullable(),
    targetType: p.string().length(30).$type<AuditTarget>().nullable(),
    targetId: p.uuid().nullable(),
    detail: p.text().nullable(),
    createdAt: p.datetime(),
  }),
});

/** An `admin_audit` row. */
export type AdminAuditRow = InferEntity<typeof AdminAuditSchema>;
