import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  connectedClient,
  markNeedsReconnect,
} from '../../../../../lib/background/connection/connected-client';
import { forgetToken, saveConnection } from '../../../../../lib/background/connection/save';
import { forgetTokenMemory, readToken } from '../../../../../lib/background/connection/token-store';
import { connectionView } from '../../../../../lib/background/connection/view';
import { ApiError } from '../../../../../lib/shared/errors/api-error';
import { readCache, writeCache } from '../../../../../lib/shared/storage/cache';
import { connectionSettings } from '../../../../../lib/shared/storage/connection-settings';
import { DEMO_TOKENS } from '../../../../../server/demo/identities';
import { connectionHarness } from '../../../../support/connection';

const harness = connectionHarness();
const { allow } = harness;

describe('saving the connection', () => {
  it('keeps the token out of extension storage and out of the view', async () => {
    allow(harness.server.url);
    const view = await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    expect(view).toMatchObject({ state: 'ready', hasToken: true, origin: harness.server.url });
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
      saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user }),
    ).rejects.toThrow(/nothing was saved/);
    expect((await connectionView()).state).toBe('not-configured');
    expect(await readToken()).toBeNull();
  });

  it('says nothing is connected when no service answers at the address, and saves nothing', async () => {
    allow('http://127.0.0.1:1');
    await expect(
      saveConnection({ serviceUrl: 'http://127.0.0.1:1', token: DEMO_TOKENS.user }),
    ).rejects.toThrow(/Can't reach http:\/\/127\.0\.0\.1:1/);
    expect((await connectionView()).state).toBe('not-configured');
    expect(await connectionSettings.get()).not.toHaveProperty('serviceUrl');
    expect(await readToken()).toBeNull();
  });

  it('saves no token the service refuses', async () => {
    allow(harness.server.url);
    await expect(
      saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.expired }),
    ).rejects.toThrow(/invalid or has expired/);
    expect((await connectionView()).state).toBe('not-configured');
    expect(await readToken()).toBeNull();
  });

  it('forgets the token when the service address changes', async () => {
    allow(harness.server.url);
    allow('http://127.0.0.1:1');
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    const view = await saveConnection({ serviceUrl: 'http://127.0.0.1:1' });
    expect(view.hasToken).toBe(false);
    expect(view.state).toBe('not-configured');
  });

  it('clears the cache when the token or identity changes, not otherwise', async () => {
    allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    const { scope } = await connectionSettings.get();
    await writeCache({ kind: 'collections' }, scope, { value: { collections: [] }, fetchedAt: 1 });

    await saveConnection({ serviceUrl: harness.server.url });
    expect((await connectionSettings.get()).scope).toBe(scope);
    expect(await readCache({ kind: 'collections' }, scope)).not.toBeNull();

    await saveConnection({ serviceUrl: harness.server.url, actAs: 'sam.rivera@acme.example' });
    const next = (await connectionSettings.get()).scope;
    expect(next).not.toBe(scope);
    expect(await readCache({ kind: 'collections' }, scope)).toBeNull();
  });

  it('clears a "needs reconnect" problem when a new token is saved', async () => {
    allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    await markNeedsReconnect(new ApiError({ kind: 'unauthorized', message: 'Token expired' }));
    expect((await connectionView()).state).toBe('needs-reconnect');
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    expect((await connectionView()).state).toBe('ready');
  });

  it('forgetting the token signs out', async () => {
    allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    const view = await forgetToken();
    expect(view.hasToken).toBe(false);
    await expect(connectedClient()).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
  });
});
