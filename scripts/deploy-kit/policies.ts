import { type ChromiumFamily, EDGE } from './browsers';
import type { KitOptions } from './options';
import type { PolicyValue } from './schema';

// The policies themselves, as JSON objects: what each browser installs, from where, and the
// extension's preset keys. Every file format of the kit writes these objects, nothing else.

/** The file names of the self-hosted packages and update manifests (under --update-base). */
export const HOSTED = {
  updatesXml: 'updates.xml',
  updatesJson: 'updates.json',
  crx: (version: string) => `workplace-knowledge-${version}.crx`,
  xpi: (version: string) => `workplace-knowledge-${version}.xpi`,
  /** The name Firefox's install_url names: the same XPI, under a name that never changes. */
  xpiLatest: 'workplace-knowledge.xpi',
};

/** One Chromium-family browser's install entry and preset, for the id it knows us by. */
export interface ChromiumPolicy {
  id: string;
  /** `ExtensionSettings.<id>`. */
  install: Record<string, string | boolean>;
  /** `3rdparty.extensions.<id>`: the extension's own keys (its `storage.managed`). */
  values: Record<string, PolicyValue>;
}

/**
 * Force-install from the store, or from the update manifest when self-hosting. A forcelist's or
 * ExtensionSettings' update URL is only used for the first install: later updates follow the
 * manifest's `update_url` unless `override_update_url` is true (Chrome Enterprise's
 * ExtensionSettings reference), so the kit sets it whenever it self-hosts.
 */
export function chromiumPolicy(browser: ChromiumFamily, options: KitOptions): ChromiumPolicy {
  const selfHosted = options.updateBase !== undefined;
  const id = selfHosted || browser !== EDGE ? options.id : options.edgeId;
  const install: Record<string, string | boolean> = {
    installation_mode: 'force_installed',
    update_url: selfHosted ? `${options.updateBase}${HOSTED.updatesXml}` : browser.storeUpdateUrl,
  };
  if (selfHosted) install.override_update_url = true;
  return { id, install, values: options.values };
}

/** The JSON form Chromium, Chrome and Edge read from a file (Linux). */
export const chromiumJson = (policy: ChromiumPolicy) => ({
  ExtensionSettings: { [policy.id]: policy.install },
  '3rdparty': { extensions: { [policy.id]: policy.values } },
});

/** Firefox's `ExtensionSettings.<gecko id>`: force-installed from your address. */
export function firefoxInstall(options: KitOptions): Record<string, string> {
  const url = options.updateBase ? `${options.updateBase}${HOSTED.xpiLatest}` : options.xpiUrl;
  return { installation_mode: 'force_installed', install_url: url as string };
}

/** The content of Firefox's `policies` (policies.json, or the macOS domain). */
export const firefoxPolicies = (options: KitOptions) => ({
  ExtensionSettings: { [options.geckoId]: firefoxInstall(options) },
  '3rdparty': { Extensions: { [options.geckoId]: options.values } },
});
