import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** What an admin did. */
export type AdminAction = 'impersonate-start' | 'impersonate-exit' | 'invite';

/** The audit trail of admin actions (`admin_audit`): who, what, on which user, when. */
export const AdminAuditSchema = defineEntity({
  name: 'AdminAudit',
  tableName: 'admin_audit',
  indexes: [{ properties: ['createdAt'], name: 'admin_audit_created_at_index' }],
  properties: (p) => ({
    id: p.uuid().primary(),
    action: p.string().length(30).$type<AdminAction>(),
    adminId: p.uuid(),
    userId: p.uuid().nullable(),
    createdAt: p.datetime(),
  }),
});

/** An `admin_audit` row. */
export type AdminAuditRow = InferEntity<typeof AdminAuditSchema>;
