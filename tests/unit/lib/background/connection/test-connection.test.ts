import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConnection } from '../../../../../lib/background/connection/test-connection';
import { DEMO_TOKENS } from '../../../../../server/demo/identities';
import type { RunningServer } from '../../../../../server/start';
import { connectionHarness } from '../../../../support/connection';
import { startTestServer } from '../../../../support/service';

const harness = connectionHarness();
const { allow } = harness;

describe('test connection', () => {
  it('says the connection works with a good token', async () => {
    allow(harness.server.url);
    const report = await testConnection({
      serviceUrl: harness.server.url,
      token: DEMO_TOKENS.user,
    });
    expect(report.message).toBe(`Connected to ${harness.server.url}.`);
    expect(report.warnings).toEqual([]);
  });

  it('removes a pasted API path from the address', async () => {
    allow(harness.server.url);
    const report = await testConnection({
      serviceUrl: `${harness.server.url}/rest/api/v1/feed`,
      token: DEMO_TOKENS.user,
    });
    expect(report.serviceUrl).toBe(harness.server.url);
  });

  it.each([
    ['an expired token', { token: DEMO_TOKENS.expired }, /invalid or has expired/],
    ['an unknown token', { token: 'not-a-token' }, /invalid or has expired/],
    ['a global token without act-as', { token: DEMO_TOKENS.global }, /global token/],
    [
      'a global token acting as a stranger',
      { token: DEMO_TOKENS.global, actAs: 'nobody@acme.example' },
      /does not know the act-as/,
    ],
  ])('explains %s in words', async (_name, fields, expected) => {
    allow(harness.server.url);
    await expect(testConnection({ serviceUrl: harness.server.url, ...fields })).rejects.toThrow(
      expected,
    );
  });

  it('lists the features a token without their scopes cannot use', async () => {
    allow(harness.server.url);
    const report = await testConnection({
      serviceUrl: harness.server.url,
      token: DEMO_TOKENS.limited,
    });
    expect(report.warnings.join(' ')).toMatch(/pinning pages/);
    expect(report.warnings.join(' ')).toMatch(/collections/);
  });

  it('says when the browser has not allowed the origin', async () => {
    await expect(
      testConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user }),
    ).rejects.toThrow(/has not allowed this extension to reach/);
  });

  it('says when nothing answers at the address', async () => {
    allow('http://127.0.0.1:9');
    await expect(
      testConnection({ serviceUrl: 'http://127.0.0.1:9', token: DEMO_TOKENS.user }),
    ).rejects.toThrow(/Can't reach http:\/\/127\.0\.0\.1:9/);
  });

  it('says when the address answers but is not this service', async () => {
    allow(harness.server.url);
    await expect(
      testConnection({ serviceUrl: `${harness.server.url}/docs`, token: DEMO_TOKENS.user }),
    ).rejects.toThrow(/does not look like a Workplace Knowledge Service|not JSON/);
  });

  it('refuses an address that is not a web address', async () => {
    await expect(testConnection({ serviceUrl: 'knowledge', token: 'x' })).rejects.toThrow(
      /not a web address/,
    );
  });
});

/** Each request's operation and the bytes of its reply, as "Test connection" sends them. */
function recordingFetch() {
  const replies: { operation: string; status: number; bytes: number }[] = [];
  const recording: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const bytes = (await response.clone().arrayBuffer()).byteLength;
    replies.push({
      operation: String(input).split('/').pop() ?? '',
      status: response.status,
      bytes,
    });
    return response;
  };
  return { replies, recording };
}

describe('test connection at a company’s size (--demo-scale 100)', () => {
  let company: RunningServer;
  beforeAll(async () => {
    company = await startTestServer({ demoScale: 100 });
  });
  afterAll(() => company?.close());

  /** Whatever the company holds, the probes' replies stay this small (5,251 B measured: the feed's first item and the boards). */
  const MAX_REPLY_BYTES = 8 * 1024;

  it.each([
    ['a full token', DEMO_TOKENS.user, 404],
    ['a token without the PINS and COLLECTIONS scopes', DEMO_TOKENS.limited, 403],
  ])(
    'with %s: probes no list of pins or collections, replies a few bytes',
    async (_name, token, pinStatus) => {
      allow(company.url);
      const { replies, recording } = recordingFetch();
      const report = await testConnection({ serviceUrl: company.url, token }, { fetch: recording });
      const total = replies.reduce((sum, reply) => sum + reply.bytes, 0);
      console.log(
        `test connection at scale 100 (${_name}): ${replies.length} requests, ${total} B (${replies.map((reply) => `${reply.operation} ${reply.status} ${reply.bytes} B`).join(', ')})`,
      );
      expect(replies.map((reply) => reply.operation)).toEqual([
        'feed',
        'getpin',
        'getcollection',
        'listanswerboards',
      ]);
      expect(replies.find((reply) => reply.operation === 'getpin')?.status).toBe(pinStatus);
      expect(total).toBeLessThanOrEqual(MAX_REPLY_BYTES);
      expect(report.warnings.some((warning) => /pinning pages/.test(warning))).toBe(
        pinStatus === 403,
      );
    },
  );
});
