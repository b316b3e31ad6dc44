import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CHROME, CHROMIUM, type ChromiumFamily, EDGE } from './browsers';
import { kitReadme } from './kit-readme';
import { macFiles } from './macos-profile';
import { type KitOptions, KitUsageError } from './options';
import { chromiumJson, chromiumPolicy, firefoxPolicies, HOSTED } from './policies';
import type { SchemaKey } from './schema';
import { gupdateXml, packCrx, packXpi, selfHostedHosts, updatesJson } from './self-host';
import { windowsFiles } from './windows-reg';

/** The folder of the XPI to sign when Firefox installs from --xpi-url. */
const TO_SIGN = 'firefox-to-sign';

/** The policy files of the kit (all but the self-hosted packages), by file name. */
export function policyFiles(options: KitOptions): Record<string, string | Buffer> {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  // Chromium reads every file of its folder, each policy from one file only: the keys (a
  // namespace of the extension's own) and ExtensionSettings go in files of their own, so the
  // keys sit beside any policy you have and the install entry can be left out for yours.
  const linux = (browser: ChromiumFamily, name: string) => {
    const { ExtensionSettings, '3rdparty': thirdParty } = chromiumJson(
      chromiumPolicy(browser, options),
    );
    return {
      [`linux/${name}.json`]: json({ '3rdparty': thirdParty }),
      [`linux/${name}-install.json`]: json({ ExtensionSettings }),
    };
  };
  return {
    ...linux(CHROMIUM, 'chromium'),
    ...linux(CHROME, 'google-chrome'),
    ...linux(EDGE, 'microsoft-edge'),
    'linux/firefox-policies.json': json({ policies: firefoxPolicies(options) }),
    ...windowsFiles(options),
    ...macFiles(options),
  };
}

/** Packs the CRX and XPI with their update manifests into `self-hosted/`. */
async function selfHosted(options: KitOptions, out: string): Promise<string[]> {
  const base = options.updateBase as string;
  const folder = join(out, 'self-hosted');
  mkdirSync(folder, { recursive: true });
  const hosts = selfHostedHosts(options.values);
  const crx = await packCrx({
    sourceDir: options.chromiumBuild,
    keyPath: options.key as string,
    updateUrl: `${base}${HOSTED.updatesXml}`,
    hosts,
    outFile: (version) => join(folder, HOSTED.crx(version)),
  });
  if (crx.id !== options.id) {
    throw new KitUsageError(
      `--key signs as the extension id ${crx.id}, not --id ${options.id}: give the key of that id, or --id ${crx.id}.`,
    );
  }
  const crxName = HOSTED.crx(crx.version);
  writeFileSync(
    join(folder, HOSTED.updatesXml),
    gupdateXml(crx.id, crx.version, `${base}${crxName}`),
  );
  const xpi = packXpi({
    sourceDir: options.firefoxBuild,
    geckoId: options.geckoId,
    updateUrl: `${base}${HOSTED.updatesJson}`,
    hosts,
    outFile: (version) => join(folder, HOSTED.xpi(version)),
  });
  const xpiName = HOSTED.xpi(xpi.version);
  copyFileSync(xpi.file, join(folder, HOSTED.xpiLatest));
  writeFileSync(
    join(folder, HOSTED.updatesJson),
    `${JSON.stringify(updatesJson(options.geckoId, xpi.version, `${base}${xpiName}`), null, 2)}\n`,
  );
  return [crxName, HOSTED.updatesXml, xpiName, HOSTED.xpiLatest, HOSTED.updatesJson].map(
    (name) => `self-hosted/${name}`,
  );
}

/**
 * Without --update-base: the XPI to sign, built with --gecko-id (an XPI signed from the plain
 * build would carry the placeholder id, and Firefox refuses an add-on whose id is not the one
 * its policy names). No update_url: there is no updates.json to name.
 */
function firefoxToSign(options: KitOptions, out: string): string[] {
  const folder = join(out, TO_SIGN);
  mkdirSync(folder, { recursive: true });
  const xpi = packXpi({
    sourceDir: options.firefoxBuild,
    geckoId: options.geckoId,
    // Force-installed like the self-hosted build: the service's origin only (issue 54).
    hosts: selfHostedHosts(options.values),
    outFile: (version) => join(folder, HOSTED.xpi(version)),
  });
  return [join(TO_SIGN, HOSTED.xpi(xpi.version))];
}

/** Writes the whole kit into `options.out`; answers the files written, relative to it. */
export async function writeKit(options: KitOptions, keys: SchemaKey[]): Promise<string[]> {
  const files = policyFiles(options);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(options.out, name)), { recursive: true });
    writeFileSync(join(options.out, name), content);
  }
  const hosted = options.updateBase
    ? await selfHosted(options, options.out)
    : firefoxToSign(options, options.out);
  writeFileSync(join(options.out, 'README.md'), kitReadme(options, keys, hosted));
  return ['README.md', ...Object.keys(files), ...hosted];
}
