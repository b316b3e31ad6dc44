import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { connectedClient } from '../../../../../lib/background/connection/connected-client';
import { saveConnection } from '../../../../../lib/background/connection/save';
import { connectionView } from '../../../../../lib/background/connection/view';
import { connectionSettings } from '../../../../../lib/shared/storage/connection-settings';
import { DEMO_TOKENS } from '../../../../../server/demo/identities';
import { connectionHarness } from '../../../../support/connection';
import { stubI18n } from '../../../../support/i18n-stub';

const harness = connectionHarness();
const { allow } = harness;

describe('managed configuration', () => {
  it('shows policy fields as managed and lets them win over the person’s settings', async () => {
    fakeBrowser.storage.managed.get = vi.fn(async () => ({
      serviceUrl: `${harness.server.url}/rest/api/v1`,
      authType: 'OAUTH',
    })) as never;
    allow(harness.server.url);
    const view = await saveConnection({
      serviceUrl: 'https://elsewhere.example.com',
      token: DEMO_TOKENS.oauth,
      authType: '',
    });
    expect(view.serviceUrl).toBe(harness.server.url);
    expect(view.authType).toBe('OAUTH');
    expect(view.managed).toEqual({
      serviceUrl: true,
      actAs: false,
      authType: true,
      ssoIssuer: false,
      ssoClientId: false,
      ssoScopes: false,
    });
    const { client } = await connectedClient();
    await expect(client.listpins({})).resolves.toHaveProperty('pins');
  });

  it('reports a malformed policy address instead of using it', async () => {
    fakeBrowser.storage.managed.get = vi.fn(async () => ({ serviceUrl: 'not a url' })) as never;
    const view = await connectionView();
    expect(view.problem?.message).toMatch(/IT administrator/);
  });

  it('refuses a policy address over http to another computer, saying why', async () => {
    fakeBrowser.storage.managed.get = vi.fn(async () => ({
      serviceUrl: 'http://kb.acme.example',
    })) as never;
    stubI18n();
    const view = await connectionView();
    expect(view.serviceUrl).toBeUndefined();
    expect(view.problem?.message).toMatch(/clear text/);
    expect(view.problem?.message).toMatch(/https:\/\/kb\.acme\.example/);
    expect(view.problem?.message).toMatch(/IT administrator/);
    expect(view.problem?.message).not.toMatch(/not a web address/);
    await expect(connectedClient()).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
  });

  it('says so when an http address saved before the rule points to another computer', async () => {
    stubI18n();
    await connectionSettings.set({ serviceUrl: 'http://kb.acme.example', scope: 's1' });
    const view = await connectionView();
    expect(view.problem?.message).toMatch(/clear text/);
    expect(view.problem?.message).toMatch(/https:\/\/kb\.acme\.example/);
  });

  it('treats a browser without managed storage as having no policy', async () => {
    fakeBrowser.storage.managed.get = vi.fn(async () => {
      throw new Error('Managed storage manifest not found');
    }) as never;
    await expect(connectionView()).resolves.toMatchObject({
      managed: { serviceUrl: false, actAs: false, authType: false },
    });
  });

  it('ignores a key of the wrong type alone, names it, and keeps the others', async () => {
    fakeBrowser.storage.managed.get = vi.fn(async () => ({
      serviceUrl: harness.server.url,
      ssoIssuer: 42,
      ssoClientId: ['workplace-extension'],
      ssoScopes: 'openid',
      somethingElse: true,
    })) as never;
    const view = await connectionView();
    expect(view.serviceUrl).toBe(harness.server.url);
    expect(view.sso?.scopes).toBe('openid');
    expect(view.sso?.issuer).toBeUndefined();
    expect(view.managed).toMatchObject({
      serviceUrl: true,
      ssoIssuer: false,
      ssoClientId: false,
      ssoScopes: true,
      ignored: ['ssoIssuer', 'ssoClientId'],
    });
  });

  it.each([
    ['serviceUrl', 'https://*', /"\*" stands for many computers/],
    ['serviceUrl', 'https://kb.acme.example:0', /port 0 does not exist/],
    ['ssoIssuer', 'https://*.acme.example/realms/x', /sign-in address.*stands for many/],
    ['ssoIssuer', 'https://me:pw@sso.acme.example', /sign-in address.*user name/],
  ])('refuses a policy %s that is not one origin (%s), saying why', async (key, value, said) => {
    fakeBrowser.storage.managed.get = vi.fn(async () => ({ [key]: value })) as never;
    stubI18n();
    const view = await connectionView();
    expect(view.problem?.message).toMatch(said);
    expect(view.problem?.message).toMatch(/IT administrator/);
    if (key === 'serviceUrl') expect(view.serviceUrl).toBeUndefined();
  });
});
