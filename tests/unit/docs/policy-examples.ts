import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

// The policy examples of a Markdown document (its ```json blocks) and the presets in them,
// checked against the policy schema the browsers use: an example that names a key the
// extension does not know, or gives a key the wrong type, would be copied into real policies.

export const schema = JSON.parse(readFileSync('public/managed-schema.json', 'utf8')) as {
  properties: Record<string, { type: string }>;
};

type Json = Record<string, unknown>;
export const objectAt = (value: unknown, ...path: string[]): Json | undefined =>
  path.reduce<unknown>((at, key) => (at as Json | undefined)?.[key], value) as Json | undefined;

/** Every ```json block of the document, parsed. */
export const jsonBlocks = (markdown: string) =>
  [...markdown.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => ({
    text: match[1] ?? '',
    json: JSON.parse(match[1] ?? '') as Json,
  }));

/** The extension's managed values an example holds: Chrome's, Firefox's, or the bare preset. */
export function presetsOf(json: Json): Json[] {
  const chrome = objectAt(json, '3rdparty', 'extensions');
  const firefox = objectAt(json, 'policies', '3rdparty', 'Extensions');
  const perId = chrome ?? firefox;
  if (perId) return Object.values(perId) as Json[];
  return json.policies || json.ExtensionSettings || json.ExtensionInstallForcelist ? [] : [json];
}

/** Each preset names only keys of managed-schema.json, each of the schema's type. */
export function expectValidPresets(presets: Json[]) {
  for (const preset of presets) {
    for (const [key, value] of Object.entries(preset)) {
      expect(Object.keys(schema.properties), `unknown policy key ${key}`).toContain(key);
      const type = schema.properties[key]?.type;
      // JSON Schema's "integer" is a whole number, which JavaScript types as a number.
      if (type === 'integer') expect(Number.isInteger(value), key).toBe(true);
      else expect(typeof value, key).toBe(type);
    }
  }
}
