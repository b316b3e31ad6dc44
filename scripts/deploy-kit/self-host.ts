import { spawnSync } from 'node:child_process';
import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import crx3 from 'crx3';
import { originPattern } from '../../lib/shared/urls/origin';

// The self-hosted packages and their update manifests. Chromium: a CRX3 signed with the
// administrator's key (the npm package crx3), whose manifest's `update_url` names the gupdate
// XML (https://developer.chrome.com/docs/extensions/how-to/distribute/host-on-linux). Firefox: an XPI
// whose `browser_specific_settings.gecko.update_url` names updates.json
// (https://extensionworkshop.com/documentation/manage/updating-your-extension/), zipped by web-ext and
// ready for AMO's unlisted signing.

/**
 * The Chromium extension id a signing key gives: the first 128 bits of the SHA-256 of its
 * public key (DER), written with the letters a to p for 0 to f
 * (https://chromium.googlesource.com/chromium/src/+/main/components/crx_file/id_util.cc).
 */
export function extensionIdOfKey(pem: string): string {
  const spki = createPublicKey(createPrivateKey(pem)).export({ type: 'spki', format: 'der' });
  const hex = createHash('sha256').update(spki).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 16))).join('');
}

type Manifest = Record<string, unknown> & { version: string };

/**
 * The host patterns a self-hosted build declares: the preset service's origin and the preset
 * sign-in issuer's, nothing else (`originPattern`: no port, as both browsers match it). Its
 * manifest asks for these as `host_permissions` and drops the store build's optional wildcard
 * patterns, so a reviewer sees the one site the extension talks to, and a force-installed copy
 * holds it with no prompt (docs/deploying.md, "What each build asks for").
 */
export function selfHostedHosts(values: Record<string, unknown>): string[] {
  const addresses = [values.serviceUrl, values.ssoIssuer].filter(
    (value): value is string => typeof value === 'string',
  );
  return [...new Set(addresses.map((address) => originPattern(new URL(address).origin)))];
}

/** Narrows a build's manifest to `hosts` (see `selfHostedHosts`). */
function narrowHosts(manifest: Manifest, hosts: string[]): void {
  manifest.host_permissions = hosts;
  delete manifest.optional_host_permissions;
}

/** Copies a built extension to a temporary folder and rewrites its manifest there. */
function patchedCopy(sourceDir: string, patch: (manifest: Manifest) => void): string {
  if (!existsSync(join(sourceDir, 'manifest.json'))) {
    throw new Error(`${sourceDir} holds no built extension (no manifest.json).`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'wk-kit-'));
  cpSync(sourceDir, dir, { recursive: true });
  const file = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  patch(manifest);
  writeFileSync(file, JSON.stringify(manifest, null, 2));
  return dir;
}

/** What a pack step wrote: the package, its version, and (Chromium) the id of the key. */
export interface Packed {
  file: string;
  version: string;
  id: string;
}

/**
 * Packs a CRX3 with `keyPath`, its manifest naming `updateUrl` for later updates. The build's
 * own `key` (the demo id's public key) is dropped: the id is the signing key's.
 */
export async function packCrx(input: {
  sourceDir: string;
  keyPath: string;
  updateUrl: string;
  /** The only host patterns it declares (`selfHostedHosts`). */
  hosts: string[];
  outFile: (version: string) => string;
  version?: string;
}): Promise<Packed> {
  if (!existsSync(input.keyPath)) throw new Error(`The key ${input.keyPath} does not exist.`);
  let version = '';
  const dir = patchedCopy(input.sourceDir, (manifest) => {
    delete manifest.key;
    manifest.update_url = input.updateUrl;
    narrowHosts(manifest, input.hosts);
    if (input.version) manifest.version = input.version;
    version = manifest.version;
  });
  try {
    const file = input.outFile(version);
    const { appId } = await crx3([join(dir, 'manifest.json')], {
      keyPath: resolve(input.keyPath),
      crxPath: resolve(file),
    });
    return { file, version, id: appId };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const xmlAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');

/** Chromium's update manifest (gupdate, protocol 2.0): the version on offer and where it is. */
export function gupdateXml(id: string, version: string, codebase: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<gupdate xmlns="http://www.google.com/update2/response" protocol="2.0">
  <app appid="${xmlAttribute(id)}">
    <updatecheck codebase="${xmlAttribute(codebase)}" version="${xmlAttribute(version)}" />
  </app>
</gupdate>
`;
}

/**
 * Zips a Firefox build into an XPI whose manifest has the gecko id and, when self-hosting,
 * `update_url` (without it, the manifest has none: the build carries no update_url).
 */
export function packXpi(input: {
  sourceDir: string;
  geckoId: string;
  updateUrl?: string;
  /** The only host patterns it declares (`selfHostedHosts`). */
  hosts: string[];
  outFile: (version: string) => string;
  version?: string;
}): Packed {
  let version = '';
  const dir = patchedCopy(input.sourceDir, (manifest) => {
    const specific = (manifest.browser_specific_settings ?? {}) as Record<string, object>;
    const update = input.updateUrl ? { update_url: input.updateUrl } : {};
    specific.gecko = { ...specific.gecko, id: input.geckoId, ...update };
    manifest.browser_specific_settings = specific;
    narrowHosts(manifest, input.hosts);
    if (input.version) manifest.version = input.version;
    version = manifest.version;
  });
  try {
    const file = resolve(input.outFile(version));
    const run = spawnSync(
      process.execPath,
      [
        resolve(
          dirname(new URL(import.meta.url).pathname),
          '../../node_modules/web-ext/bin/web-ext.js',
        ),
        'build',
        '--source-dir',
        dir,
        '--artifacts-dir',
        dirname(file),
        '--filename',
        file.slice(dirname(file).length + 1),
        '--overwrite-dest',
      ],
      { encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`web-ext build failed: ${run.stderr || run.stdout}`);
    return { file, version, id: input.geckoId };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Firefox's update manifest: the version on offer and where it is. */
export const updatesJson = (geckoId: string, version: string, link: string) => ({
  addons: { [geckoId]: { updates: [{ version, update_link: link }] } },
});
