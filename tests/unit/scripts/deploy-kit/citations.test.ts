import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

// The sources the administrator's guide and the deployment kit cite, each opened and read by
// hand against the claim it supports (issue 55). A new address, or one taken off this list,
// fails here until someone has read it; a new paragraph about a browser without a source fails
// below until it cites one or is named as needing none.

/** Every address cited, and what was checked in it. */
const CITED: Record<string, string> = {
  // Issue 54, read in this session: the full ExtensionSettings fields, runtime hosts among them.
  'https://chromium.org/administrators/policy-list-3/extension-settings-full':
    'runtime_blocked_hosts and runtime_allowed_hosts per extension id',
  'https://mozilla.github.io/enterprise-admin-reference/reference/policies/extensionsettings/':
    "Firefox's ExtensionSettings, the same fields",
  'https://developer.mozilla.org/docs/Mozilla/Add-ons/WebExtensions/manifest.json/host_permissions':
    "from Firefox 127 an MV3 add-on's host_permissions are shown at install",
  'https://www.chromium.org/administrators/linux-quick-start/':
    'Chrome and Chromium policy folders on Linux',
  'https://www.chromium.org/administrators/configuring-policy-for-extensions/':
    '3rdparty extension policy, Windows registry',
  'https://chromium.googlesource.com/chromium/src/+/main/components/policy/core/common/policy_loader_win.cc':
    '3rdparty\\extensions\\<id>\\policy',
  'https://chromium.googlesource.com/chromium/src/+/main/components/policy/core/common/policy_loader_mac.mm':
    '<bundle id>.extensions.<id> domains',
  'https://chromium.googlesource.com/chromium/src/+/main/components/policy/core/common/schema.cc':
    'policy checked against the schema: type, enum, pattern',
  'https://chromium.googlesource.com/chromium/src/+/main/components/policy/core/common/config_dir_policy_loader.cc':
    'one file wins per policy',
  'https://chromium.googlesource.com/chromium/src/+/main/components/crx_file/id_util.cc':
    'id: SHA-256, first 16 bytes, a to p',
  'https://chromium.googlesource.com/chromium/src/+/main/chrome/browser/extensions/updater/extension_updater.cc':
    'update checks at start, then every few hours',
  'https://chromium.googlesource.com/chromium/src/+/main/extensions/browser/updater/extension_downloader.cc':
    'updates only to a higher version',
  'https://chromeenterprise.google/policies/#ExtensionInstallForcelist':
    'outside the store only on managed machines',
  'https://chromeenterprise.google/policies/#PolicyDictionaryMerging':
    'dictionaries merged only when named',
  'https://support.google.com/chrome/a/answer/187202': "Chrome's ADMX templates",
  'https://support.google.com/chrome/a/answer/9867568':
    'ExtensionSettings fields: override_update_url, toolbar_pin, minimum_version_required',
  'https://developer.chrome.com/docs/extensions/how-to/distribute/host-on-linux':
    'gupdate manifest, update_url',
  'https://developer.chrome.com/docs/extensions/reference/api/identity#method-getRedirectURL':
    'chromiumapp.org redirect',
  'https://developer.chrome.com/docs/extensions/reference/api/permissions':
    'optional host permission prompt',
  'https://developer.chrome.com/docs/extensions/reference/api/storage':
    'storage removed with the extension',
  'https://learn.microsoft.com/en-us/deployedge/configure-microsoft-edge-on-linux':
    'Edge policy folder on Linux',
  'https://learn.microsoft.com/en-us/deployedge/configure-microsoft-edge-on-mac':
    'com.microsoft.Edge',
  'https://learn.microsoft.com/en-us/deployedge/microsoft-edge-manage-extensions-ref-guide':
    'ExtensionSettings fields, Edge Add-ons update URL',
  'https://learn.microsoft.com/en-us/deployedge/microsoft-edge-policies#extensionsettings':
    'SOFTWARE\\Policies\\Microsoft\\Edge, ExtensionSettings as REG_SZ JSON',
  'https://learn.microsoft.com/en-us/deployedge/microsoft-edge-policies#extensioninstallforcelist':
    'outside Edge Add-ons only on managed devices',
  'https://github.com/mozilla/policy-templates/blob/master/docs/index.md#3rdparty':
    '3rdparty → Extensions → <id>',
  'https://github.com/mozilla/policy-templates/blob/master/docs/index.md#extensionsettings':
    'install_url, default_area, blocked',
  'https://github.com/mozilla/policy-templates/blob/master/docs/index.md#preferences':
    'xpinstall.signatures.required: Firefox ESR only',
  'https://github.com/mozilla/policy-templates/blob/master/mac/README.md':
    'EnterprisePoliciesEnabled; mcx_preference_settings in a mobileconfig',
  'https://github.com/mozilla/policy-templates/blob/master/windows/firefox.admx':
    'ExtensionSettings: multiText, and JSON on one line (text)',
  'https://github.com/mozilla/policy-templates/tree/master/windows':
    'no 3rdparty in the ADMX templates',
  'https://firefox-admin-docs.mozilla.org/reference/policies/':
    "where Mozilla's policy reference is moving",
  'https://searchfox.org/mozilla-central/source/toolkit/components/enterprisepolicies/EnterprisePoliciesParent.sys.mjs':
    'one policies.json; sources combined by top-level name',
  'https://searchfox.org/mozilla-central/source/toolkit/components/enterprisepolicies/WindowsGPOParser.sys.mjs':
    'registryToObject: values, then subkeys, subkey wins',
  'https://searchfox.org/mozilla-central/source/browser/components/enterprisepolicies/Policies.sys.mjs':
    'install cancelled: "had unexpected id"',
  'https://support.mozilla.org/kb/add-on-signing-in-firefox':
    'release and ESR run signed add-ons only',
  'https://extensionworkshop.com/documentation/publish/signing-and-distribution-overview/':
    'unlisted signing, self-distribution',
  'https://extensionworkshop.com/documentation/develop/web-ext-command-reference/#web-ext-sign':
    'web-ext sign --channel=unlisted',
  'https://extensionworkshop.com/documentation/manage/updating-your-extension/':
    'update_url, updates.json',
  'https://developer.mozilla.org/docs/Mozilla/Add-ons/WebExtensions/API/identity/getRedirectURL':
    'extensions.allizom.org redirect',
  'https://developer.mozilla.org/docs/Mozilla/Add-ons/WebExtensions/API/identity/launchWebAuthFlow':
    'loopback redirect',
  'https://developer.mozilla.org/docs/Mozilla/Add-ons/WebExtensions/API/permissions/request':
    'permission prompt',
  'https://developer.apple.com/documentation/devicemanagement/managedpreferences':
    'com.apple.ManagedClient.preferences, Forced, mcx_preference_settings',
  'https://github.com/apple/device-management/blob/release/mdm/profiles/com.apple.ManagedClient.preferences.yaml':
    'the same, as Apple publishes the schema',
};

/** Addresses written as values, not cited: the stores' update URLs and gupdate's namespace. */
const VALUES = [
  'https://clients2.google.com/service/update2/crx',
  'https://edge.microsoft.com/extensionwebstorebase/v1/crx',
  'http://www.google.com/update2/response',
  // Host patterns the manifests declare (docs/security.md's permission table), not sources.
  'https://*/*',
  'http://*/*',
];
/** Examples and placeholders: example hosts, loopback, `<…>` and `…`. */
const EXAMPLE = /^https?:\/\/(<|…|127\.0\.0\.1[/:]|[^/]*\.example([/:]|$)|[^/]*example\.com)/;

const KIT = 'scripts/deploy-kit';
const sources = ['docs/deploying.md', ...readdirSync(KIT).map((file) => join(KIT, file))].map(
  (file) => ({ file, text: readFileSync(file, 'utf8') }),
);
const addresses = (text: string) =>
  [...text.matchAll(/https?:\/\/[^\s\]),`'"]+/g)].map((m) => m[0].replace(/[.;:]+$/, ''));

describe('the sources the guide and the kit cite', () => {
  test('every address is on the list, read by hand (or is a value or an example)', () => {
    for (const { file, text } of sources) {
      for (const address of addresses(text)) {
        if (EXAMPLE.test(address) || VALUES.includes(address)) continue;
        expect(Object.keys(CITED), `${file} cites ${address}, not on the list`).toContain(address);
      }
    }
  });

  test('every address on the list is still cited', () => {
    const cited = new Set(sources.flatMap(({ text }) => addresses(text)));
    for (const address of Object.keys(CITED)) expect(cited, address).toContain(address);
  });
});

/**
 * The guide's paragraphs, list items and tables (a table is one block: its rows without the
 * header; code blocks and headings left out), each with the `##` section it is in.
 */
function blocksOf(guide: string): { section: string; text: string }[] {
  const blocks: { section: string; text: string }[] = [];
  let section = '';
  let current: string[] = [];
  const flush = () => {
    if (current.length) blocks.push({ section, text: current.join(' ') });
    current = [];
  };
  const lines = guide.replace(/```[\s\S]*?```/g, '').split('\n');
  lines.forEach((line, i) => {
    const trimmed = line.trim();
    const rule = (text = '') => /^\|[\s|:-]+\|$/.test(text.trim());
    if (trimmed.startsWith('## ')) section = trimmed.slice(3);
    const row = trimmed.startsWith('|');
    const skip =
      trimmed === '' || trimmed.startsWith('#') || rule(trimmed) || (row && rule(lines[i + 1]));
    const startsItem = /^([-*] |\d+\. )/.test(trimmed) || (row && !current[0]?.startsWith('|'));
    if (skip || startsItem) flush();
    if (!skip) current.push(trimmed);
  });
  flush();
  return blocks;
}

/** Sections about this extension or the steps to take, not about what a browser does. */
const NO_BROWSER_CLAIMS = [
  'Installing by hand (to try it, or for a pilot)',
  'Check that it worked',
  'What the extension stores, and what it sends',
  'How many people one service carries',
];
/**
 * Paragraphs elsewhere that make no claim about a browser (the kit's own behaviour, this
 * extension's, or an instruction), by their opening words. A new one is added here by hand.
 */
const UNCITED = [
  'How to roll the extension out', // the guide's introduction, which cites tests and files
  'It writes a folder',
  'Policies, redirect URLs and update manifests name',
  '- **Chrome and Edge, from a store:** each store assigns its own id', // the stores' listings show it
  "- **Firefox:** the manifest's `browser_specific_settings.gecko.id`",
  'All eight keys in one preset',
  '`meetingReminderMinutes: 0` turns reminders off',
  'With `ssoIssuer` and `ssoClientId` set',
  "One install policy, `ExtensionSettings`, and the extension's keys under `3rdparty`, here as",
  'The same policy names and the same `3rdparty` keys',
  "Add this extension's entry to the `ExtensionSettings` you have",
  "1. `<browser>.reg` holds only the extension's keys",
  '3. If they have one (from your ADMX policy)',
  'On Linux and macOS the kit writes the install entry apart', // the kit's own files
  '- **Sign in** with the company account',
  'One **public client** (no secret)',
  'The provider must publish',
  '| `linux/`', // the table of the kit's files
  '| `serviceUrl`', // the table of the extension's keys
];

test('every paragraph about what a browser does names its source (or a test that shows it)', () => {
  const guide = sources[0]?.text as string;
  const blocks = blocksOf(guide);
  const cites = (text = '') => /\[https?:\/\/|`tests\/[^`]+\.test\.ts`/.test(text);
  const uncited = blocks.filter(
    ({ section, text }, i) =>
      !NO_BROWSER_CLAIMS.includes(section) &&
      !cites(text) &&
      // A table's source may follow it, in brackets of its own.
      !(text.startsWith('|') && blocks[i + 1]?.text.startsWith('[http')) &&
      !UNCITED.some((opening) => text.startsWith(opening)),
  );
  expect(uncited.map(({ text }) => text.slice(0, 90))).toEqual([]);
  // Each exception still opens a paragraph of the guide, so the list cannot go stale.
  for (const opening of UNCITED) expect(guide, opening).toContain(opening.replace(/^- /, ''));
});
