import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_TOKENS } from '../../server/demo/identities';
import { type RunningServer, startServer } from '../../server/start';
import type { BrowserDriver } from './support/driver';
import { launchFirefoxDriver } from './support/firefox-driver';

declare const browser: typeof import('wxt/browser').browser;

// The published Firefox package (no loopback in host_permissions, unlike the e2e build), as a
// person on Firefox ESR gets it: connecting must ask Firefox for the service's host, and the
// grant must let requests to the service's port through (issue 19, findings 1 and 2).
let server: RunningServer;
let firefox: BrowserDriver;
beforeAll(async () => {
  server = await startServer({ port: 0, dbPath: ':memory:', rateLimit: false });
  firefox = await launchFirefoxDriver({
    buildDir: resolve('.output/firefox-mv3'),
    // Firefox's own answer "Allow" to the optional-permission prompt, which a headless run
    // cannot click: permissions.request still runs its checks (declared in the manifest, a
    // user gesture) and grants exactly what was asked.
    prefs: { 'extensions.webextOptionalPermissionPrompts': false },
  });
});
afterAll(async () => {
  await firefox?.close();
  await server?.close();
});

const grantedOrigins = () =>
  firefox.evaluateInBackground(async () => (await browser.permissions.getAll()).origins, null);

test('a person on Firefox connects to the service at an address with a port', async () => {
  expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(await grantedOrigins()).toEqual([]);
  const options = await firefox.openExtensionPage('options.html');
  await options.type({ label: 'Service address' }, server.url);
  await options.type({ label: 'Token' }, DEMO_TOKENS.user);
  await options.click({ role: 'button', name: 'Save' });
  await options.waitFor({
    role: 'status',
    name: `Saved. The extension is connected to ${server.url}.`,
  });
  expect(await grantedOrigins()).toEqual(['http://127.0.0.1/*']);

  const popup = await firefox.openExtensionPage('popup.html');
  await popup.waitFor({ role: 'heading', name: 'Your calendar' });
  // A first answer is drawn as a first frame of five results, the rest a frame later
  // (components/first-screen): the announcements may be among the rest.
  await popup.waitFor({ role: 'heading', name: 'Announcements' });
  expect(await popup.count({ text: 'Berlin office closed on Friday' })).toBe(1);
});
