import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { writeKit } from '../../../../scripts/deploy-kit/kit';
import { KitUsageError, readKitOptions } from '../../../../scripts/deploy-kit/options';
import { schemaKeys } from '../../../../scripts/deploy-kit/schema';

const keys = schemaKeys();
const BASE = ['--id', 'abcdefghijklmnopabcdefghijklmnop', '--gecko-id', 'wk@acme.example'];
const FULL = [
  ...BASE,
  '--service',
  'https://kb.acme.example',
  '--xpi-url',
  'https://x.example/wk.xpi',
];

const refused = (argv: string[]) => {
  try {
    readKitOptions(argv, keys);
  } catch (error) {
    expect(error).toBeInstanceOf(KitUsageError);
    expect((error as KitUsageError).exitCode).toBe(2);
    return (error as Error).message;
  }
  throw new Error(`${argv.join(' ')} was accepted`);
};

describe("npm run deploy-kit's options", () => {
  test('a missing or malformed option is refused in a sentence', () => {
    expect(refused(BASE)).toBe('--service is missing (see --help).');
    expect(refused([...FULL, '--id', 'ABC'])).toMatch(/"ABC" is not an extension id/);
    expect(refused([...FULL, '--gecko-id', 'nope'])).toMatch(/not a Firefox add-on id/);
    expect(refused([...FULL, '--service', 'http://kb.acme.example'])).toMatch(
      /^--service: http:\/\/ would send your token .* clear text.*Use https:\/\/kb\.acme\.example/,
    );
    // Not one origin: every site, a user name, a port that does not exist (the extension's rule).
    expect(refused([...FULL, '--service', 'https://*'])).toMatch(/"\*" stands for many computers/);
    expect(refused([...FULL, '--service', 'https://u@kb.acme.example'])).toMatch(/user name/);
    expect(refused([...FULL, '--service', 'https://kb.acme.example:70000'])).toMatch(
      /port 70000 does not exist/,
    );
    expect(refused([...FULL, '--set', 'ssoIssuer=https://*.acme.example'])).toMatch(
      /^--set ssoIssuer: "\*\.acme\.example" stands for many/,
    );
    expect(refused([...FULL, '--wat'])).toMatch(/Unknown option '--wat'/);
    expect(refused([...FULL, '--set', 'nokey=1'])).toMatch(/no policy key "nokey"/);
    expect(refused([...FULL, '--set', 'openSidePanelFromToolbar=yes'])).toMatch(
      /not true or false/,
    );
    expect(refused([...FULL, '--update-base', 'https://x.example/'])).toMatch(/needs --key/);
    expect(refused([...BASE, '--service', 'https://kb.acme.example'])).toMatch(
      /--update-base .* or --xpi-url/,
    );
  });

  test('values take the schema’s types; the folder defaults to .output/deploy-kit', () => {
    const read = readKitOptions(
      [...FULL, '--set', 'openSidePanelFromToolbar=0', '--set', 'ssoScopes=openid email'],
      keys,
    );
    if (read.help) throw new Error('help');
    expect(read.options.values).toEqual({
      serviceUrl: 'https://kb.acme.example',
      openSidePanelFromToolbar: false,
      ssoScopes: 'openid email',
    });
    expect(read.options.out).toBe('.output/deploy-kit');
    expect(read.options.edgeId).toBe(read.options.id);
  });

  test('the command: --help lists the options (exit 0), a mistake exits 2 with the sentence', () => {
    // What `npm run deploy-kit` runs (tsx on cli.ts), through Node with tsx's loader: npx and
    // tsx's own process cost a second of CPU each time and add nothing the command does.
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/deploy-kit/cli.ts', ...args], {
        encoding: 'utf8',
      });
    const help = run('--help');
    expect(help.status).toBe(0);
    for (const option of [
      '--id',
      '--gecko-id',
      '--service',
      '--update-base',
      '--key',
      '--out',
      '--set',
    ]) {
      expect(help.stdout).toContain(option);
    }
    const missing = run('--id', 'abcdefghijklmnopabcdefghijklmnop');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('✖ --gecko-id is missing (see --help).');
  }, 30_000);
});

describe('the kit written to a folder', () => {
  test('every policy file and a README naming every key of the schema', async () => {
    const out = mkdtempSync(join(tmpdir(), 'wk-kit-out-'));
    try {
      const read = readKitOptions([...FULL, '--out', out], keys);
      if (read.help) throw new Error('help');
      const files = await writeKit(read.options, keys);
      for (const file of files) expect(existsSync(join(out, file)), file).toBe(true);
      expect(files).toHaveLength(11);
      const readme = readFileSync(join(out, 'README.md'), 'utf8');
      for (const key of keys) expect(readme, key.name).toContain(`| \`${key.name}\` |`);
      expect(readme).toContain('com.google.Chrome.extensions.abcdefghijklmnopabcdefghijklmnop');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
