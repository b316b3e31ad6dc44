import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { launchExtension } from './support/extension';
import { launchFirefoxDriver } from './support/firefox-driver';
import {
  CHROMIUM_EXTENSION_ID,
  chromiumPolicy,
  chromiumPolicyFile,
  FIREFOX_POLICY_FILE,
  type FieldState,
  firefoxPolicy,
  machinePolicySkipReason,
  readFields,
  withPolicyFile,
} from './support/machine-policy';

declare const chrome: typeof import('wxt/browser').browser;

// An administrator's preset, read by the real browsers from a real machine policy file. The
// e2e config runs one file at a time, so no other browser test of the suite runs while a
// policy file exists; each exists only while one browser is launched, checked and closed.
const SKIP = machinePolicySkipReason();
const schema = JSON.parse(readFileSync('public/managed-schema.json', 'utf8')) as {
  properties: Record<string, { type: string }>;
};
const KEYS = Object.keys(schema.properties);

/** A value for every key of managed-schema.json. */
const PRESET: Record<string, string> = {
  serviceUrl: 'https://kb.acme.example',
  actAs: 'it-desk@acme.example',
  authType: 'OAUTH',
  ssoIssuer: 'https://login.acme.example',
  ssoClientId: 'workplace-extension-acme',
  ssoScopes: 'openid email offline_access',
};
/** The preset with the client id of the wrong type (a number where text belongs). */
const WRONG_TYPE = { serviceUrl: PRESET.serviceUrl, ssoClientId: 42 };

const locked = (value: string): FieldState => ({ value, locked: true, marked: true });

function expectEveryKeyPreset(fields: Record<string, FieldState | null>) {
  for (const key of KEYS) expect(fields[key], key).toEqual(locked(PRESET[key] as string));
}

function expectClientIdIgnored(fields: Record<string, FieldState | null>) {
  expect(fields.serviceUrl).toEqual(locked(PRESET.serviceUrl as string));
  expect(fields.ssoClientId).toEqual({ value: '', locked: false, marked: false });
}

/** Chromium with the e2e build, once its managed storage holds the policy: the options page. */
async function chromiumOptions(check: (fields: Record<string, FieldState | null>) => void) {
  const session = await launchExtension();
  try {
    expect(session.extensionId).toBe(CHROMIUM_EXTENSION_ID);
    // Chromium loads an extension's policy a moment after the extension itself.
    await expect
      .poll(() => session.serviceWorker.evaluate(() => chrome.storage.managed.get(null)), {
        timeout: 15_000,
      })
      .toHaveProperty('serviceUrl', PRESET.serviceUrl);
    const page = await session.openExtensionPage('options.html');
    await page.locator('#ssoIssuer').waitFor();
    check(await page.evaluate(readFields, KEYS));
    return page;
  } finally {
    await session.close();
  }
}

describe.skipIf(SKIP)(
  `managed policy in the real browsers${SKIP ? ` (skipped: ${SKIP})` : ''}`,
  () => {
    test('the policy covers every key of managed-schema.json, all of them text', () => {
      expect(Object.keys(PRESET).sort()).toEqual([...KEYS].sort());
      for (const key of KEYS) expect(schema.properties[key]?.type, key).toBe('string');
    });

    test('Chromium: /etc/chromium/policies/managed presets every key, locked', async () => {
      await withPolicyFile(chromiumPolicyFile(), chromiumPolicy(PRESET), () =>
        chromiumOptions(expectEveryKeyPreset),
      );
    });

    test('Chromium: a value of the wrong type is dropped by the browser, the others apply', async () => {
      // Chromium checks the policy against managed-schema.json itself and drops the value (shown
      // on chrome://policy): storage.managed never holds it, so the extension cannot name it.
      await withPolicyFile(chromiumPolicyFile(), chromiumPolicy(WRONG_TYPE), () =>
        chromiumOptions(expectClientIdIgnored),
      );
    });

    for (const [name, values, check] of [
      ['presets every key, locked', PRESET, expectEveryKeyPreset],
      [
        'a value of the wrong type is ignored and named on the page',
        WRONG_TYPE,
        expectClientIdIgnored,
      ],
    ] as const) {
      test(`Firefox ESR: ${FIREFOX_POLICY_FILE}: ${name}`, async () => {
        await withPolicyFile(FIREFOX_POLICY_FILE, firefoxPolicy(values), async () => {
          const firefox = await launchFirefoxDriver();
          try {
            const options = await firefox.openExtensionPage('options.html');
            await options.waitFor({ css: '#ssoIssuer' });
            await expect
              .poll(() => options.evaluate(readFields, KEYS), { timeout: 15_000 })
              .toSatisfy((fields: Record<string, FieldState | null>) => {
                check(fields);
                return true;
              });
            // Firefox has no schema for managed storage: the extension sees the number and says so.
            if (values === WRONG_TYPE) {
              await options.waitFor({
                text: /policy gives "ssoClientId" a value that is not text/,
              });
            }
          } finally {
            await firefox.close();
          }
        });
      });
    }
  },
);
