import {
  CHROME,
  CHROMIUM,
  chromiumMacExtensionDomain,
  chromiumWindowsExtensionKey,
  EDGE,
  FIREFOX,
  firefoxWindowsExtensionKey,
} from './browsers';
import type { KitOptions } from './options';

// The README's part on the policy files, system by system: where each goes, and which to leave
// out when the machines already have an ExtensionSettings policy.

function linux(): string[] {
  return [
    '## linux/',
    '',
    `- \`chromium.json\` and \`chromium-install.json\`: copy into \`${CHROMIUM.linuxDir}\` (Debian's and Ubuntu's Chromium).`,
    `- \`google-chrome.json\` and \`google-chrome-install.json\`: copy into \`${CHROME.linuxDir}\`.`,
    `- \`microsoft-edge.json\` and \`microsoft-edge-install.json\`: copy into \`${EDGE.linuxDir}\`.`,
    '  The browser reads every file of its folder, but takes each policy from one file only: leave `*-install.json` out if a file of yours sets `ExtensionSettings`, and add the entry to yours.',
    `- \`firefox-policies.json\`: copy to \`${FIREFOX.linuxFile}\`. Firefox reads only that file when it exists (its \`distribution/policies.json\` is then ignored): if you have one, add this file's \`ExtensionSettings\` entry and its \`3rdparty\` → \`Extensions\` entry to yours.`,
    '',
  ];
}

function windows(options: KitOptions, chromeId: string, edgeId: string): string[] {
  return [
    '## windows/ (import with `reg import <file>` as an administrator, or turn into Group Policy Preferences)',
    '',
    `- \`google-chrome.reg\`, \`microsoft-edge.reg\`, \`firefox.reg\`: only the extension's keys, in a key of their own (\`${chromiumWindowsExtensionKey(CHROME, chromeId)}\`, \`${chromiumWindowsExtensionKey(EDGE, edgeId)}\`, \`${firefoxWindowsExtensionKey(options.geckoId)}\`). Safe to import beside any policy you have. Firefox's ADMX templates have no 3rdparty entry: the registry is the way.`,
    `- \`*-install.reg\`: \`ExtensionSettings\` as one value holding JSON, in \`${CHROME.windowsKey}\`, \`${EDGE.windowsKey}\` and \`${FIREFOX.windowsKey}\`, the form the browsers' ADMX templates write. **Only for machines with no \`ExtensionSettings\` yet**: importing it replaces the value a machine has, with every other extension's entry in it.`,
    '- `*-install-entry.json`: the same entry, to add to the `ExtensionSettings` you already set:',
    '  1. Open the `ExtensionSettings` policy of the browser\'s administrative templates: "Extension Management" under Mozilla › Firefox › Extensions; "Extension management settings" under Google Chrome › Extensions; "Configure extension management settings" under Microsoft Edge › Extensions.',
    '  2. Its text is one JSON object, `{ "<id>": { … }, … }`. Before its last `}`, type a comma, then paste the one member of the `*-install-entry.json` file (its text without the outer `{` and `}`).',
    '  3. Check that it is still JSON (for example `python3 -m json.tool`), save, and after `gpupdate` see both extensions under `ExtensionSettings` on `chrome://policy`, `edge://policy` or `about:policies`.',
    "  Firefox reads a key's values before its subkeys, and a subkey named `ExtensionSettings` would replace your whole value: never add this entry as a subkey.",
    '- Text is REG_SZ, true/false and whole numbers are REG_DWORD. On Windows, Chrome and Edge install extensions from outside their stores only on managed machines (joined to a domain, or enrolled).',
    '',
  ];
}

function macos(chromeId: string, edgeId: string): string[] {
  return [
    '## macos/ (configuration profiles for your MDM)',
    '',
    "Each payload is Apple's managed preferences (`com.apple.ManagedClient.preferences`), forcing the settings of one preference domain. Two profiles that set the same key of one domain do not merge, so the install entry has profiles of its own:",
    '',
    `- \`google-chrome.mobileconfig\`: the keys, in \`${chromiumMacExtensionDomain(CHROME, chromeId)}\`; \`google-chrome-install.mobileconfig\`: \`ExtensionSettings\` in \`${CHROME.macDomain}\`.`,
    `- \`microsoft-edge.mobileconfig\`: the keys, in \`${chromiumMacExtensionDomain(EDGE, edgeId)}\`; \`microsoft-edge-install.mobileconfig\`: \`ExtensionSettings\` in \`${EDGE.macDomain}\`.`,
    `- \`firefox.mobileconfig\`: \`3rdparty\` (the keys) in \`${FIREFOX.macDomain}\`, with \`EnterprisePoliciesEnabled\`; \`firefox-install.mobileconfig\`: \`ExtensionSettings\`. If a profile of yours already sets \`3rdparty\` for Firefox, add the entry to it instead.`,
    '- Leave a `*-install.mobileconfig` out if a profile of yours sets `ExtensionSettings` for that browser, and add the entry to yours.',
    '',
  ];
}

/** The README's lines on the policy files of each system. */
export const filesPart = (options: KitOptions, chromeId: string, edgeId: string): string[] => [
  ...linux(),
  ...windows(options, chromeId, edgeId),
  ...macos(chromeId, edgeId),
];
