// The request schemas of the admin's routes on users that belong to accounts (a password set by the admin).
import { z } from 'zod';

import { newPassword } from '../identity/user-fields.js';

/** `POST /api/admin/users/{id}/password {password}`: the rules of a new password. */
export const AdminPasswordBody = z.strictObject({ password: newPassword() });
export type AdminPasswordInput = z.output<typeof AdminPasswordBody>;
