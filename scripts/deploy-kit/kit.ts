import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CHROME, CHROMIUM, EDGE } from './browsers';
import { kitReadme } from './kit-readme';
import { macFiles } from './macos-profile';
import { type KitOptions, KitUsageError } from './options';
import { chromiumJson, chromiumPolicy, firefoxPolicies, HOSTED } from './policies';
import type { SchemaKey } from './schema';
import { gupdateXml, packCrx, packXpi, selfHostedHosts, updatesJson } from './self-host';
import { windowsFiles } from './windows-reg';

/** The policy files of the kit (all but the self-hosted packages), by file name. */
export function policyFiles(options: KitOptions): Record<string, string | Buffer> {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    'linux/chromium.json': json(chromiumJson(chromiumPolicy(CHROMIUM, options))),
    'linux/google-chrome.json': json(chromiumJson(chromiumPolicy(CHROME, options))),
    'linux/microsoft-edge.json': json(chromiumJson(chromiumPolicy(EDGE, options))),
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

/** Writes the whole kit into `options.out`; answers the files written, relative to it. */
export async function writeKit(options: KitOptions, keys: SchemaKey[]): Promise<string[]> {
  const files = policyFiles(options);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(options.out, name)), { recursive: true });
    writeFileSync(join(options.out, name), content);
  }
  const hosted = options.updateBase ? await selfHosted(options, options.out) : [];
  writeFileSync(join(options.out, 'README.md'), kitReadme(options, keys));
  return ['README.md', ...Object.keys(files), ...hosted];
}
