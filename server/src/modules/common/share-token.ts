// The share-link token of sections, legacy projects and company invitations: how one is made and what one looks like.
import { randomBytes } from 'node:crypto';

import { z } from 'zod';

/** A share token: 256 random bits, base64url (43 characters). */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What a share token looks like (anything else is a 404 without a query). */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A share token in a path: 256 random bits in base64url. */
export const ShareTokenParam = z.string().regex(SHARE_TOKEN);
