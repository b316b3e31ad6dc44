import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The administrator's guide's JSON examples, checked against the policy schema the browsers
// use: an example that names a key the extension does not know, or gives a key the wrong type,
// would be copied into real policies.
const guide = readFileSync('docs/deploying.md', 'utf8');
const schema = JSON.parse(readFileSync('public/managed-schema.json', 'utf8')) as {
  properties: Record<string, { type: string }>;
};
const KEYS = Object.keys(schema.properties);

/** Every ```json block of the guide, parsed. */
const blocks = [...guide.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => ({
  text: match[1] ?? '',
  json: JSON.parse(match[1] ?? '') as Record<string, unknown>,
}));

type Json = Record<string, unknown>;
const objectAt = (value: unknown, ...path: string[]): Json | undefined =>
  path.reduce<unknown>((at, key) => (at as Json | undefined)?.[key], value) as Json | undefined;

/** The extension's managed values an example holds: Chrome's, Firefox's, or the bare preset. */
function presetsOf(json: Json): Json[] {
  const chrome = objectAt(json, '3rdparty', 'extensions');
  const firefox = objectAt(json, 'policies', '3rdparty', 'Extensions');
  const perId = chrome ?? firefox;
  if (perId) return Object.values(perId) as Json[];
  return json.policies || json.ExtensionInstallForcelist ? [] : [json];
}

const presets = blocks.flatMap((block) => presetsOf(block.json));

describe('docs/deploying.md', () => {
  it('has JSON examples that parse, and presets in them', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    expect(presets.length).toBeGreaterThanOrEqual(4);
  });

  it('presets only keys of managed-schema.json, each of the schema’s type', () => {
    for (const preset of presets) {
      for (const [key, value] of Object.entries(preset)) {
        expect(KEYS, `unknown policy key ${key}`).toContain(key);
        expect(typeof value, key).toBe(schema.properties[key]?.type);
      }
    }
  });

  it('shows every managed key in an example and in the table of keys', () => {
    const shown = new Set(presets.flatMap((preset) => Object.keys(preset)));
    for (const key of KEYS) {
      expect(shown, key).toContain(key);
      expect(guide, key).toMatch(new RegExp(`^\\| \`${key}\` +\\|`, 'm'));
    }
  });

  it('puts the presets where each browser reads them', () => {
    const chrome = blocks.filter((block) => objectAt(block.json, '3rdparty', 'extensions'));
    const firefox = blocks.filter((block) =>
      objectAt(block.json, 'policies', '3rdparty', 'Extensions'),
    );
    expect(chrome.length).toBeGreaterThan(0);
    expect(firefox.length).toBeGreaterThan(0);
    for (const block of firefox) {
      // Firefox names the add-on by its gecko id, the same under ExtensionSettings and 3rdparty.
      const ids = Object.keys(objectAt(block.json, 'policies', '3rdparty', 'Extensions') ?? {});
      expect(Object.keys(objectAt(block.json, 'policies', 'ExtensionSettings') ?? {})).toEqual(ids);
    }
  });

  it('links the sizing figures', () => {
    expect(guide).toContain('](sizing.md)');
  });
});
