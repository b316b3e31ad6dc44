import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { connectedClient } from '../../../../../lib/background/connection/connected-client';
import { saveConnection } from '../../../../../lib/background/connection/save';
import { forgetTokenMemory } from '../../../../../lib/background/connection/token-store';
import { testConnection } from '../../../../../lib/background/connection/test-connection';
import { connectionView } from '../../../../../lib/background/connection/view';
import { connectionSettings } from '../../../../../lib/shared/storage/connection-settings';
import { DEMO_TOKENS } from '../../../../../server/demo/identities';
import { connectionHarness } from '../../../../support/connection';
import { stubI18n } from '../../../../support/i18n-stub';

const harness = connectionHarness();
const MOVED_TO = 'https://kb.new-owner.example';

/** Connected to the reference service with a pasted token, then the policy names `serviceUrl`. */
async function connectedThenPolicy(serviceUrl: string) {
  stubI18n();
  harness.allow(harness.server.url);
  await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
  fakeBrowser.storage.managed.get = vi.fn(async () => ({ serviceUrl })) as never;
  // A worker started after the policy changed: nothing held in memory decides.
  forgetTokenMemory();
  const sent: { url: string; headers: Headers }[] = [];
  const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({ url: request.url, headers: request.headers });
    return new Response('{"pins":[]}', { status: 200 });
  });
  return { sent, fetch: fetchSpy as unknown as typeof fetch };
}

describe('the token is sent only to the origin it was saved for', () => {
  it('sends nothing when the policy moves the service to another origin', async () => {
    const { sent, fetch } = await connectedThenPolicy(MOVED_TO);
    const reading = connectedClient({ fetch }).then(({ client }) => client.listpins({}));
    await expect(reading).rejects.toMatchObject({ kind: 'unauthorized', code: 'SERVICE_MOVED' });
    expect(sent).toEqual([]);
  });

  it('tells the person the company moved the service, where to, and how to connect again', async () => {
    await connectedThenPolicy(MOVED_TO);
    const view = await connectionView();
    expect(view.state).toBe('needs-reconnect');
    expect(view.problem?.code).toBe('SERVICE_MOVED');
    expect(view.problem?.message).toContain(new URL(harness.server.url).origin);
    expect(view.problem?.message).toContain(MOVED_TO);
    expect(view.problem?.message).toMatch(/moved.*connect again/s);
  });

  it('says it in German too', async () => {
    await connectedThenPolicy(MOVED_TO);
    stubI18n('de');
    expect((await connectionView()).problem?.message).toMatch(/verlegt.*verbinden Sie sich neu/s);
  });

  it('keeps working when the policy names the same origin (another path or a trailing slash)', async () => {
    const { sent, fetch } = await connectedThenPolicy(`${harness.server.url}/`);
    const { client } = await connectedClient({ fetch });
    await client.listpins({});
    expect(sent.map((request) => new URL(request.url).origin)).toEqual([
      new URL(harness.server.url).origin,
    ]);
    expect((await connectionView()).state).toBe('ready');
  });

  it('works again once the person saves a token for the new address', async () => {
    await connectedThenPolicy(harness.server.url.replace('127.0.0.1', 'localhost'));
    harness.allow(harness.server.url.replace('127.0.0.1', 'localhost'));
    await saveConnection({ serviceUrl: '', token: DEMO_TOKENS.user });
    const view = await connectionView();
    expect(view.state).toBe('ready');
    const { client } = await connectedClient();
    await expect(client.listpins({})).resolves.toHaveProperty('pins');
  });

  it('binds a token saved before origins were kept to its saved address, once', async () => {
    const { sent, fetch } = await connectedThenPolicy(harness.server.url);
    // As a token stored by the previous version: no origin beside it.
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('workplace-knowledge-secrets', 1);
      open.onsuccess = () => {
        const request = open.result
          .transaction('secrets', 'readwrite')
          .objectStore('secrets')
          .delete('tokenOrigin');
        request.onsuccess = () => {
          open.result.close();
          resolve();
        };
        request.onerror = () => reject(request.error);
      };
    });
    forgetTokenMemory();
    await (await connectedClient({ fetch })).client.listpins({});
    expect(sent).toHaveLength(1);
    // Then the stored address changes (a content script may write storage.local in Firefox):
    // the token stays bound to the origin it was first used with.
    await connectionSettings.set({
      ...(await connectionSettings.get()),
      serviceUrl: 'https://attacker.example',
    });
    fakeBrowser.storage.managed.get = vi.fn(async () => ({})) as never;
    forgetTokenMemory();
    await expect(connectedClient({ fetch })).rejects.toMatchObject({ code: 'SERVICE_MOVED' });
    expect(sent).toHaveLength(1);
  });

  it('“Test connection” does not reuse the token for an address written into the settings', async () => {
    const { sent, fetch } = await connectedThenPolicy(harness.server.url);
    fakeBrowser.storage.managed.get = vi.fn(async () => ({})) as never;
    // What a content script could write into storage.local where the browser cannot stop it.
    await connectionSettings.set({
      ...(await connectionSettings.get()),
      serviceUrl: 'https://attacker.example',
    });
    harness.allow('https://attacker.example');
    await expect(
      testConnection({ serviceUrl: 'https://attacker.example' }, { fetch }),
    ).rejects.toMatchObject({ code: 'NO_TOKEN' });
    expect(sent).toEqual([]);
  });
});
