import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  connectedClient,
  connectionView,
  forgetToken,
  markNeedsReconnect,
  saveConnection,
  testConnection,
} from '../../../../../lib/background/connection/service';
import { forgetTokenMemory, readToken } from '../../../../../lib/background/connection/token-store';
import { ApiError } from '../../../../../lib/shared/errors/api-error';
import { readCache, writeCache } from '../../../../../lib/shared/storage/cache';
import { connectionSettings } from '../../../../../lib/shared/storage/connection-settings';
import { DEMO_TOKENS } from '../../../../../server/demo/identities';
import type { RunningServer } from '../../../../../server/start';
import { startTestServer } from '../../../../support/service';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let granted: string[];
beforeEach(async () => {
  fakeBrowser.reset();
  granted = [];
  // The fake browser has no permissions API: grant what a person would have allowed.
  fakeBrowser.permissions.contains = vi.fn(async ({ origins = [] }) =>
    origins.every((origin: string) => granted.includes(origin)),
  ) as never;
  fakeBrowser.storage.managed.get = vi.fn(async () => ({})) as never;
  indexedDB.deleteDatabase('workplace-knowledge-secrets');
  forgetTokenMemory();
});

const allow = (origin: string) => granted.push(`${origin}/*`);

describe('test connection', () => {
  it('says the connection works with a good token', async () => {
    allow(server.url);
    const report = await testConnection({ serviceUrl: server.url, token: DEMO_TOKENS.user });
    expect(report.message).toBe(`Connected to ${server.url}.`);
    expect(report.warnings).toEqual([]);
  });

  it('removes a pasted API path from the address', async () => {
    allow(server.url);
    const report = await testConnection({
      serviceUrl: `${server.url}/rest/api/v1/feed`,
      token: DEMO_TOKENS.user,
    });
    expect(report.serviceUrl).toBe(server.url);
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
    allow(server.url);
    await expect(testConnection({ serviceUrl: server.url, ...fields })).rejects.toThrow(expected);
  });

  it('lists the features a token without their scopes cannot use', async () => {
    allow(server.url);
    const report = await testConnection({ serviceUrl: server.url, token: DEMO_TOKENS.limited });
    expect(report.warnings.join(' ')).toMatch(/pinning pages/);
    expect(report.warnings.join(' ')).toMatch(/collections/);
  });

  it('says when the browser has not allowed the origin', async () => {
    await expect(
      testConnection({ serviceUrl: server.url, token: DEMO_TOKENS.user }),
    ).rejects.toThrow(/has not allowed this extension to reach/);
  });

  it('says when nothing answers at the address', async () => {
    allow('http://127.0.0.1:9');
    await expect(
      testConnection({ serviceUrl: 'http://127.0.0.1:9', token: DEMO_TOKENS.user }),
    ).rejects.toThrow(/Can't reach http:\/\/127\.0\.0\.1:9/);
  });

  it('says when the address answers but is not this service', async () => {
    allow(server.url);
    await expect(
      testConnection({ serviceUrl: `${server.url}/docs`, token: DEMO_TOKENS.user }),
    ).rejects.toThrow(/does not look like a Workplace Knowledge Service|not JSON/);
  });

  it('refuses an address that is not a web address', async () => {
    await expect(testConnection({ serviceUrl: 'knowledge', token: 'x' })).rejects.toThrow(
      /not a web address/,
    );
  });
});

describe('saving the connection', () => {
  it('keeps the token out of extension storage and out of the view', async () => {
    allow(server.url);
    const view = await saveConnection({ serviceUrl: server.url, token: DEMO_TOKENS.user });
    expect(view).toMatchObject({ state: 'ready', hasToken: true, origin: server.url });
    expect(JSON.stringify(view)).not.toContain(DEMO_TOKENS.user);
    for (const area of ['local', 'sync', 'session'] as const) {
      const stored = await fakeBrowser.storage[area].get(null);
      expect(JSON.stringify(stored)).not.toContain(DEMO_TOKENS.user);
    }
    forgetTokenMemory();
    expect(await readToken()).toBe(DEMO_TOKENS.user);
  });

  it('refuses to save without host permission, and saves nothing', async () => {
    await expect(
      saveConnection({ serviceUrl: server.url, token: DEMO_TOKENS.user }),
    ).rejects.toThrow(/nothing was saved/);
    expect((await connectionView()).state).toBe('not-configured');
    expect(await readToken()).toBeNull();
  });

  it('forgets the token when the service address changes', async () => {
    allow(server.url);
    allow('http://127.0.0.1:1');
    await saveConnection({ serviceUrl: server.url, token: DEMO_TOKENS.user });
    const view = await saveConnection({ serviceUrl: 'http://127.0.0.1:1' });
    expect(view.hasToken).toBe(false);
    expect(view.state).toBe('not-configured');
  });

  it('clears the cache when the token or identity changes, not otherwise', async () => {
    allow(server.url);
    await saveConnection({ serviceUrl: server.url, token: DEMO_TOKENS.user });
    const { scope } = await connectionSettings.get();
    await writeCache({ kind: 'collections' }, scope, { value: { collections: [] }, fetchedAt: 1 });

    await saveConnection({ serviceUrl: server.url });
    expect((await connectionSettings.get()).scope).toBe(scope);
    expect(await readCache({ kind: 'collections' }, scope)).not.toBeNull();

    await saveConnection({ serviceUrl: server.url, actAs: 'sam.rivera@acme.example' });
    const next = (await connectionSettings.get()).scope;
    expect(next).not.toBe(scope);
    expect(await readCache({ kind: 'collections' }, scope)).toBeNull();
  });

  it('clears a "needs reconnect" problem when a new token is saved', async () => {
    allow(server.url);
    await saveConnection({ serviceUrl: server.url, token: DEMO_TOKENS.user });
    await markNeedsReconnect(new ApiError({ kind: 'unauthorized', message: 'Token expired' }));
    expect((await connectionView()).state).toBe('needs-reconnect');
    await saveConnection({ serviceUrl: server.url, token: DEMO_TOKENS.user });
    expect((await connectionView()).state).toBe('ready');
  });

  it('forgetting the token signs out', async () => {
    allow(server.url);
    await saveConnection({ serviceUrl: server.url, token: DEMO_TOKENS.user });
    const view = await forgetToken();
    expect(view.hasToken).toBe(false);
    await expect(connectedClient()).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
  });
});

describe('managed configuration', () => {
  it('shows policy fields as managed and lets them win over the person’s settings', async () => {
    fakeBrowser.storage.managed.get = vi.fn(async () => ({
      serviceUrl: `${server.url}/rest/api/v1`,
      authType: 'OAUTH',
    })) as never;
    allow(server.url);
    const view = await saveConnection({
      serviceUrl: 'https://elsewhere.example.com',
      token: DEMO_TOKENS.oauth,
      authType: '',
    });
    expect(view.serviceUrl).toBe(server.url);
    expect(view.authType).toBe('OAUTH');
    expect(view.managed).toEqual({ serviceUrl: true, actAs: false, authType: true });
    const { client } = await connectedClient();
    await expect(client.listpins({})).resolves.toHaveProperty('pins');
  });

  it('reports a malformed policy address instead of using it', async () => {
    fakeBrowser.storage.managed.get = vi.fn(async () => ({ serviceUrl: 'not a url' })) as never;
    const view = await connectionView();
    expect(view.problem?.message).toMatch(/IT administrator/);
  });

  it('treats a browser without managed storage as having no policy', async () => {
    fakeBrowser.storage.managed.get = vi.fn(async () => {
      throw new Error('Managed storage manifest not found');
    }) as never;
    await expect(connectionView()).resolves.toMatchObject({
      managed: { serviceUrl: false, actAs: false, authType: false },
    });
  });
});
