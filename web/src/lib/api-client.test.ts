import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, isApiError, readCookie } from './api-client.ts';

function respond(body: string, status: number, contentType = 'application/json'): typeof fetch {
  return vi.fn(() => Promise.resolve(new Response(body, { status, headers: { 'Content-Type': contentType } })));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('api client', () => {
  it('calls baseUrl + path asking for JSON, sends JSON bodies and the authorization header', async () => {
    const fetch = respond('{"ok":true}', 200);
    const client = createApiClient({ baseUrl: 'https://cla.example.com/', fetch, authorization: () => 'Bearer k' });

    await expect(client.post('/api/things', { name: 'a' })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith('https://cla.example.com/api/things', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer k' },
      body: '{"name":"a"}',
    });
  });

  it('returns text bodies as text and empty bodies as undefined', async () => {
    await expect(createApiClient({ baseUrl: '', fetch: respond('4.0.1', 200, 'text/plain') }).get('/v')).resolves.toBe('4.0.1');
    const empty = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    await expect(createApiClient({ baseUrl: '', fetch: empty }).get('/v')).resolves.toBeUndefined();
  });

  it('maps an error status to kind http with the status, the server message and code', async () => {
    const fetch = respond('{"statusCode":422,"message":"cableCount must be at most 200","code":"E_INVALID_PARAMS"}', 422);
    const error = await failure(createApiClient({ baseUrl: '', fetch }).get('/api/x'));
    expect(error).toMatchObject({
      kind: 'http',
      status: 422,
      serverMessage: 'cableCount must be at most 200',
      code: 'E_INVALID_PARAMS',
    });
    expect(error.body).toMatchObject({ statusCode: 422 });
    expect(isApiError(error, 'http')).toBe(true);
  });

  it('joins NestJS validation message lists, and reads short plain-text error bodies', async () => {
    const list = respond('{"message":["a is required","b must be positive"],"error":"Bad Request"}', 400);
    expect((await failure(createApiClient({ baseUrl: '', fetch: list }).get('/x'))).serverMessage).toBe(
      'a is required; b must be positive',
    );
    const text = respond('Forbidden', 403, 'text/plain');
    expect(await failure(createApiClient({ baseUrl: '', fetch: text }).get('/x'))).toMatchObject({
      kind: 'http',
      status: 403,
      serverMessage: 'Forbidden',
    });
  });

  it('keeps an HTML error page out of the server message', async () => {
    const html = respond('<html><body>Bad gateway</body></html>', 502, 'text/html');
    expect(await failure(createApiClient({ baseUrl: '', fetch: html }).get('/x'))).toMatchObject({
      kind: 'http',
      status: 502,
      serverMessage: undefined,
    });
  });

  it('maps "no response" to its own kind, with the product message', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(createApiClient({ baseUrl: '', fetch }).get('/api/x'));
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(error.message).toBe('No response from the server, please try later.');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('maps a cancelled call to kind aborted', async () => {
    const controller = new AbortController();
    const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      ),
    );
    const pending = createApiClient({ baseUrl: '', fetch }).get('/api/x', { signal: controller.signal });
    controller.abort();
    expect(await failure(pending)).toMatchObject({ kind: 'aborted' });
  });

  it('rejects a 2xx body that is not what was promised as invalid-response', async () => {
    const client = createApiClient({ baseUrl: '', fetch: respond('{"v":1}', 200) });
    const parse = (data: unknown): string => {
      if (typeof data !== 'string') throw new TypeError('not a string');
      return data;
    };
    expect(await failure(client.get('/x', { parse }))).toMatchObject({ kind: 'invalid-response', status: 200 });
    const broken = createApiClient({ baseUrl: '', fetch: respond('{not json', 200) });
    expect(await failure(broken.get('/x'))).toMatchObject({ kind: 'invalid-response' });
  });

  it('still reports the status when an error body is not valid JSON', async () => {
    const client = createApiClient({ baseUrl: '', fetch: respond('{oops', 500) });
    expect(await failure(client.get('/x'))).toMatchObject({ kind: 'http', status: 500, serverMessage: undefined });
  });

  it('sends the CSRF cookie back in X-XSRF-TOKEN on writes only', async () => {
    const fetch = respond('{}', 200);
    const client = createApiClient({ baseUrl: '', fetch, xsrfToken: () => 'tok' });
    await client.get('/a');
    await client.patch('/b', { name: 'x' });
    await client.delete('/c');
    const headers = vi.mocked(fetch).mock.calls.map(([, init]) => (init?.headers ?? {}) as Record<string, string>);
    expect(headers[0]).not.toHaveProperty('X-XSRF-TOKEN');
    expect(headers[1]).toMatchObject({ 'X-XSRF-TOKEN': 'tok', 'Content-Type': 'application/json' });
    expect(headers[2]).toMatchObject({ 'X-XSRF-TOKEN': 'tok' });
    expect(vi.mocked(fetch).mock.calls.map(([, init]) => init?.method)).toEqual(['GET', 'PATCH', 'DELETE']);
  });

  it('sends the interface language in Accept-Language on every call, by default <html lang>', async () => {
    const fetch = respond('{}', 200);
    let language = 'fr';
    const client = createApiClient({ baseUrl: '', fetch, language: () => language });
    await client.get('/a');
    language = 'it';
    await client.post('/b', {});
    const headersOf = () => vi.mocked(fetch).mock.calls.map(([, init]) => (init?.headers ?? {}) as Record<string, string>);
    expect(headersOf().map((headers) => headers['Accept-Language'])).toEqual(['fr', 'it']);

    const byPage = respond('{}', 200);
    document.documentElement.lang = 'de';
    try {
      await createApiClient({ baseUrl: '', fetch: byPage }).get('/c');
      document.documentElement.lang = '';
      await createApiClient({ baseUrl: '', fetch: byPage }).get('/d');
    } finally {
      document.documentElement.lang = '';
    }
    const sent = vi.mocked(byPage).mock.calls.map(([, init]) => (init?.headers ?? {}) as Record<string, string>);
    expect(sent[0]).toMatchObject({ 'Accept-Language': 'de' });
    expect(sent[1]).not.toHaveProperty('Accept-Language');
  });

  it('sends FormData as multipart, leaving the content type to the browser', async () => {
    const fetch = respond('{"fileId":"f1"}', 200);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await expect(createApiClient({ baseUrl: '', fetch }).put('/up', form)).resolves.toEqual({ fileId: 'f1' });
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('tells observers when calls start and end, with the error of a failed one', async () => {
    const ok = createApiClient({ baseUrl: '', fetch: respond('{}', 200) });
    const events: string[] = [];
    const stop = ok.observe({ onStart: () => events.push('start'), onEnd: (error) => events.push(error ? error.kind : 'end') });
    await ok.get('/a');
    stop();
    await ok.get('/b');
    expect(events).toEqual(['start', 'end']);

    const failing = createApiClient({ baseUrl: '', fetch: respond('{}', 500) });
    const seen: (number | undefined)[] = [];
    failing.observe({ onEnd: (error) => seen.push(error?.status) });
    await failure(failing.get('/x'));
    expect(seen).toEqual([500]);
  });

  it('reads one cookie out of a cookie string', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D; b=2', 'XSRF-TOKEN')).toBe('abc=');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeUndefined();
  });
});
