// The global guard of the API key rate limit (API_KEY_RATE_LIMIT per key).
import { type CanActivate, type ExecutionContext, Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';

import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { RateLimitedError } from '../../errors/domain-error.js';
import { authContextOf } from '../identity/auth.decorators.js';
import { CounterStore } from './counter-store.js';
import { msg } from '../../i18n/messages.js';

/** The window of the API key rate limit: one minute. */
const WINDOW_MS = 60_000;

/**
 * The rate limit of API keys: `API_KEY_RATE_LIMIT` requests per minute per key (fixed window, an atomic counter of
 * the {@link CounterStore}: memory, or Redis shared by every process), over it a 429 `RATE_LIMITED` with
 * `Retry-After`. Runs after the auth guard; a request without a key passes (the API rate limit counts those, and
 * skips key requests). Like the API rate limit, it lets requests through when the store fails.
 */
@Injectable()
export class ApiKeyRateLimitGuard implements CanActivate {
  private readonly logger = new Logger('RateLimit');
  private lastWarning = 0;

  constructor(
    @Inject(CounterStore) private readonly store: CounterStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const key = authContextOf(request)?.apiKey;
    const limit = this.config.http.apiKeyRateLimitPerMinute;
    if (key === undefined || limit === 0) {
      return true;
    }
    let hit;
    try {
      hit = await this.store.increment(`api-key:${key.id}`, WINDOW_MS);
    } catch (error) {
      if (Date.now() - this.lastWarning > 60_000) {
        this.lastWarning = Date.now();
        this.logger.warn(`Rate limit store unavailable, API key requests pass unthrottled: ${error instanceof Error ? error.message : String(error)}`);
      }
      return true;
    }
    const seconds = Math.max(1, Math.ceil(hit.resetInMs / 1000));
    const response = context.switchToHttp().getResponse<Response>();
    response.setHeader('X-RateLimit-Limit', String(limit));
    response.setHeader('X-RateLimit-Remaining', String(Math.max(0, limit - hit.count)));
    response.setHeader('X-RateLimit-Reset', String(seconds));
    if (hit.count > limit) {
      throw new RateLimitedError(msg('rate.apiKey', { limit, seconds }), seconds);
    }
    return true;
  }
}
