import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PlistValue, parse as parsePlist } from 'plist';
import { afterAll, describe, expect, test } from 'vitest';
import { policyFiles } from '../../../../scripts/deploy-kit/kit';
import { type KitOptions, readKitOptions } from '../../../../scripts/deploy-kit/options';
import { type SchemaKey, schemaKeys } from '../../../../scripts/deploy-kit/schema';
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
      schemaKeys().map((k) => [
        k.name,
        { type: k.type, title: k.title, description: k.description },
      ]),
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

/**
 * A value of the schema's type for every key; text with quotes and backslashes to escape (the
 * issuer's in its path: the kit takes only one origin there).
 */
const sample = (key: SchemaKey) =>
  key.type === 'boolean'
    ? 'true'
    : key.name === 'ssoIssuer'
      ? `https://sso.acme.example/a"${key.name}"\\value`
      : key.type === 'string'
        ? `a "${key.name}" \\ value`
        : '15';

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
      for (const [file, id, store] of [
        ['linux/chromium.json', CHROME_ID, 'https://clients2.google.com/service/update2/crx'],
        ['linux/google-chrome.json', CHROME_ID, 'https://clients2.google.com/service/update2/crx'],
        [
          'linux/microsoft-edge.json',
          EDGE_ID,
          'https://edge.microsoft.com/extensionwebstorebase/v1/crx',
        ],
      ] as const) {
        const json = JSON.parse(text(files[file])) as Json;
        expect(Object.keys(json).sort()).toEqual(['3rdparty', 'ExtensionSettings']);
        expect(json.ExtensionSettings?.[id]).toEqual({
          installation_mode: 'force_installed',
          update_url: store,
        });
        expectSchemaTyped(json['3rdparty']?.extensions?.[id] as Record<string, unknown>, keys);
        const self = JSON.parse(text(policyFiles(hosted)[file])) as Json;
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
      for (const [file, root, id] of [
        [
          'windows/google-chrome.reg',
          'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Google\\Chrome',
          CHROME_ID,
        ],
        [
          'windows/microsoft-edge.reg',
          'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Microsoft\\Edge',
          EDGE_ID,
        ],
      ] as const) {
        const reg = parseReg(files[file] as Buffer);
        const settings = reg.get(root)?.get('ExtensionSettings');
        expect(settings?.type).toBe('REG_SZ');
        expect(JSON.parse(String(settings?.value))[id]).toMatchObject({
          installation_mode: 'force_installed',
        });
        expectValues(reg.get(`${root}\\3rdparty\\extensions\\${id}\\policy`));
        expect(reg.size).toBe(2);
      }
      const firefox = parseReg(files['windows/firefox.reg'] as Buffer);
      const root = 'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Mozilla\\Firefox';
      expect(Object.fromEntries(firefox.get(`${root}\\ExtensionSettings\\${GECKO}`) ?? [])).toEqual(
        {
          installation_mode: { type: 'REG_SZ', value: 'force_installed' },
          install_url: { type: 'REG_SZ', value: 'https://intranet.acme.example/wk.xpi' },
        },
      );
      expectValues(firefox.get(`${root}\\3rdparty\\Extensions\\${GECKO}`));
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
        for (const payload of content)
          expect(payload.PayloadUUID).toMatch(/^[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}$/);
        return Object.fromEntries(
          content.map((payload) => [payload.PayloadType as string, payload]),
        );
      };
      const settingsOf = (payload: Record<string, PlistValue> | undefined) =>
        Object.fromEntries(
          Object.entries(payload ?? {}).filter(([key]) => !key.startsWith('Payload')),
        );
      for (const [file, domain, id] of [
        ['macos/google-chrome.mobileconfig', 'com.google.Chrome', CHROME_ID],
        ['macos/microsoft-edge.mobileconfig', 'com.microsoft.Edge', EDGE_ID],
      ] as const) {
        const byDomain = payloads(file);
        expect(Object.keys(byDomain).sort()).toEqual([domain, `${domain}.extensions.${id}`]);
        expect(settingsOf(byDomain[domain])).toEqual({
          ExtensionSettings: {
            [id]: expect.objectContaining({ installation_mode: 'force_installed' }),
          },
        });
        const values = settingsOf(byDomain[`${domain}.extensions.${id}`]);
        expectSchemaTyped(values, keys);
        expect(values).toEqual(options.values);
      }
      const firefox = payloads('macos/firefox.mobileconfig')['org.mozilla.firefox'];
      expect(firefox?.EnterprisePoliciesEnabled).toBe(true);
      const policies = JSON.parse(text(files['linux/firefox-policies.json'])).policies;
      expect(settingsOf(firefox)).toEqual({ EnterprisePoliciesEnabled: true, ...policies });
    });
  });
}
