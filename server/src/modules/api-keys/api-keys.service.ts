// A user's API keys: created (answered once), listed, revoked.
import type { ApiKey as ApiKeyView, CreatedApiKey } from '@cla/domain/api';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';

import { ConflictError, NotFoundError } from '../../errors/domain-error.js';
import { type ApiKey, ApiKeySchema } from '../identity/api-key.entity.js';
import { newApiKey } from '../identity/api-key-token.js';
import { msg } from '../../i18n/messages.js';

/** The most keys one user may hold; one more is a 409 (revoke one first). */
export const MAX_API_KEYS_PER_USER = 20;

function toView(key: ApiKey): ApiKeyView {
  return { id: key.id, name: key.name, prefix: key.prefix, createdAt: key.createdAt.toISOString(), lastUsedAt: key.lastUsedAt?.toISOString() ?? null };
}

/**
 * A user's API keys: created with a name (the key is answered once and stored only as its hash), listed, revoked
 * (deleted: it stops working at the next request). The guard resolves them through the identity module's
 * `ApiKeyAuthService`.
 */
@Injectable()
export class ApiKeysService {
  constructor(private readonly em: EntityManager) {}

  /** The user's keys, oldest first. */
  async list(userId: string): Promise<ApiKeyView[]> {
    const keys = await this.em.fork().find(ApiKeySchema, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return keys.map(toView);
  }

  /**
   * A new key for the user. The answer is the only place the key ever appears.
   *
   * @throws ConflictError when the user already holds {@link MAX_API_KEYS_PER_USER} keys
   */
  async create(userId: string, name: string): Promise<CreatedApiKey> {
    const em = this.em.fork();
    if ((await em.count(ApiKeySchema, { userId })) >= MAX_API_KEYS_PER_USER) {
      throw new ConflictError(msg('apiKey.limit', { limit: MAX_API_KEYS_PER_USER }), {
        reason: 'limit',
        limit: MAX_API_KEYS_PER_USER,
      });
    }
    const fresh = newApiKey();
    const key = em.create(ApiKeySchema, { id: uuidv7(), userId, name, prefix: fresh.prefix, keyHash: fresh.hash, createdAt: new Date(), lastUsedAt: null });
    await em.flush();
    return { ...toView(key), key: fresh.key };
  }

  /** Revokes one of the user's keys. @throws NotFoundError for an unknown key or another user's */
  async revoke(userId: string, id: string): Promise<void> {
    if ((await this.em.fork().nativeDelete(ApiKeySchema, { id, userId })) === 0) {
      throw new NotFoundError(msg('apiKey.notFound'));
    }
  }

}
