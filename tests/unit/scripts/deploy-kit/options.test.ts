import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REMINDER_CHOICES } from '../../../../lib/shared/storage/meeting-reminder-settings';
import { writeKit } from '../../../../scripts/deploy-kit/kit';
import { KitUsageError, readKitOptions } from '../../../../scripts/deploy-kit/options';
import { schemaKeys } from '../../../../scripts/deploy-kit/schema';
import { zipEntries } from '../../../support/zip-entries';

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
      /^--service: http:\/\/ would send your token to kb\.acme\.example in clear text/,
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

  test('each --set value passes the schema’s own rule (enum, range, format), or a sentence says which', () => {
    const set = (pair: string) => refused([...FULL, '--set', pair]);
    // Finding 9: the schema allows 0, 1, 5, 10, 15, the extension's own choices.
    expect(keys.find((k) => k.name === 'meetingReminderMinutes')?.enum).toEqual([
      ...REMINDER_CHOICES,
    ]);
    expect(set('meetingReminderMinutes=7')).toBe(
      '--set meetingReminderMinutes: 7 is not one of the values the extension takes: 0, 1, 5, 10, 15.',
    );
    // Finding 8: these used to pass here and stop later, in the .reg writer, with exit code 1.
    expect(set('meetingReminderMinutes=-1')).toMatch(/-1 is not one of the values/);
    expect(set('actAs=it-desk@acme.example\nx')).toBe(
      '--set actAs: the text holds a line break or a control character.',
    );
    expect(set('meetingReminderMinutes=5.5')).toMatch(/"5\.5" is not a whole number/);
    // Addresses: the extension's own rule (lib/shared/urls), by key, with its sentence (the
    // schema carries no pattern: Chromium would erase such a value without a word).
    expect(set('ssoIssuer=login.acme.example')).toBe(
      '--set ssoIssuer: "login.acme.example" is not a web address. Enter it like https://knowledge.example.com.',
    );
    expect(set('ssoIssuer=http://login.acme.example')).toMatch(
      /^--set ssoIssuer: http:\/\/ would send your token to login\.acme\.example in clear text/,
    );
    expect(set('serviceUrl=https://user:pw@kb.acme.example')).toMatch(/^--set serviceUrl: .+/);
    const read = readKitOptions(
      [
        ...FULL.slice(0, -2),
        '--set',
        'meetingReminderMinutes=15',
        '--set',
        'ssoIssuer=https://login.acme.example/realms/acme/',
        '--service',
        'https://kb.acme.example/kb/rest/api/v1/',
        '--xpi-url',
        'https://x.example/wk.xpi',
      ],
      keys,
    );
    if (read.help) throw new Error('help');
    // The service's address as the extension stores it (a path prefix is kept); the issuer as given.
    expect(read.options.values).toEqual({
      serviceUrl: 'https://kb.acme.example/kb',
      meetingReminderMinutes: 15,
      ssoIssuer: 'https://login.acme.example/realms/acme/',
    });
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
    const negative = run(...FULL, '--set', 'meetingReminderMinutes=-1', '--out', tmpdir());
    expect(negative.status).toBe(2);
    expect(negative.stderr).toContain('✖ --set meetingReminderMinutes: -1 is not one of');
  }, 30_000);
});

describe('the kit written to a folder', () => {
  test('every policy file, the XPI to sign with --gecko-id, and a README naming every key', async () => {
    const out = mkdtempSync(join(tmpdir(), 'wk-kit-out-'));
    try {
      // A built Firefox package with the placeholder id (as wxt.config.ts writes it).
      const build = join(out, 'build');
      mkdirSync(build);
      const gecko = { id: 'workplace-knowledge@example.com', strict_min_version: '140.0' };
      writeFileSync(
        join(build, 'manifest.json'),
        JSON.stringify({
          manifest_version: 3,
          name: 'WK',
          version: '1.2.0',
          browser_specific_settings: { gecko },
        }),
      );
      const read = readKitOptions([...FULL, '--out', out, '--firefox-build', build], keys);
      if (read.help) throw new Error('help');
      const files = await writeKit(read.options, keys);
      for (const file of files) expect(existsSync(join(out, file)), file).toBe(true);
      expect(files).toHaveLength(25);
      // Finding 2: without --update-base, an XPI built with --gecko-id, and no update_url.
      const xpi = readFileSync(join(out, 'firefox-to-sign', 'workplace-knowledge-1.2.0.xpi'));
      const manifest = JSON.parse(String(zipEntries(xpi).get('manifest.json')));
      expect(manifest.browser_specific_settings.gecko).toEqual({
        id: 'wk@acme.example',
        strict_min_version: '140.0',
      });
      const readme = readFileSync(join(out, 'README.md'), 'utf8');
      for (const key of keys) expect(readme, key.name).toContain(`| \`${key.name}\` |`);
      expect(readme).toContain('com.google.Chrome.extensions.abcdefghijklmnopabcdefghijklmnop');
      expect(readme).toContain('firefox-to-sign/workplace-knowledge-1.2.0.xpi');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 30_000);
});
