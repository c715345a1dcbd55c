// Resolves an `Authorization: Bearer` API key to its owner for the auth guard (the keys themselves are managed by api-keys).
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';

import { ApiKeySchema } from './api-key.entity.js';
import { API_KEY_FORMAT, apiKeyHashOf } from './api-key-token.js';
import { type User, UserSchema } from './user.entity.js';

/** `last_used_at` is written at most this often per key. */
const TOUCH_INTERVAL_MS = 60_000;

/** A request authenticated by an API key: the key's owner and the key. */
export interface ApiKeyAuth {
  readonly user: User;
  readonly apiKey: { readonly id: string; readonly prefix: string };
}

/** The API-key way in: a bearer token to the key and its owner. */
@Injectable()
export class ApiKeyAuthService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The owner and key of a bearer token, or `null` when it is malformed, unknown or revoked, or its owner is gone or
   * deactivated (deactivation ends every way in: sessions, API keys and share links). Records the use at most once a
   * minute.
   */
  async resolve(token: string): Promise<ApiKeyAuth | null> {
    if (!API_KEY_FORMAT.test(token)) {
      return null;
    }
    const em = this.em.fork();
    const key = await em.findOne(ApiKeySchema, { keyHash: apiKeyHashOf(token) });
    if (key === null) {
      return null;
    }
    const user = await em.findOne(UserSchema, { id: key.userId });
    if (user === null || (user.deactivatedAt !== null && user.deactivatedAt !== undefined)) {
      return null;
    }
    const now = new Date();
    if (key.lastUsedAt == null || now.getTime() - key.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
      await em.nativeUpdate(ApiKeySchema, { id: key.id }, { lastUsedAt: now });
    }
    return { user, apiKey: { id: key.id, prefix: key.prefix } };
  }
}
