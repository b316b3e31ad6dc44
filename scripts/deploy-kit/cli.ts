import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeKit } from './kit';
import { KIT_HELP, type KitOptions, KitUsageError, readKitOptions } from './options';
import { schemaKeys } from './schema';
import { extensionIdOfKey } from './self-host';

// `npm run deploy-kit -- …`: reads the options, builds the extension when self-hosting needs
// it and it is not built yet, and writes the kit. A mistake in the options stops with a
// sentence and exit code 2; any other failure with exit code 1.

/**
 * Builds the production packages the kit packs, when missing: the XPI always (to sign, or
 * self-hosted), the CRX when self-hosting.
 */
function buildWhenMissing(options: KitOptions) {
  const builds = [[options.firefoxBuild, ['wxt', 'build', '-b', 'firefox']]] as const;
  const chromium = [[options.chromiumBuild, ['wxt', 'build']]] as const;
  for (const [dir, args] of options.updateBase ? [...chromium, ...builds] : builds) {
    if (existsSync(join(dir, 'manifest.json'))) continue;
    console.log(`› ${dir} is not built yet: npx ${args.join(' ')}`);
    const run = spawnSync('npx', [...args], { stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`npx ${args.join(' ')} failed (see above).`);
  }
}

async function main() {
  const keys = schemaKeys();
  const read = readKitOptions(process.argv.slice(2), keys);
  if (read.help) {
    console.log(KIT_HELP);
    return;
  }
  const { options } = read;
  if (options.key && !existsSync(options.key)) {
    throw new KitUsageError(`--key: ${options.key} does not exist (the .pem that signs your CRX).`);
  }
  if (options.key) {
    let id: string;
    try {
      id = extensionIdOfKey(readFileSync(options.key, 'utf8'));
    } catch {
      throw new KitUsageError(`--key: ${options.key} is not a private key in PEM form.`);
    }
    if (id !== options.id) {
      throw new KitUsageError(
        `--key signs as the extension id ${id}, not --id ${options.id}: give the key of that id, or --id ${id}.`,
      );
    }
  }
  buildWhenMissing(options);
  const files = await writeKit(options, keys);
  console.log(`✔ Wrote the deployment kit to ${options.out}:`);
  for (const file of files) console.log(`  ${file}`);
  console.log(`Start with ${join(options.out, 'README.md')}.`);
}

main().catch((error: unknown) => {
  const usage = error instanceof KitUsageError;
  console.error(`✖ ${(error as Error).message}`);
  process.exit(usage ? 2 : 1);
});
