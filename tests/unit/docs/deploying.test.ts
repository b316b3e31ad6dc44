import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CHROME,
  chromiumMacExtensionDomain,
  EDGE,
  FIREFOX,
} from '../../../scripts/deploy-kit/browsers';
import { expectValidPresets, jsonBlocks, objectAt, presetsOf, schema } from './policy-examples';

// The administrator's guide: its JSON examples against the policy schema, and the findings of
// issue 42 (instructions that would break a rollout) kept out of it.
const guide = readFileSync('docs/deploying.md', 'utf8');
const KEYS = Object.keys(schema.properties);
const blocks = jsonBlocks(guide);
const presets = blocks.flatMap((block) => presetsOf(block.json));

describe('docs/deploying.md', () => {
  it('has JSON examples that parse, and presets in them', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    expect(presets.length).toBeGreaterThanOrEqual(4);
  });

  it('presets only keys of managed-schema.json, each of the schema’s type', () => {
    expectValidPresets(presets);
  });

  it('shows every managed key in an example and in the table of keys', () => {
    const shown = new Set(presets.flatMap((preset) => Object.keys(preset)));
    for (const key of KEYS) {
      expect(shown, key).toContain(key);
      expect(guide, key).toMatch(new RegExp(`^\\| \`${key}\` +\\|`, 'm'));
    }
  });

  it('puts the presets where each browser reads them, with one install policy each', () => {
    const chrome = blocks.filter((block) => objectAt(block.json, '3rdparty', 'extensions'));
    const firefox = blocks.filter((block) =>
      objectAt(block.json, 'policies', '3rdparty', 'Extensions'),
    );
    expect(chrome.length).toBeGreaterThan(0);
    expect(firefox.length).toBeGreaterThan(0);
    for (const block of chrome) {
      // One install policy, for the same id as the preset (not a forcelist beside it).
      expect(block.json.ExtensionInstallForcelist).toBeUndefined();
      const ids = Object.keys(objectAt(block.json, '3rdparty', 'extensions') ?? {});
      expect(Object.keys(objectAt(block.json, 'ExtensionSettings') ?? {})).toEqual(ids);
    }
    for (const block of firefox) {
      // Firefox names the add-on by its gecko id, the same under ExtensionSettings and 3rdparty.
      const ids = Object.keys(objectAt(block.json, 'policies', '3rdparty', 'Extensions') ?? {});
      expect(Object.keys(objectAt(block.json, 'policies', 'ExtensionSettings') ?? {})).toEqual(ids);
    }
  });

  it('keeps the findings of issue 42 out', () => {
    // The demo id, whose private key nobody has, is never an example to roll out.
    expect(blocks.map((block) => block.text).join('')).not.toContain(
      'meompmifbppdkljikflbpopfciciifnj',
    );
    // macOS: the extension's keys in their own preference domain (1, 2).
    expect(guide).toContain(chromiumMacExtensionDomain(CHROME, '<id>'));
    expect(guide).toContain(chromiumMacExtensionDomain(EDGE, '<id>'));
    expect(guide).not.toMatch(/3rdparty` → `extensions` → `<id>`/);
    // Self-hosted updates (3, 4).
    expect(guide).toContain('"override_update_url": true');
    expect(guide).toContain('gecko.update_url');
    // Firefox on Linux reads exactly one file (5).
    expect(guide).toContain(FIREFOX.linuxFile);
    expect(guide).toMatch(/exactly one file/);
    expect(guide).not.toMatch(/reads both/);
    // Firefox on Windows: the registry, not its ADMX templates (6).
    expect(guide).not.toMatch(/Group Policy \(Firefox's ADMX templates\) with the same names/);
    expect(guide).toContain(FIREFOX.windowsKey);
  });

  it('names a source for each browser’s policy locations', () => {
    // Every row of the "where" tables cites the vendor's documentation or source.
    const section = guide.slice(
      guide.indexOf('## Where each browser reads policy'),
      guide.indexOf('## Hosting it yourself'),
    );
    const rows = section.split('\n').filter((line) => /^\| (Linux|Windows|macOS) /.test(line));
    expect(rows.length).toBe(9);
    for (const row of rows) expect(row).toMatch(/\[https:\/\/|policy_loader_(win\.cc|mac\.mm)/);
  });

  it('has a "check that it worked" list for each browser, and links the sizing figures', () => {
    const check = guide.slice(guide.indexOf('## Check that it worked'));
    for (const browser of ['**Chrome and Chromium**', '**Edge**', '**Firefox**']) {
      expect(check).toContain(browser);
    }
    for (const page of ['chrome://policy', 'edge://policy', 'about:policies'])
      expect(check).toContain(page);
    expect(guide).toContain('](sizing.md)');
  });
});
