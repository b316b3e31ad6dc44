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
import {
  EVERY_KEY,
  KEYS,
  PANEL_KEY,
  PRESET,
  REMINDER_KEY,
  TEXT_KEYS,
  WRONG_TYPE,
} from './support/policy-values';

declare const chrome: typeof import('wxt/browser').browser;

// An administrator's preset, read by the real browsers from a real machine policy file. The
// e2e config runs one file at a time, so no other browser test of the suite runs while a
// policy file exists; each exists only while one browser is launched, checked and closed.
// That the values cover every key of the schema is checked everywhere, by a unit test
// (tests/unit/e2e/support/policy-values.test.ts).
const SKIP = machinePolicySkipReason();
const locked = (value: string): FieldState => ({ value, locked: true, marked: true });

/** The option's box on the options page: checked, locked, marked. */
type Box = { checked: boolean; locked: boolean; marked: boolean } | null;

/** Runs in the options page: the state of the box of the policy key `key` (its id). */
function readBox(key: string): Box {
  const box = document.getElementById(key) as HTMLInputElement | null;
  return (
    box && {
      checked: box.checked,
      locked: box.disabled,
      marked: !!document.querySelector(`label[for="${key}"] .wk-managed`),
    }
  );
}

function expectEveryKeyPreset(fields: Record<string, FieldState | null>, box: Box) {
  for (const key of TEXT_KEYS) expect(fields[key], key).toEqual(locked(PRESET[key] as string));
  expect(fields[REMINDER_KEY], REMINDER_KEY).toEqual(locked('15'));
  expect(box, PANEL_KEY).toEqual({ checked: true, locked: true, marked: true });
}

function expectClientIdIgnored(fields: Record<string, FieldState | null>, box: Box) {
  expect(fields.serviceUrl).toEqual(locked(PRESET.serviceUrl as string));
  expect(fields.ssoClientId).toEqual({ value: '', locked: false, marked: false });
  // Not in this policy: the person's own choices, off and 5 minutes until they change them.
  expect(box, PANEL_KEY).toEqual({ checked: false, locked: false, marked: false });
  expect(fields[REMINDER_KEY], REMINDER_KEY).toEqual({ value: '5', locked: false, marked: false });
}

/** What the toolbar button has as its popup under each policy: none while it opens the panel. */
const popupUnder = (check: typeof expectEveryKeyPreset) =>
  check === expectEveryKeyPreset ? '' : expect.stringContaining('popup.html');

/** Chromium with the e2e build, once its managed storage holds the policy: the options page. */
async function chromiumOptions(check: typeof expectEveryKeyPreset) {
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
    await page.locator(`#${PANEL_KEY}`).waitFor();
    await expect
      .poll(async () => {
        check(await page.evaluate(readFields, KEYS), await page.evaluate(readBox, PANEL_KEY));
        return true;
      })
      .toBe(true);
    // The worker applied it: no popup while the toolbar button opens the side panel.
    expect(await session.serviceWorker.evaluate(() => chrome.action.getPopup({}))).toEqual(
      popupUnder(check),
    );
    return page;
  } finally {
    await session.close();
  }
}

describe.skipIf(SKIP)(
  `managed policy in the real browsers${SKIP ? ` (skipped: ${SKIP})` : ''}`,
  () => {
    test('Chromium: /etc/chromium/policies/managed presets every key, locked', async () => {
      await withPolicyFile(chromiumPolicyFile(), chromiumPolicy(EVERY_KEY), () =>
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
      ['presets every key, locked', EVERY_KEY, expectEveryKeyPreset],
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
              .poll(
                async () => {
                  check(
                    await options.evaluate(readFields, KEYS),
                    await options.evaluate(readBox, PANEL_KEY),
                  );
                  return true;
                },
                { timeout: 15_000 },
              )
              .toBe(true);
            expect(
              await firefox.evaluateInBackground(() => chrome.action.getPopup({}), null),
            ).toEqual(popupUnder(check));
            // Firefox has no schema for managed storage: the extension sees the number and says so.
            if (values === WRONG_TYPE) {
              await options.waitFor({
                text: /policy gives "ssoClientId" a value that is not text/,
              });
              await options.waitFor({
                text: /policy gives "openSidePanelFromToolbar" a value that is not true or false/,
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
