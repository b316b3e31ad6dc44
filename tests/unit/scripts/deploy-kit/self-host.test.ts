import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, test } from 'vitest';
import {
  extensionIdOfKey,
  gupdateXml,
  packCrx,
  packXpi,
  selfHostedHosts,
  updatesJson,
} from '../../../../scripts/deploy-kit/self-host';
import { crx3Zip, zipEntries } from '../../../support/zip-entries';

// The self-hosted packages, made from a small built extension: the CRX3 is signed with the
// administrator's key and names the update manifest; the XPI names updates.json.

const work = mkdtempSync(join(tmpdir(), 'wk-self-host-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function builtExtension(manifest: Record<string, unknown>): string {
  const dir = join(work, `build-${Math.random().toString(36).slice(2)}`);
  mkdirSync(join(dir, 'icons'), { recursive: true });
  writeFileSync(
    join(dir, 'manifest.json'),
    JSON.stringify({ manifest_version: 3, name: 'WK', version: '1.2.0', ...manifest }),
  );
  writeFileSync(join(dir, 'icons', 'a.txt'), 'a file in a folder');
  return dir;
}

/** The store build's host patterns, which a self-hosted build must not carry. */
const STORE_HOSTS = { optional_host_permissions: ['https://*/*', 'http://*/*'] };
const HOSTS = ['https://kb.acme.example/*', 'https://login.acme.example/*'];

const keyPath = join(work, 'admin.pem');
writeFileSync(
  keyPath,
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }),
);

describe('self-hosted packages', () => {
  test('the CRX3: signed with the key, its id the key’s, its manifest naming the update manifest', async () => {
    const packed = await packCrx({
      sourceDir: builtExtension({ key: 'the demo build’s public key', ...STORE_HOSTS }),
      keyPath,
      updateUrl: 'https://intranet.example/wk/updates.xml',
      hosts: HOSTS,
      outFile: (version) => join(work, `wk-${version}.crx`),
      version: '1.3.0',
    });
    expect(packed).toMatchObject({ version: '1.3.0', file: join(work, 'wk-1.3.0.crx') });
    // Two ways to the id: crx3's, and the rule Chromium uses (SHA-256 of the public key, a-p).
    expect(packed.id).toBe(extensionIdOfKey(readFileSync(keyPath, 'utf8')));
    const { version, header, zip } = crx3Zip(readFileSync(packed.file));
    expect(version).toBe(3);
    const spki = createPublicKey(createPrivateKey(readFileSync(keyPath))).export({
      type: 'spki',
      format: 'der',
    });
    expect(header.indexOf(spki)).toBeGreaterThan(-1);
    const files = zipEntries(zip);
    expect([...files.keys()].sort()).toEqual(['icons/a.txt', 'manifest.json']);
    const manifest = JSON.parse(String(files.get('manifest.json')));
    expect(manifest.update_url).toBe('https://intranet.example/wk/updates.xml');
    expect(manifest.version).toBe('1.3.0');
    // The build's own key would give it another id than the signing key's.
    expect(manifest.key).toBeUndefined();
    // Exactly the service and the issuer: no wildcard, nothing optional to ask for later.
    expect(manifest.host_permissions).toEqual(HOSTS);
    expect(manifest.optional_host_permissions).toBeUndefined();
  });

  test('the gupdate XML parses, with the id, version and address escaped', () => {
    const xml = gupdateXml(
      'abcdefghijklmnopabcdefghijklmnop',
      '1.3.0',
      'https://x.example/wk.crx?a=1&b=2',
    );
    const doc = new new Window().DOMParser().parseFromString(xml, 'application/xml');
    const gupdate = doc.documentElement;
    expect(gupdate.tagName).toBe('gupdate');
    expect(gupdate.getAttribute('xmlns')).toBe('http://www.google.com/update2/response');
    expect(gupdate.getAttribute('protocol')).toBe('2.0');
    const app = gupdate.getElementsByTagName('app')[0];
    expect(app?.getAttribute('appid')).toBe('abcdefghijklmnopabcdefghijklmnop');
    const check = app?.getElementsByTagName('updatecheck')[0];
    expect(check?.getAttribute('codebase')).toBe('https://x.example/wk.crx?a=1&b=2');
    expect(check?.getAttribute('version')).toBe('1.3.0');
  });

  test('the XPI: its manifest has the gecko id and update_url; updates.json offers it', () => {
    const packed = packXpi({
      sourceDir: builtExtension({
        browser_specific_settings: {
          gecko: { id: 'placeholder@example.com', strict_min_version: '140.0' },
        },
        ...STORE_HOSTS,
      }),
      geckoId: 'wk@acme.example',
      updateUrl: 'https://intranet.example/wk/updates.json',
      hosts: HOSTS,
      outFile: (version) => join(work, `wk-${version}.xpi`),
    });
    expect(packed.version).toBe('1.2.0');
    const manifest = JSON.parse(String(zipEntries(readFileSync(packed.file)).get('manifest.json')));
    expect(manifest.browser_specific_settings.gecko).toEqual({
      id: 'wk@acme.example',
      strict_min_version: '140.0',
      update_url: 'https://intranet.example/wk/updates.json',
    });
    expect(manifest.host_permissions).toEqual(HOSTS);
    expect(manifest.optional_host_permissions).toBeUndefined();
    expect(
      updatesJson('wk@acme.example', '1.2.0', 'https://intranet.example/wk/wk-1.2.0.xpi'),
    ).toEqual({
      addons: {
        'wk@acme.example': {
          updates: [{ version: '1.2.0', update_link: 'https://intranet.example/wk/wk-1.2.0.xpi' }],
        },
      },
    });
  }, 30_000);

  test('the hosts are the preset service’s and issuer’s origins, once each, with no port or path', () => {
    expect(
      selfHostedHosts({
        serviceUrl: 'https://kb.acme.example:8443',
        ssoIssuer: 'https://login.acme.example/realms/staff',
        actAs: 'someone@acme.example',
      }),
    ).toEqual(['https://kb.acme.example/*', 'https://login.acme.example/*']);
    expect(
      selfHostedHosts({
        serviceUrl: 'https://kb.acme.example',
        ssoIssuer: 'https://kb.acme.example/oidc',
      }),
    ).toEqual(['https://kb.acme.example/*']);
  });
});
