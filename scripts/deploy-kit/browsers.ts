// Where each browser reads an administrator's policy, on each system, with the browser
// vendor's source for it. The kit's files, its README and the tests that hold these forms to
// the browsers' own all read this one table.

/** A browser built on Chromium: Chromium itself, Google Chrome or Microsoft Edge. */
export interface ChromiumFamily {
  key: 'chromium' | 'chrome' | 'edge';
  name: string;
  /** The folder of machine policy files on Linux: every `*.json` in it is read. */
  linuxDir: string;
  /** The registry key of its policies on Windows (machine-wide), or none when not shipped. */
  windowsKey?: string;
  /** The macOS preference domain of its own policies, or none when not shipped there. */
  macDomain?: string;
  /** Its store's update URL, for installs from the store. */
  storeUpdateUrl: string;
  /** Where the vendor documents the paths above. */
  sources: string[];
}

export const CHROMIUM: ChromiumFamily = {
  key: 'chromium',
  name: 'Chromium',
  linuxDir: '/etc/chromium/policies/managed/',
  storeUpdateUrl: 'https://clients2.google.com/service/update2/crx',
  sources: ['https://www.chromium.org/administrators/linux-quick-start/'],
};

export const CHROME: ChromiumFamily = {
  key: 'chrome',
  name: 'Google Chrome',
  linuxDir: '/etc/opt/chrome/policies/managed/',
  windowsKey: 'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Google\\Chrome',
  macDomain: 'com.google.Chrome',
  storeUpdateUrl: 'https://clients2.google.com/service/update2/crx',
  sources: [
    'https://www.chromium.org/administrators/linux-quick-start/',
    'https://www.chromium.org/administrators/configuring-policy-for-extensions/',
    'https://chromium.googlesource.com/chromium/src/+/main/components/policy/core/common/policy_loader_win.cc',
    'https://chromium.googlesource.com/chromium/src/+/main/components/policy/core/common/policy_loader_mac.mm',
  ],
};

export const EDGE: ChromiumFamily = {
  key: 'edge',
  name: 'Microsoft Edge',
  linuxDir: '/etc/opt/edge/policies/managed/',
  windowsKey: 'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Microsoft\\Edge',
  macDomain: 'com.microsoft.Edge',
  storeUpdateUrl: 'https://edge.microsoft.com/extensionwebstorebase/v1/crx',
  sources: [
    'https://learn.microsoft.com/en-us/deployedge/configure-microsoft-edge-on-linux',
    'https://learn.microsoft.com/en-us/deployedge/microsoft-edge-policies#extensionsettings',
    'https://learn.microsoft.com/en-us/deployedge/configure-microsoft-edge-on-mac',
  ],
};

/** Firefox's policy locations (one `policies.json`, the registry, a preference domain). */
export const FIREFOX = {
  name: 'Firefox',
  /** On Linux this file wins when it exists; `distribution/policies.json` is then ignored. */
  linuxFile: '/etc/firefox/policies/policies.json',
  windowsKey: 'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Mozilla\\Firefox',
  macDomain: 'org.mozilla.firefox',
  sources: [
    'https://github.com/mozilla/policy-templates/blob/master/docs/index.md#3rdparty',
    'https://searchfox.org/mozilla-central/source/toolkit/components/enterprisepolicies/EnterprisePoliciesParent.sys.mjs',
    'https://searchfox.org/mozilla-central/source/toolkit/components/enterprisepolicies/WindowsGPOParser.sys.mjs',
    'https://github.com/mozilla/policy-templates/blob/master/mac/README.md',
  ],
};

/**
 * Chromium reads an extension's own keys on Windows under `<policy key>\3rdparty\extensions\<id>\policy`
 * (policy_loader_win.cc), and on macOS from a preference domain of their own,
 * `<browser's domain>.extensions.<id>` (policy_loader_mac.mm), not from the browser's domain.
 */
export const chromiumWindowsExtensionKey = (browser: ChromiumFamily, id: string) =>
  `${browser.windowsKey}\\3rdparty\\extensions\\${id}\\policy`;
export const chromiumMacExtensionDomain = (browser: ChromiumFamily, id: string) =>
  `${browser.macDomain}.extensions.${id}`;
/** Firefox turns its registry tree into the policies' JSON: `3rdparty\Extensions\<gecko id>`. */
export const firefoxWindowsExtensionKey = (geckoId: string) =>
  `${FIREFOX.windowsKey}\\3rdparty\\Extensions\\${geckoId}`;
