import { createHash } from 'node:crypto';
import { build, type PlistValue } from 'plist';
import { CHROME, type ChromiumFamily, chromiumMacExtensionDomain, EDGE, FIREFOX } from './browsers';
import type { KitOptions } from './options';
import { chromiumPolicy, firefoxPolicies } from './policies';

// macOS configuration profiles (.mobileconfig) for an MDM or System Settings, written by the
// `plist` library, in the form Apple documents for an app's managed preferences: a payload of
// type com.apple.ManagedClient.preferences whose PayloadContent maps a preference domain to
// `Forced: [{ mcx_preference_settings: {...} }]` (Apple's ManagedPreferences reference,
// apple/device-management mdm/profiles/com.apple.ManagedClient.preferences.yaml), the form
// Mozilla's mac/README.md asks for too. Chrome and Edge read install policy from their own
// domain and an extension's keys from `<domain>.extensions.<id>` (policy_loader_mac.mm);
// Firefox reads `org.mozilla.firefox`, only when EnterprisePoliciesEnabled is true.

const ORGANISATION = 'Workplace Knowledge';
/** Apple's payload type for an app's managed preferences. */
export const MANAGED_PREFERENCES = 'com.apple.ManagedClient.preferences';

/** A UUID that stays the same for the same profile, so a new kit replaces the installed one. */
function stableUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `8${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ]
    .join('-')
    .toUpperCase();
}

/** The managed-preferences payload that forces `settings` in the preference domain `domain`. */
function payload(
  profileName: string,
  domain: string,
  settings: Record<string, PlistValue>,
): Record<string, PlistValue> {
  const identifier = `workplace-knowledge.${profileName}.${domain}`;
  return {
    PayloadType: MANAGED_PREFERENCES,
    PayloadIdentifier: identifier,
    PayloadUUID: stableUuid(identifier),
    PayloadVersion: 1,
    PayloadDisplayName: domain,
    PayloadEnabled: true,
    PayloadContent: { [domain]: { Forced: [{ mcx_preference_settings: settings }] } },
  };
}

/** A whole profile, installed machine-wide (PayloadScope System). */
function profile(name: string, payloads: Record<string, PlistValue>[]): string {
  const identifier = `workplace-knowledge.${name}`;
  return build({
    PayloadType: 'Configuration',
    PayloadVersion: 1,
    PayloadIdentifier: identifier,
    PayloadUUID: stableUuid(identifier),
    PayloadDisplayName: `${ORGANISATION}: ${name}`,
    PayloadDescription: 'Installs the Workplace Knowledge extension and presets its settings.',
    PayloadOrganization: ORGANISATION,
    PayloadScope: 'System',
    PayloadContent: payloads,
  });
}

/**
 * Two profiles per browser, as on Windows: `<browser>.mobileconfig` with only the extension's
 * keys, which sits beside any profile you have, and `<browser>-install.mobileconfig` with
 * ExtensionSettings, only for Macs without one (two profiles that set the same key of one
 * domain do not merge: one of the two values is lost).
 */
function chromiumProfiles(browser: ChromiumFamily, name: string, options: KitOptions) {
  const policy = chromiumPolicy(browser, options);
  const domain = browser.macDomain as string;
  return {
    [`macos/${name}.mobileconfig`]: profile(name, [
      payload(name, chromiumMacExtensionDomain(browser, policy.id), policy.values),
    ]),
    [`macos/${name}-install.mobileconfig`]: profile(`${name}-install`, [
      payload(`${name}-install`, domain, { ExtensionSettings: { [policy.id]: policy.install } }),
    ]),
  };
}

/** Firefox's: its one domain, policies only when EnterprisePoliciesEnabled is true. */
function firefoxProfiles(options: KitOptions) {
  const { ExtensionSettings, '3rdparty': thirdParty } = firefoxPolicies(options);
  const domain = FIREFOX.macDomain;
  return {
    'macos/firefox.mobileconfig': profile('firefox', [
      payload('firefox', domain, { EnterprisePoliciesEnabled: true, '3rdparty': thirdParty }),
    ]),
    'macos/firefox-install.mobileconfig': profile('firefox-install', [
      payload('firefox-install', domain, { EnterprisePoliciesEnabled: true, ExtensionSettings }),
    ]),
  };
}

/** The .mobileconfig files of the kit, by file name. */
export const macFiles = (options: KitOptions): Record<string, string> => ({
  ...chromiumProfiles(CHROME, 'google-chrome', options),
  ...chromiumProfiles(EDGE, 'microsoft-edge', options),
  ...firefoxProfiles(options),
});
