import { parseArgs } from 'node:util';
import { addressProblem } from '../../lib/shared/urls/address-problem';
import messages from '../../public/_locales/en/messages.json' with { type: 'json' };
import { type PolicyValue, type SchemaKey, typedValue } from './schema';

/** A mistake in the command line: said in a sentence, exit code 2. */
export class KitUsageError extends Error {
  readonly exitCode = 2;
}

/** What the kit is made for, checked. */
export interface KitOptions {
  /** The Chromium extension id (Chrome Web Store's, or your key's when self-hosting). */
  id: string;
  /** Edge Add-ons' id when installing from that store (default: `id`). */
  edgeId: string;
  geckoId: string;
  /** The extension's preset keys: `serviceUrl` from --service, the rest from --set. */
  values: Record<string, PolicyValue>;
  /** Where the self-hosted packages and update manifests will be served, ending in `/`. */
  updateBase?: string;
  /** The private key (PEM) that signs the CRX; required with `updateBase`. */
  key?: string;
  /** Where Firefox downloads the signed XPI when not self-hosting updates. */
  xpiUrl?: string;
  out: string;
  chromiumBuild: string;
  firefoxBuild: string;
}

export const KIT_HELP = `npm run deploy-kit -- --id <chromium id> --gecko-id <id> --service <url> [options]

Writes a folder of ready-made policy files (Linux JSON, Windows .reg, macOS .mobileconfig)
that force-install the extension and preset its keys, from public/managed-schema.json.

  --id <id>            the Chromium extension id: the Chrome Web Store's, or your key's
  --gecko-id <id>      the Firefox add-on id (browser_specific_settings.gecko.id)
  --service <url>      the Knowledge Service's address (https; http only for 127.0.0.1)
  --set <key>=<value>  preset another key of managed-schema.json (repeatable)
  --update-base <url>  self-host: the folder URL where you will serve the kit's
                       self-hosted/ files; also packs the CRX and XPI (needs --key)
  --key <pem>          the private key that signs your CRX (its id must be --id)
  --xpi-url <url>      without --update-base: where Firefox downloads your signed XPI
  --edge-id <id>       Edge Add-ons' id, when it differs from --id (store installs)
  --out <folder>       where to write the kit (default .output/deploy-kit)
  --chromium-build <folder>, --firefox-build <folder>
                       the built extension (default .output/chrome-mv3, .output/firefox-mv3;
                       built with npm run build when missing)
  --help               this text`;

const CHROMIUM_ID = /^[a-p]{32}$/;
const GECKO_ID = /^(\{[0-9a-fA-F-]{36}\}|[A-Za-z0-9._+-]+@[A-Za-z0-9.-]+)$/;

/**
 * One origin, checked by the extension's own rule (lib/shared/urls/address-problem.ts: https,
 * http only on this machine, no wildcard, user info or impossible port), said in its words.
 */
function address(name: string, text: string): URL {
  const problem = addressProblem(text);
  if (problem) {
    const sentence = (messages as Record<string, { message: string }>)[problem.key]?.message ?? '';
    const said = sentence.replace(
      /\$(\d)/g,
      (_, digit: string) => problem.values[Number(digit) - 1] ?? '',
    );
    throw new KitUsageError(`--${name}: ${said}`);
  }
  return new URL(text);
}

/** Reads the command line; `help: true` when --help was asked. Throws KitUsageError. */
export function readKitOptions(
  argv: string[],
  keys: SchemaKey[],
): { help: true } | { help: false; options: KitOptions } {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new KitUsageError(`${(error as Error).message} (see --help).`);
  }
  const v = parsed.values;
  if (v.help) return { help: true };
  for (const name of ['id', 'gecko-id', 'service'] as const) {
    if (!v[name]) throw new KitUsageError(`--${name} is missing (see --help).`);
  }
  const id = v.id as string;
  const edgeId = v['edge-id'] ?? id;
  for (const [name, value] of [
    ['id', id],
    ['edge-id', edgeId],
  ]) {
    if (!CHROMIUM_ID.test(value as string)) {
      throw new KitUsageError(`--${name}: "${value}" is not an extension id (32 letters a to p).`);
    }
  }
  const geckoId = v['gecko-id'] as string;
  if (!GECKO_ID.test(geckoId)) {
    throw new KitUsageError(
      `--gecko-id: "${geckoId}" is not a Firefox add-on id (name@domain, or a {UUID}).`,
    );
  }
  const values: Record<string, PolicyValue> = {};
  const preset = (name: string, text: string, option = `--set ${name}`) => {
    try {
      values[name] = typedValue(keys, name, text);
    } catch (error) {
      throw new KitUsageError((error as Error).message.replace(`--set ${name}`, option));
    }
  };
  if (keys.some((key) => key.name === 'serviceUrl')) {
    preset('serviceUrl', v.service as string, '--service');
  }
  for (const pair of v.set ?? []) {
    const at = pair.indexOf('=');
    if (at < 1) throw new KitUsageError(`--set "${pair}": write it as key=value.`);
    preset(pair.slice(0, at), pair.slice(at + 1));
  }
  const base = v['update-base'] && address('update-base', v['update-base']).href;
  if (base && !v.key) {
    throw new KitUsageError('--update-base needs --key: the private key that signs your CRX.');
  }
  if (!base && !v['xpi-url']) {
    throw new KitUsageError(
      'Firefox installs only a signed XPI from an address of yours: give --update-base (self-host) or --xpi-url.',
    );
  }
  return {
    help: false,
    options: {
      id,
      edgeId,
      geckoId,
      values,
      updateBase: base ? base.replace(/\/?$/, '/') : undefined,
      key: v.key,
      xpiUrl: v['xpi-url'] && address('xpi-url', v['xpi-url']).href,
      out: v.out ?? '.output/deploy-kit',
      chromiumBuild: v['chromium-build'] ?? '.output/chrome-mv3',
      firefoxBuild: v['firefox-build'] ?? '.output/firefox-mv3',
    },
  };
}

function parse(argv: string[]) {
  const text = { type: 'string' } as const;
  return parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      id: text,
      'gecko-id': text,
      service: text,
      set: { type: 'string', multiple: true },
      'update-base': text,
      key: text,
      'xpi-url': text,
      'edge-id': text,
      out: text,
      'chromium-build': text,
      'firefox-build': text,
      help: { type: 'boolean' },
    },
  });
}
