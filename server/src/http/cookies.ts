// Reading and writing cookies (RFC 6265), small enough not to need a package.
/**
 * Reading and writing cookies (RFC 6265), small enough not to need a package. Used by the session and
 * CSRF cookies of the accounts module.
 */

/**
 * Parses a `Cookie` request header into name → value. The first occurrence of a name wins (the browser
 * sends the most specific path first); quoted values lose their quotes; percent-encoded values are
 * decoded when they decode cleanly and kept as they are otherwise. Pairs without `=` or a name are skipped.
 *
 * @param header - the `Cookie` header, possibly absent
 */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  if (header === undefined || header === '') {
    return cookies;
  }
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0) {
      continue;
    }
    const name = pair.slice(0, equals).trim();
    if (name === '' || name in cookies) {
      continue;
    }
    let value = pair.slice(equals + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1);
    }
    cookies[name] = decode(value);
  }
  return cookies;
}

function decode(value: string): string {
  if (!value.includes('%')) {
    return value;
  }
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The attributes of a `Set-Cookie` header. */
export interface CookieOptions {
  readonly httpOnly?: boolean;
  readonly secure?: boolean;
  readonly sameSite?: 'Strict' | 'Lax' | 'None';
  readonly path?: string;
  /** Lifetime in seconds; 0 deletes the cookie. Absent: a session cookie. */
  readonly maxAge?: number;
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * Writes one `Set-Cookie` header value. The value is percent-encoded; `maxAge` also sets `Expires` for
 * old clients.
 *
 * @throws when the name is not a valid cookie name
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}, now = new Date()): string {
  if (!TOKEN.test(name)) {
    throw new Error(`Invalid cookie name ${JSON.stringify(name)}`);
  }
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) {
    const seconds = Math.max(0, Math.floor(options.maxAge));
    parts.push(`Max-Age=${seconds}`, `Expires=${new Date(now.getTime() + seconds * 1000).toUTCString()}`);
  }
  parts.push(`Path=${options.path ?? '/'}`);
  if (options.httpOnly === true) {
    parts.push('HttpOnly');
  }
  if (options.secure === true) {
    parts.push('Secure');
  }
  if (options.sameSite !== undefined) {
    parts.push(`SameSite=${options.sameSite}`);
  }
  return parts.join('; ');
}
