import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PlistValue, parse as parsePlist } from 'plist';
import { afterAll, describe, expect, test } from 'vitest';
import { policyFiles } from '../../../../scripts/deploy-kit/kit';
import { MANAGED_PREFERENCES } from '../../../../scripts/deploy-kit/macos-profile';
import { type KitOptions, readKitOptions } from '../../../../scripts/deploy-kit/options';
import { ADDRESS_KEYS, type SchemaKey, schemaKeys } from '../../../../scripts/deploy-kit/schema';
import { parseReg } from './reg-grammar';

// Every file of the kit that parses is parsed here: the JSON against managed-schema.json, the
// profiles with a plist parser, the .reg files by their grammar. Every key of the schema is
// preset, and a key added to the schema (here in a copy of it) reaches every format.

const CHROME_ID = 'abcdefghijklmnopabcdefghijklmnop';
const EDGE_ID = 'ponmlkjihgfedcbaponmlkjihgfedcba';
const GECKO = 'workplace-knowledge@acme.example';
const work = mkdtempSync(join(tmpdir(), 'wk-kit-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A schema with one more key, of a type the real one may not have yet. */
function extendedKeys(): SchemaKey[] {
  const file = join(work, 'schema.json');
  const schema = {
    type: 'object',
    properties: Object.fromEntries(
      schemaKeys().map(({ name, ...property }) => [name, property as Record<string, unknown>]),
    ),
  };
  schema.properties.kitTestMinutes = {
    type: 'integer',
    title: 'Minutes',
    description: 'A new key.',
  };
  writeFileSync(file, JSON.stringify(schema));
  return schemaKeys(file);
}

/** A value the schema allows for every key; other text with quotes and backslashes to escape. */
function sample(key: SchemaKey): string {
  if (key.enum) return String(key.enum.at(-1));
  if (ADDRESS_KEYS.has(key.name)) return `https://${key.name.toLowerCase()}.acme.example`;
  return key.type === 'boolean'
    ? 'true'
    : key.type === 'string'
      ? `a "${key.name}" \\ value`
      : '15';
}

function kit(keys: SchemaKey[], extra: string[] = []): KitOptions {
  const sets = keys
    .filter((k) => k.name !== 'serviceUrl')
    .flatMap((k) => ['--set', `${k.name}=${sample(k)}`]);
  const read = readKitOptions(
    [
      '--id',
      CHROME_ID,
      '--edge-id',
      EDGE_ID,
      '--gecko-id',
      GECKO,
      '--service',
      'https://kb.acme.example',
      ...sets,
      ...extra,
    ],
    keys,
  );
  if (read.help) throw new Error('help');
  return read.options;
}

/** Each value has the schema's type (JSON Schema's `integer`: a whole number). */
function expectSchemaTyped(values: Record<string, unknown>, keys: SchemaKey[]) {
  expect(Object.keys(values).sort()).toEqual(keys.map((k) => k.name).sort());
  for (const key of keys) {
    const value = values[key.name];
    if (key.type === 'integer') expect(Number.isInteger(value), key.name).toBe(true);
    else expect(typeof value, key.name).toBe(key.type);
  }
}

const text = (file: string | Buffer | undefined) => String(file);
type Json = Record<string, Record<string, Record<string, unknown>>>;

for (const [name, keys] of [
  ['managed-schema.json', schemaKeys()],
  ['a schema with a new integer key', extendedKeys()],
] as const) {
  describe(`the kit's files for ${name}`, () => {
    const options = kit(keys, ['--xpi-url', 'https://intranet.acme.example/wk.xpi']);
    const hosted = kit(keys, [
      '--update-base',
      'https://intranet.acme.example/wk',
      '--key',
      'k.pem',
    ]);
    const files = policyFiles(options);

    test('Linux: the Chromium-family JSON installs from the store; self-hosted, from updates.xml with override_update_url', () => {
      for (const [name, id, store] of [
        ['chromium', CHROME_ID, 'https://clients2.google.com/service/update2/crx'],
        ['google-chrome', CHROME_ID, 'https://clients2.google.com/service/update2/crx'],
        ['microsoft-edge', EDGE_ID, 'https://edge.microsoft.com/extensionwebstorebase/v1/crx'],
      ] as const) {
        // <browser>.json: only the keys; <browser>-install.json: only ExtensionSettings.
        const json = JSON.parse(text(files[`linux/${name}.json`])) as Json;
        expect(Object.keys(json)).toEqual(['3rdparty']);
        expectSchemaTyped(json['3rdparty']?.extensions?.[id] as Record<string, unknown>, keys);
        const install = JSON.parse(text(files[`linux/${name}-install.json`])) as Json;
        expect(install).toEqual({
          ExtensionSettings: { [id]: { installation_mode: 'force_installed', update_url: store } },
        });
        const self = JSON.parse(text(policyFiles(hosted)[`linux/${name}-install.json`])) as Json;
        // Self-hosted, one CRX for all three: the key's id, and updates keep coming from here.
        expect(self.ExtensionSettings?.[CHROME_ID]).toEqual({
          installation_mode: 'force_installed',
          update_url: 'https://intranet.acme.example/wk/updates.xml',
          override_update_url: true,
        });
      }
    });

    test('Linux: Firefox’s policies.json installs from the address given and presets every key', () => {
      const json = JSON.parse(text(files['linux/firefox-policies.json'])) as { policies: Json };
      expect(json.policies.ExtensionSettings?.[GECKO]).toEqual({
        installation_mode: 'force_installed',
        install_url: 'https://intranet.acme.example/wk.xpi',
      });
      expectSchemaTyped(
        json.policies['3rdparty']?.Extensions?.[GECKO] as Record<string, unknown>,
        keys,
      );
      const self = JSON.parse(text(policyFiles(hosted)['linux/firefox-policies.json'])) as {
        policies: Json;
      };
      expect(self.policies.ExtensionSettings?.[GECKO]?.install_url).toBe(
        'https://intranet.acme.example/wk/workplace-knowledge.xpi',
      );
    });

    test('Windows: .reg files by their grammar; text REG_SZ, booleans and numbers REG_DWORD', () => {
      const expectValues = (values: Map<string, unknown> | undefined) => {
        expect([...(values?.keys() ?? [])].sort()).toEqual(keys.map((k) => k.name).sort());
        for (const key of keys) {
          const given = options.values[key.name];
          expect(values?.get(key.name), key.name).toEqual(
            key.type === 'string'
              ? { type: 'REG_SZ', value: given }
              : { type: 'REG_DWORD', value: given === true ? 1 : given === false ? 0 : given },
          );
        }
      };
      for (const [name, root, id] of [
        ['google-chrome', 'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Google\\Chrome', CHROME_ID],
        ['microsoft-edge', 'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Microsoft\\Edge', EDGE_ID],
        ['firefox', 'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Mozilla\\Firefox', GECKO],
      ] as const) {
        // <browser>.reg: only the extension's keys, in a key of its own, so it merges.
        const keysKey =
          name === 'firefox'
            ? `${root}\\3rdparty\\Extensions\\${id}`
            : `${root}\\3rdparty\\extensions\\${id}\\policy`;
        const reg = parseReg(files[`windows/${name}.reg`] as Buffer);
        expect([...reg.keys()]).toEqual([keysKey]);
        expectValues(reg.get(keysKey));
        // <browser>-install.reg: ExtensionSettings as one REG_SZ of JSON, the entry file's.
        const install = parseReg(files[`windows/${name}-install.reg`] as Buffer);
        expect([...install.keys()]).toEqual([root]);
        const settings = install.get(root)?.get('ExtensionSettings');
        expect(settings?.type).toBe('REG_SZ');
        const entry = JSON.parse(text(files[`windows/${name}-install-entry.json`]));
        expect(JSON.parse(String(settings?.value))).toEqual(entry);
        expect(Object.keys(entry)).toEqual([id]);
        expect(entry[id]).toMatchObject({ installation_mode: 'force_installed' });
      }
    });

    test('macOS: the profiles parse as plists, each payload in its preference domain', () => {
      const payloads = (file: string) => {
        const profile = parsePlist(text(files[file])) as Record<string, PlistValue>;
        expect(profile).toMatchObject({
          PayloadType: 'Configuration',
          PayloadVersion: 1,
          PayloadScope: 'System',
        });
        const content = profile.PayloadContent as Record<string, PlistValue>[];
        const byDomain: Record<string, Record<string, PlistValue>> = {};
        for (const payload of content) {
          expect(payload.PayloadUUID).toMatch(/^[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}$/);
          // Apple's managed preferences: domain → Forced → [{ mcx_preference_settings }].
          expect(payload.PayloadType).toBe(MANAGED_PREFERENCES);
          const domains = payload.PayloadContent as Record<string, { Forced: PlistValue[] }>;
          for (const [domain, { Forced, ...rest }] of Object.entries(domains)) {
            expect(rest).toEqual({});
            expect(Forced).toHaveLength(1);
            byDomain[domain] = (Forced[0] as Record<string, Record<string, PlistValue>>)
              .mcx_preference_settings as Record<string, PlistValue>;
          }
        }
        return byDomain;
      };
      const settingsOf = (settings: Record<string, PlistValue> | undefined) => settings ?? {};
      for (const [name, domain, id] of [
        ['google-chrome', 'com.google.Chrome', CHROME_ID],
        ['microsoft-edge', 'com.microsoft.Edge', EDGE_ID],
      ] as const) {
        // <browser>.mobileconfig: only the keys, in the extension's own domain.
        const keysProfile = payloads(`macos/${name}.mobileconfig`);
        expect(Object.keys(keysProfile)).toEqual([`${domain}.extensions.${id}`]);
        const values = settingsOf(keysProfile[`${domain}.extensions.${id}`]);
        expectSchemaTyped(values, keys);
        expect(values).toEqual(options.values);
        // <browser>-install.mobileconfig: only ExtensionSettings, in the browser's domain.
        const install = payloads(`macos/${name}-install.mobileconfig`);
        expect(Object.keys(install)).toEqual([domain]);
        expect(settingsOf(install[domain])).toEqual({
          ExtensionSettings: {
            [id]: expect.objectContaining({ installation_mode: 'force_installed' }),
          },
        });
      }
      const firefox = settingsOf(payloads('macos/firefox.mobileconfig')['org.mozilla.firefox']);
      const install = payloads('macos/firefox-install.mobileconfig')['org.mozilla.firefox'];
      const policies = JSON.parse(text(files['linux/firefox-policies.json'])).policies;
      expect(firefox).toEqual({
        EnterprisePoliciesEnabled: true,
        '3rdparty': policies['3rdparty'],
      });
      expect(settingsOf(install)).toEqual({
        EnterprisePoliciesEnabled: true,
        ExtensionSettings: policies.ExtensionSettings,
      });
      // Every payload of every profile has a UUID of its own.
      const uuids = Object.entries(files)
        .filter(([file]) => file.endsWith('.mobileconfig'))
        .flatMap(([, file]) => {
          const profile = parsePlist(text(file)) as Record<string, PlistValue>;
          const content = profile.PayloadContent as Record<string, PlistValue>[];
          return [profile.PayloadUUID, ...content.map((payload) => payload.PayloadUUID)];
        });
      expect(new Set(uuids).size).toBe(uuids.length);
    });
  });
}
