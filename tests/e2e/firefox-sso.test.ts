import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_TOKENS } from '../../server/demo/identities';
import { DEMO_PASSWORD, FIREFOX_REDIRECT_URI, SSO_CLIENT_ID } from '../../server/sso/demo-client';
import { type RunningServer, startServer } from '../../server/start';
import { call } from '../support/service';
import { type FirefoxDriver, launchFirefoxDriver } from './support/firefox-driver';

declare const browser: typeof import('wxt/browser').browser;

// Signing in with the company account in Firefox ESR, through the real demo provider: Firefox's
// identity.launchWebAuthFlow opens the provider's login page in a window of its own and ends it
// at https://<sha1 of the gecko id>.extensions.allizom.org/, the redirect registered for it.
const ALEX = 'alex.morgan@acme.example';
const SIGNED_IN = 'Signed in with your company account. Your feed is in the popup.';

let server: RunningServer;
let firefox: FirefoxDriver;
let issuer: string;
beforeAll(async () => {
  server = await startServer({ port: 0, dbPath: ':memory:', rateLimit: false, sso: {} });
  issuer = server.sso?.issuer ?? '';
  // Firefox's own "Allow" to the host permission the options page asks for on the click.
  firefox = await launchFirefoxDriver({
    prefs: { 'extensions.webextOptionalPermissionPrompts': false },
  });
});
afterAll(async () => {
  await firefox?.close();
  await server?.close();
});

describe('signing in with the company account (Firefox ESR)', () => {
  test('the redirect Firefox gives the extension is the one registered at the provider', async () => {
    const redirect = await firefox.evaluateInBackground(
      () => browser.identity.getRedirectURL(),
      null,
    );
    expect(redirect).toBe(FIREFOX_REDIRECT_URI);
  });

  test('signs in through the login page, sends as that person, and signs out', async () => {
    const options = await firefox.openExtensionPage('options.html');
    await options.type({ label: 'Service address' }, server.url);
    await options.type({ css: '#ssoIssuer' }, issuer);
    await options.type({ css: '#ssoClientId' }, SSO_CLIENT_ID);
    const opened = firefox.puppeteer.waitForTarget((target) => target.url().startsWith(issuer), {
      timeout: 15_000,
    });
    await options.click({ role: 'button', name: 'Sign in with your company account' });
    const window = await (await opened).page();
    if (!window) throw new Error('The sign-in window is not a page');
    // Typed and sent with the keyboard, as a person would. Not Locator.fill: its wait for the
    // field to be visible and still never ended in Firefox ESR 140's headless sign-in window
    // (the field was there, the document complete).
    await window.waitForSelector('#email');
    await window.type('#email', ALEX);
    await window.type('#password', DEMO_PASSWORD);
    await window.keyboard.press('Enter');
    await options.waitFor({ role: 'status', name: SIGNED_IN });

    // The worker's token is the provider's, for Alex: a pin it sends lands in Alex's pins.
    const outcome = await firefox.evaluateInBackground(
      () =>
        browser.runtime.sendMessage({
          id: 1,
          type: 'write',
          timestamp: Date.now(),
          data: {
            operation: 'pin',
            request: { documentId: 'DOC_150', queries: ['signed in on firefox'] },
            label: 'Pin DOC_150',
          },
        }),
      null,
    );
    expect(JSON.stringify(outcome)).toContain('done');
    const pins = await call(
      server,
      'listpins',
      {},
      { Authorization: `Bearer ${DEMO_TOKENS.user}` },
    );
    expect(JSON.stringify(pins.json)).toContain('signed in on firefox');

    await options.click({ role: 'button', name: 'Sign out' });
    await options.waitFor({ role: 'status', name: /^Signed out\./ });
  }, 60_000);
});
