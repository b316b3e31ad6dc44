import { describe, expect, test } from 'vitest';
import { FIREFOX } from '../../../../scripts/deploy-kit/browsers';
import { policyFiles } from '../../../../scripts/deploy-kit/kit';
import { readKitOptions } from '../../../../scripts/deploy-kit/options';
import { schemaKeys } from '../../../../scripts/deploy-kit/schema';
import { importReg, type Registry, registryToObject } from './registry-model';

// Issue 55, finding 1: a company that sets ExtensionSettings with Firefox's ADMX templates
// keeps every entry of it when it imports the kit's firefox.reg, and adds ours by the README's
// steps. Read as Firefox reads the registry (registry-model.ts follows registryToObject).

const GECKO = 'workplace-knowledge@acme.example';
const root = FIREFOX.windowsKey;
const read = readKitOptions(
  [
    ...['--id', 'abcdefghijklmnopabcdefghijklmnop', '--gecko-id', GECKO],
    ...['--service', 'https://kb.acme.example', '--set', 'meetingReminderMinutes=10'],
    ...['--xpi-url', 'https://intranet.acme.example/wk.xpi'],
  ],
  schemaKeys(),
);
if (read.help) throw new Error('help');
const files = policyFiles(read.options);
const file = (name: string) => files[name] as Buffer;

/** The company's ExtensionSettings as Firefox's ADMX "Extension Management" writes it. */
const COMPANY_ENTRY = {
  'uBlock0@raymondhill.net': {
    installation_mode: 'force_installed',
    install_url: 'https://addons.mozilla.org/firefox/downloads/latest/ublock-origin/latest.xpi',
  },
};
function companyRegistry(): Registry {
  const json = JSON.stringify(COMPANY_ENTRY, null, 2).split('\n');
  const registry: Registry = new Map();
  registry.set(root, new Map([['ExtensionSettings', { type: 'REG_MULTI_SZ', value: json }]]));
  // Another add-on's own keys, set as registry subkeys (3rdparty has no ADMX entry).
  registry.set(
    `${root}\\3rdparty\\Extensions\\other@acme.example`,
    new Map([['mode', { type: 'REG_SZ', value: 'strict' }]]),
  );
  return registry;
}

/**
 * The policies Firefox builds from its key. An object policy given as REG_SZ text is JSON that
 * Firefox's schema validator parses (readRegistryValue's own comment; Mozilla's ADMX
 * "ExtensionSettingsOneLine" writes ExtensionSettings so).
 */
function policies(registry: Registry) {
  const read = registryToObject(registry, root) as Record<string, unknown>;
  const settings = read.ExtensionSettings;
  return {
    ...read,
    ExtensionSettings: typeof settings === 'string' ? JSON.parse(settings) : settings,
  } as {
    ExtensionSettings?: Record<string, unknown>;
    '3rdparty'?: { Extensions: Record<string, unknown> };
  };
}

describe('Firefox on Windows: the kit’s registry files merge with the company’s own policy', () => {
  test('the reader follows registryToObject: a subkey replaces a value of its name (the old firefox.reg)', () => {
    const registry = companyRegistry();
    registry.set(
      `${root}\\ExtensionSettings\\${GECKO}`,
      new Map([['installation_mode', { type: 'REG_SZ', value: 'force_installed' }]]),
    );
    expect(Object.keys(policies(registry).ExtensionSettings ?? {})).toEqual([GECKO]);
  });

  test('firefox.reg adds our keys, and the company’s ExtensionSettings and other add-ons’ keys survive', () => {
    const registry = companyRegistry();
    importReg(registry, file('windows/firefox.reg'));
    const read = policies(registry);
    expect(read.ExtensionSettings).toEqual(COMPANY_ENTRY);
    expect(read['3rdparty']?.Extensions).toEqual({
      'other@acme.example': { mode: 'strict' },
      [GECKO]: { serviceUrl: 'https://kb.acme.example', meetingReminderMinutes: 10 },
    });
  });

  test('the README’s steps: our entry added to the company’s JSON gives both add-ons', () => {
    const registry = companyRegistry();
    importReg(registry, file('windows/firefox.reg'));
    // Step by step as the kit's README says: open the value, add the entry file's one member.
    const entry = JSON.parse(String(files['windows/firefox-install-entry.json']));
    const merged = { ...COMPANY_ENTRY, ...entry };
    registry.get(root)?.set('ExtensionSettings', {
      type: 'REG_MULTI_SZ',
      value: JSON.stringify(merged, null, 2).split('\n'),
    });
    expect(policies(registry).ExtensionSettings).toEqual({
      ...COMPANY_ENTRY,
      [GECKO]: {
        installation_mode: 'force_installed',
        install_url: 'https://intranet.acme.example/wk.xpi',
      },
    });
  });

  test('a machine with no ExtensionSettings: firefox-install.reg writes the whole value, as the ADMX does', () => {
    const registry: Registry = new Map();
    importReg(registry, file('windows/firefox-install.reg'));
    importReg(registry, file('windows/firefox.reg'));
    const read = policies(registry);
    expect(registry.get(root)?.get('ExtensionSettings')?.type).toBe('REG_SZ');
    expect(read.ExtensionSettings).toEqual(
      JSON.parse(String(files['windows/firefox-install-entry.json'])),
    );
    expect(Object.keys(read['3rdparty']?.Extensions ?? {})).toEqual([GECKO]);
  });
});

describe('upgrading from the kit before issue 55', () => {
  test('firefox-remove-previous.reg deletes the old ExtensionSettings subkey, and only it', () => {
    const text = file('windows/firefox-remove-previous.reg').subarray(2).toString('utf16le');
    const keys = text.split('\r\n').filter((line) => line.startsWith('['));
    expect(keys).toEqual([`[-${root}\\ExtensionSettings\\${GECKO}]`]);
    // Read as Firefox reads it: with the old subkey gone, the company's ADMX value is whole.
    const registry = companyRegistry();
    registry.set(`${root}\\ExtensionSettings\\${GECKO}`, new Map());
    importReg(registry, file('windows/firefox-remove-previous.reg'));
    expect(registry.has(`${root}\\ExtensionSettings\\${GECKO}`)).toBe(false);
    const read = registryToObject(registry, root) as { ExtensionSettings: object };
    expect(Object.keys(read.ExtensionSettings)).toEqual(Object.keys(COMPANY_ENTRY));
  });
});
