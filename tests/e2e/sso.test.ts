import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_TOKENS } from '../../server/demo/identities';
import { SSO_CLIENT_ID } from '../../server/sso/demo-client';
import { call } from '../support/service';
import { type ConnectedSession, sendFromPage, startServiceAndExtension } from './support/connect';
import { logInAtDemoProvider } from './support/demo-login';

// The provider's access tokens live 5 s here (the service allows 5 s more): the test waits them out.
const ACCESS_TOKEN_TTL_S = 5;

let running: ConnectedSession;
let issuer: string;

beforeAll(async () => {
  running = await startServiceAndExtension({
    connect: false,
    server: { sso: { accessTokenTtlSeconds: ACCESS_TOKEN_TTL_S } },
  });
  issuer = running.server.sso?.issuer ?? '';
});
afterAll(() => running?.close());

/** The options page with the company sign-in filled in. */
async function optionsWith(clientId = SSO_CLIENT_ID): Promise<Page> {
  const page = await running.session.openExtensionPage('options.html');
  await page.getByLabel('Service address').fill(running.server.url);
  await page.locator('#ssoIssuer').fill(issuer);
  await page.locator('#ssoClientId').fill(clientId);
  return page;
}

/** Clicks "Sign in" and answers the provider's window (launchWebAuthFlow's, a page of the context). */
async function startSignIn(page: Page): Promise<Page> {
  const opened = running.session.context.waitForEvent('page', {
    predicate: (candidate) => candidate.url().startsWith(issuer),
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Sign in with your company account' }).click();
  const window = await opened;
  await window.waitForLoadState();
  return window;
}

const alert = (page: Page) =>
  expect.poll(() => page.getByRole('alert').allTextContents(), { timeout: 15_000 });

describe('signing in with the company account (Chromium)', () => {
  test('the extension id is the one the demo provider knows', () => {
    expect(running.session.extensionId).toBe('meompmifbppdkljikflbpopfciciifnj');
  });

  test('a closed sign-in window says so', async () => {
    const page = await optionsWith();
    const window = await startSignIn(page);
    await window.close();
    await alert(page).toContainEqual(expect.stringMatching(/sign-in window was closed/));
    await page.close();
  });

  test('a wrong client id says so, without a window', async () => {
    const page = await optionsWith('typo-client');
    await page.getByRole('button', { name: 'Sign in with your company account' }).click();
    await alert(page).toContainEqual(
      expect.stringMatching(/does not accept the client id “typo-client”/),
    );
    await page.close();
  });

  test('signs in through the login page and the popup shows that person’s feed', async () => {
    const page = await optionsWith();
    const window = await startSignIn(page);
    await logInAtDemoProvider(window, page);
    const expected = await call(
      running.server,
      'feed',
      {},
      { Authorization: `Bearer ${DEMO_TOKENS.user}` },
    );
    const firstTitle = String(expected.json.results?.[0]?.primaryEntry?.title ?? '');
    expect(firstTitle).not.toBe('');
    const popup = await running.session.openExtensionPage('popup.html');
    await popup.getByText(firstTitle, { exact: false }).first().waitFor({ timeout: 15_000 });
    await popup.close();
    await page.close();
  });

  test('once the access token has expired, a queued pin lands after the silent refresh', async () => {
    await new Promise((resolve) => setTimeout(resolve, (ACCESS_TOKEN_TTL_S + 6) * 1000));
    const messenger = await running.messenger();
    const outcome = (await sendFromPage(messenger, 'write', {
      operation: 'pin',
      request: { documentId: 'DOC_150', queries: ['signed in with sso'] },
      label: 'Pin DOC_150',
    })) as { ok: boolean; value?: { state: string } };
    expect(outcome).toMatchObject({ ok: true, value: { state: 'done' } });
    const pins = await call(
      running.server,
      'listpins',
      {},
      { Authorization: `Bearer ${DEMO_TOKENS.user}` },
    );
    expect(JSON.stringify(pins.json)).toContain('signed in with sso');
  }, 40_000);

  test('signs out', async () => {
    const page = await running.session.openExtensionPage('options.html');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents(), { timeout: 15_000 })
      .toContain(
        'Signed out. Nothing of yours is left on this device but changes still waiting: they are sent only when you sign in again as yourself, never with someone else’s sign-in. You can also export or discard them in the popup’s list.',
      );
    const view = (await sendFromPage(page, 'getConnection')) as { value: { state: string } };
    expect(view.value.state).toBe('not-configured');
    await page.close();
  });
});
