import { describe, expect, test } from 'vitest';
import {
  CHROME,
  CHROMIUM,
  chromiumMacExtensionDomain,
  chromiumWindowsExtensionKey,
  EDGE,
  FIREFOX,
  firefoxWindowsExtensionKey,
} from '../../../../scripts/deploy-kit/browsers';

// Each place the kit writes to, held to the form the browser's own source or its vendor's
// documentation gives (named beside each). The kit, its README and docs/deploying.md all take
// these from scripts/deploy-kit/browsers.ts, so a mistake here would be everywhere.

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const GECKO = 'workplace-knowledge@acme.example';

describe('where each browser reads policy', () => {
  test('Linux: one folder of JSON files per Chromium-family browser, one file for Firefox', () => {
    // https://www.chromium.org/administrators/linux-quick-start/ : "/etc/opt/chrome/policies/managed"
    // for Google Chrome, "/etc/chromium/policies/managed" for Chromium.
    expect(CHROME.linuxDir).toBe('/etc/opt/chrome/policies/managed/');
    expect(CHROMIUM.linuxDir).toBe('/etc/chromium/policies/managed/');
    // https://learn.microsoft.com/en-us/deployedge/configure-microsoft-edge-on-linux :
    // "/etc/opt/edge/policies/managed".
    expect(EDGE.linuxDir).toBe('/etc/opt/edge/policies/managed/');
    // https://github.com/mozilla/policy-templates/blob/master/docs/index.md (its opening) and
    // toolkit/components/enterprisepolicies/EnterprisePoliciesParent.sys.mjs: on Linux
    // /etc/firefox/policies/policies.json, read instead of distribution/policies.json.
    expect(FIREFOX.linuxFile).toBe('/etc/firefox/policies/policies.json');
  });

  test('Windows: each browser’s policy key, and an extension’s keys under 3rdparty', () => {
    // https://www.chromium.org/administrators/configuring-policy-for-extensions/ and
    // https://chromium.googlesource.com/chromium/src/+/main/components/policy/core/common/policy_loader_win.cc
    // (kKeyThirdParty "3rdparty", then "extensions\<id>\policy" for mandatory values).
    expect(CHROME.windowsKey).toBe('HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Google\\Chrome');
    expect(chromiumWindowsExtensionKey(CHROME, ID)).toBe(
      `HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Google\\Chrome\\3rdparty\\extensions\\${ID}\\policy`,
    );
    // https://learn.microsoft.com/en-us/deployedge/microsoft-edge-policies#extensionsettings :
    // "SOFTWARE\Policies\Microsoft\Edge"; Edge uses Chromium's loader for 3rdparty.
    expect(EDGE.windowsKey).toBe('HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Microsoft\\Edge');
    expect(chromiumWindowsExtensionKey(EDGE, ID)).toBe(
      `HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Microsoft\\Edge\\3rdparty\\extensions\\${ID}\\policy`,
    );
    // https://github.com/mozilla/policy-templates/blob/master/docs/index.md#3rdparty (3rdparty →
    // Extensions → <id>) and toolkit/components/enterprisepolicies/WindowsGPOParser.sys.mjs
    // (registryToObject: a subkey per object, read after the key's values).
    expect(FIREFOX.windowsKey).toBe('HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Mozilla\\Firefox');
    expect(firefoxWindowsExtensionKey(GECKO)).toBe(
      `HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Mozilla\\Firefox\\3rdparty\\Extensions\\${GECKO}`,
    );
  });

  test('macOS: the browser’s domain for its policies, a domain of their own for an extension’s keys', () => {
    // https://chromium.googlesource.com/chromium/src/+/main/components/policy/core/common/policy_loader_mac.mm :
    // extension policy is read from "<bundle id>.extensions.<extension id>", not from a
    // 3rdparty key of the browser's own domain.
    expect(CHROME.macDomain).toBe('com.google.Chrome');
    expect(chromiumMacExtensionDomain(CHROME, ID)).toBe(`com.google.Chrome.extensions.${ID}`);
    // https://learn.microsoft.com/en-us/deployedge/configure-microsoft-edge-on-mac : com.microsoft.Edge.
    expect(EDGE.macDomain).toBe('com.microsoft.Edge');
    expect(chromiumMacExtensionDomain(EDGE, ID)).toBe(`com.microsoft.Edge.extensions.${ID}`);
    // https://github.com/mozilla/policy-templates/blob/master/mac/README.md : org.mozilla.firefox,
    // with EnterprisePoliciesEnabled, nested in mcx_preference_settings in a profile.
    expect(FIREFOX.macDomain).toBe('org.mozilla.firefox');
  });

  test('the stores’ update URLs', () => {
    // https://www.chromium.org/administrators/configuring-policy-for-extensions/ (Chrome Web Store).
    expect(CHROME.storeUpdateUrl).toBe('https://clients2.google.com/service/update2/crx');
    // https://learn.microsoft.com/en-us/deployedge/microsoft-edge-manage-extensions-ref-guide (Edge Add-ons).
    expect(EDGE.storeUpdateUrl).toBe('https://edge.microsoft.com/extensionwebstorebase/v1/crx');
  });
});
