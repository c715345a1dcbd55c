// Records an admin's change in admin_audit, in the caller's transaction.
import type { EntityManager } from '@mikro-orm/core';
import { v7 as uuidv7 } from 'uuid';

import { type AdminAction, AdminAuditSchema, type AuditTarget } from './admin-audit.entity.js';

/** A nil UUID: the target id of audited changes that concern the whole instance (settings, the outbox, the database). */
export const INSTANCE = '00000000-0000-0000-0000-000000000000';

/**
 * Records an admin's change in `admin_audit` (who, what, when), in the caller's transaction: the action, the changed
 * thing and the body applied (`detail`, JSON). `userId` is the user concerned, if any.
 */
export function audit(
  em: EntityManager,
  adminId: string,
  action: AdminAction,
  target: { readonly type: AuditTarget; readonly id: string },
  detail: unknown = null,
  userId: string | null = null,
): void {
  em.create(AdminAuditSchema, {
    id: uuidv7(),
    action,
    adminId,
    userId,
    targetType: target.type,
    targetId: target.id,
    detail: detail === null ? null : JSON.stringify(detail),
    createdAt: new Date(),
  });
}
