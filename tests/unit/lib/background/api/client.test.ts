import { describe, expect, test } from 'vitest';
import { type ApiClientOptions, createApiClient } from '../../../../../lib/background/api/client';
import { ApiError } from '../../../../../lib/shared/errors/api-error';
import { normalizeBaseUrl } from '../../../../../lib/shared/urls/base-url';

interface RecordedCall {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status?: number; body?: string; headers?: Record<string, string> } | Error;

/** A fetch that answers from a script and records what it was asked. */
function scriptedFetch(replies: Reply[]) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      headers: { ...(init?.headers as Record<string, string>) },
      body: JSON.parse(String(init?.body)),
    });
    const reply = replies.shift() ?? { status: 200, body: '{}' };
    if (reply instanceof Error) throw reply;
    return new Response(reply.body ?? '', { status: reply.status ?? 200, headers: reply.headers });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

function clientWith(replies: Reply[], overrides: Partial<ApiClientOptions> = {}) {
  const fake = scriptedFetch(replies);
  const sleeps: number[] = [];
  const client = createApiClient({
    baseUrl: 'https://kb.acme.example/',
    credentials: { token: 'secret-token' },
    fetch: fake.fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    now: () => Date.parse('2026-11-22T12:00:00Z'),
    ...overrides,
  });
  return { client, calls: fake.calls, sleeps };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const BOARDS = JSON.stringify({ boardResults: [] });

describe('requests', () => {
  test('a user token sends exactly the bearer and content-type headers', async () => {
    const { client, calls } = clientWith([{ body: BOARDS }]);
    await client.listanswerboards({ withRoles: true });
    expect(calls[0]?.url).toBe('https://kb.acme.example/rest/api/v1/listanswerboards');
    expect(calls[0]?.headers).toEqual({
      Authorization: 'Bearer secret-token',
      'Content-Type': 'application/json',
    });
    expect(calls[0]?.body).toEqual({ withRoles: true });
  });

  test('a global token acts as the configured person', async () => {
    const { client, calls } = clientWith([{ body: BOARDS }], {
      credentials: { token: 'global', actAs: 'ana@acme.example' },
    });
    await client.listanswerboards({});
    expect(calls[0]?.headers['X-Service-Actas']).toBe('ana@acme.example');
    expect(calls[0]?.headers['X-Service-Auth-Type']).toBeUndefined();
  });

  test('an OAuth token names its auth type; empty values send no header', async () => {
    const { client, calls } = clientWith([{ body: BOARDS }], {
      credentials: async () => ({ token: 'oauth', actAs: ' ', authType: 'OAUTH' }),
    });
    await client.listanswerboards({});
    expect(calls[0]?.headers['X-Service-Auth-Type']).toBe('OAUTH');
    expect(calls[0]?.headers).not.toHaveProperty('X-Service-Actas');
  });

  test('an invalid request never reaches the network', async () => {
    const { client, calls } = clientWith([]);
    const error = await failure(
      client.movecollectionitem({ collectionId: 1 } as unknown as Parameters<
        typeof client.movecollectionitem
      >[0]),
    );
    expect(error.kind).toBe('invalid-request');
    expect(error.message).toBe('This request cannot be sent: itemId: required.');
    expect(calls).toHaveLength(0);
  });
});

describe('base URL', () => {
  test.each([
    ['https://kb.acme.example', 'https://kb.acme.example'],
    ['  https://kb.acme.example/  ', 'https://kb.acme.example'],
    ['https://kb.acme.example/rest/api/v1', 'https://kb.acme.example'],
    ['https://kb.acme.example/rest/api/v1/feed', 'https://kb.acme.example'],
    ['https://acme.example/kb/rest/api/v1/', 'https://acme.example/kb'],
    ['http://127.0.0.1:8787/', 'http://127.0.0.1:8787'],
  ])('%s becomes %s', (input, expected) => {
    expect(normalizeBaseUrl(input)).toBe(expected);
  });

  test.each([
    ['', 'Enter the address of your Knowledge Service'],
    ['kb.acme.example', 'is not a web address'],
    ['ftp://kb.acme.example', 'must start with https://'],
    ['https://me:pw@kb.acme.example', 'Leave the user name and password out'],
  ])('%j is refused with a sentence', (input, sentence) => {
    expect(() => normalizeBaseUrl(input)).toThrow(sentence);
  });
});

describe('failures become one error type with a sentence', () => {
  test.each([
    [401, 'Not authorized', 'unauthorized', 'did not accept your token'],
    [401, 'Invalid identity', 'unauthorized', 'does not know the act-as e-mail address'],
    [400, 'Required header missing: X-Service-Actas', 'unauthorized', 'This is a global token'],
    [400, 'categories: required', 'invalid-request', 'refused the request: categories: required'],
    [403, 'Token lacks the ANSWERS scope', 'forbidden', 'Token lacks the ANSWERS scope'],
    [404, 'Unknown operation', 'not-found', 'does not look like a Workplace Knowledge Service'],
    [408, '', 'timeout', 'took too long'],
    [413, 'Body too large', 'invalid-request', 'Body too large'],
    [422, 'Failed to save modifications', 'invalid-request', 'Failed to save modifications'],
    [500, '<html>oops</html>', 'server', 'HTTP 500'],
    [503, '', 'server', 'HTTP 503'],
  ])('HTTP %i %j is %s', async (status, body, kind, sentence) => {
    const { client } = clientWith([{ status, body }], {
      retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 },
    });
    const error = await failure(client.listanswerboards({}));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.message).toContain(sentence);
    expect(error.message).not.toContain('<html>');
  });

  test('a JSON failure body gives its message as the detail', async () => {
    const { client } = clientWith([{ status: 400, body: '{"message":"ids: required"}' }]);
    const error = await failure(client.getevents({ ids: [] }));
    expect(error.detail).toBe('ids: required');
  });

  test('429 reads Retry-After in seconds and as a date', async () => {
    const policy = { retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 } };
    const seconds = clientWith([{ status: 429, headers: { 'Retry-After': '3' } }], policy);
    const first = await failure(seconds.client.listpins({}));
    expect(first).toMatchObject({ kind: 'rate-limited', retryAfterMs: 3000 });
    expect(first.message).toContain('in 3 s');
    const date = clientWith(
      [{ status: 429, headers: { 'Retry-After': 'Sun, 22 Nov 2026 12:00:10 GMT' } }],
      policy,
    );
    expect(await failure(date.client.listpins({}))).toMatchObject({ retryAfterMs: 10_000 });
  });

  test('503 reads Retry-After too; hostile values fall back to the backoff', async () => {
    const policy = { retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 } };
    const busy = clientWith([{ status: 503, headers: { 'Retry-After': '5' } }], policy);
    const unavailable = await failure(busy.client.listpins({}));
    expect(unavailable).toMatchObject({ kind: 'server', retryAfterMs: 5000 });
    expect(unavailable.message).toContain('in 5 s');
    for (const hostile of ['1e308', '-5', 'soon']) {
      const { client } = clientWith([{ status: 429, headers: { 'Retry-After': hostile } }], policy);
      const error = await failure(client.listpins({}));
      expect(error.retryAfterMs).toBeUndefined();
      expect(error.message).toContain('in a moment');
    }
    const far = clientWith(
      [{ status: 429, headers: { 'Retry-After': 'Fri, 31 Dec 9999 23:59:59 GMT' } }],
      policy,
    );
    expect(await failure(far.client.listpins({}))).toMatchObject({ retryAfterMs: 3_600_000 });
  });

  test('a 200 that is not JSON is an unexpected response', async () => {
    const { client } = clientWith([{ body: '<!doctype html><p>Sign in</p>' }]);
    const error = await failure(client.listpins({}));
    expect(error.kind).toBe('unexpected-response');
    expect(error.message).toContain('not JSON');
  });

  test('an answer of the wrong shape names the field', async () => {
    const { client } = clientWith([{ body: '{"boardResults":[{"board":{"id":"x"}}]}' }]);
    const error = await failure(client.listanswerboards({}));
    expect(error.kind).toBe('unexpected-response');
    expect(error.message).toContain('boardResults.0.board.id: expected number, got string');
  });

  test('a network failure is worded as one', async () => {
    const { client } = clientWith([new TypeError('Failed to fetch')], {
      retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 },
    });
    const error = await failure(client.listpins({}));
    expect(error.kind).toBe('network');
    expect(error.message).toContain("Can't reach the service");
  });

  test('an empty 200 body reads as an empty object', async () => {
    const { client } = clientWith([{ body: '' }]);
    await expect(client.unpin({ id: 'p1' })).resolves.toEqual({});
  });
});

describe('errors reported inside a 200 body', () => {
  test('INVALID_ID of a draft is not-found', async () => {
    const { client } = clientWith([{ body: '{"error":{"errorType":"INVALID_ID"}}' }]);
    const error = await failure(client.getdraftannouncement({ id: 99 }));
    expect(error).toMatchObject({ kind: 'not-found', code: 'INVALID_ID' });
    expect(error.message).toBe('There is no draft announcement with id 99, or you may not see it.');
  });

  test('EXISTING_ITEM is already-exists', async () => {
    const { client } = clientWith([{ body: '{"error":{"errorType":"EXISTING_ITEM"}}' }]);
    const error = await failure(
      client.addcollectionitems({
        collectionId: 1,
        addedCollectionItemDescriptors: [{ url: 'https://x.example', itemType: 'URL' }],
      }),
    );
    expect(error).toMatchObject({ kind: 'already-exists', code: 'EXISTING_ITEM' });
  });

  test.each([
    ['NOT_FOUND', 'not-found'],
    ['NAME_EXISTS', 'already-exists'],
    ['NO_PERMISSIONS', 'forbidden'],
    ['HEIGHT_VIOLATION', 'invalid-request'],
    ['SOMETHING_NEW', 'invalid-request'],
  ])('collection error %s is %s', async (code, kind) => {
    const { client } = clientWith([{ body: JSON.stringify({ error: { errorCode: code } }) }]);
    const error = await failure(client.getcollection({ id: 1 }));
    expect(error).toMatchObject({ kind, code });
  });

  test('per-document errors of getdocuments are left to the caller', async () => {
    const body = { documents: { 'https://x.example': { error: 'Not indexed' } } };
    const { client } = clientWith([{ body: JSON.stringify(body) }]);
    await expect(
      client.getdocuments({ documentSpecs: [{ url: 'https://x.example' }] }),
    ).resolves.toEqual(body);
  });
});

describe('timeouts and retries', () => {
  test('an attempt that takes too long is a timeout', async () => {
    const hanging = (async (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      })) as typeof fetch;
    const client = createApiClient({
      baseUrl: 'https://kb.acme.example',
      credentials: { token: 't' },
      fetch: hanging,
      timeoutMs: 20,
      retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 },
    });
    const error = await failure(client.listpins({}));
    expect(error.kind).toBe('timeout');
  });

  test('a read is retried after a 503 with backoff', async () => {
    const { client, calls, sleeps } = clientWith([{ status: 503 }, { body: BOARDS }]);
    await expect(client.listanswerboards({})).resolves.toEqual({ boardResults: [] });
    expect(calls).toHaveLength(2);
    // First retry: full jitter over the base delay (random() = 0.5 of 500 ms).
    expect(sleeps).toEqual([250]);
  });

  test('a read waits at least as long as Retry-After asks', async () => {
    const { client, sleeps } = clientWith([
      { status: 429, headers: { 'Retry-After': '4' } },
      { body: BOARDS },
    ]);
    await client.listanswerboards({});
    expect(sleeps).toEqual([4000]);
  });

  test('a read gives up after its attempts', async () => {
    const { client, calls } = clientWith([
      { status: 502 },
      { status: 502 },
      { status: 502 },
      { body: BOARDS },
    ]);
    const error = await failure(client.listanswerboards({}));
    expect(error.kind).toBe('server');
    expect(calls).toHaveLength(3);
  });

  test('a write is never retried by the client', async () => {
    const { client, calls } = clientWith([{ status: 503 }, { body: '{}' }]);
    const error = await failure(client.movecollectionitem({ collectionId: 1, itemId: 'a' }));
    expect(error.kind).toBe('server');
    expect(calls).toHaveLength(1);
  });

  test('a client error is not retried', async () => {
    const { client, calls } = clientWith([{ status: 403 }, { body: BOARDS }]);
    await failure(client.listanswerboards({}));
    expect(calls).toHaveLength(1);
  });
});

describe('ApiError as data', () => {
  test('crosses a message boundary unchanged', () => {
    const error = new ApiError({
      kind: 'rate-limited',
      message: 'Busy.',
      retryAfterMs: 5,
      status: 429,
    });
    const copy = ApiError.fromData(structuredClone(error.toData()));
    expect(copy).toBeInstanceOf(ApiError);
    expect(copy.toData()).toEqual({
      kind: 'rate-limited',
      message: 'Busy.',
      retryAfterMs: 5,
      status: 429,
    });
  });
});
