// The global guard of the API rate limit (API_RATE_LIMIT per user or address).
import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Request } from 'express';

import { RateLimitedError } from '../../errors/domain-error.js';
import { authContextOf } from '../identity/auth.decorators.js';
import { msg } from '../../i18n/messages.js';

/**
 * The API rate limit (@nestjs/throttler): `API_RATE_LIMIT` requests per minute per signed-in user, or per
 * client address for anonymous requests. It runs after the {@link AuthGuard} (registered after it), so the user
 * is known; the answer over the limit is our 429 `RATE_LIMITED` with `Retry-After`. Requests made with an API key
 * are skipped: `API_KEY_RATE_LIMIT` counts them per key instead.
 */
@Injectable()
export class ApiThrottlerGuard extends ThrottlerGuard {
  /** Requests with an API key have their own limit ({@link ApiKeyRateLimitGuard}). */
  protected override shouldSkip(context: ExecutionContext): Promise<boolean> {
    return Promise.resolve(authContextOf(context.switchToHttp().getRequest<Request>())?.apiKey !== undefined);
  }

  protected override getTracker(request: Record<string, unknown>): Promise<string> {
    const typed = request as unknown as Request;
    const user = authContextOf(typed)?.user.id;
    return Promise.resolve(user === undefined ? `ip:${typed.ip ?? typed.socket.remoteAddress ?? ''}` : `user:${user}`);
  }

  protected override throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const seconds = Math.max(1, detail.timeToBlockExpire);
    throw new RateLimitedError(msg('rate.tooManyRequests', { seconds }), seconds);
  }
}
