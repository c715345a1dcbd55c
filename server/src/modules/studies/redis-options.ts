// The BullMQ connection options from REDIS_URL.
/** The connection options BullMQ's ioredis client takes, from a `redis://` or `rediss://` URL (`REDIS_URL`). */
export interface RedisConnectionOptions {
  host: string;
  port: number;
  db: number;
  username?: string;
  password?: string;
  tls?: Record<string, never>;
  /** BullMQ's workers need `null` (their blocking commands wait as long as they must) */
  maxRetriesPerRequest: number | null;
}

export function redisOptionsOf(url: string): RedisConnectionOptions {
  const parsed = new URL(url);
  const db = Number(parsed.pathname.replace(/^\//, '') || '0');
  return {
    host: parsed.hostname || '127.0.0.1',
    port: parsed.port === '' ? 6379 : Number(parsed.port),
    db: Number.isInteger(db) ? db : 0,
    ...(parsed.username === '' ? {} : { username: decodeURIComponent(parsed.username) }),
    ...(parsed.password === '' ? {} : { password: decodeURIComponent(parsed.password) }),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
  };
}

/** The name of the BullMQ queue of studies (its keys are `${STUDY_QUEUE_PREFIX}:studies:…`). */
export const STUDY_QUEUE_NAME = 'studies';
