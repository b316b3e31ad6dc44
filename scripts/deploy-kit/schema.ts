import { readFileSync } from 'node:fs';

// The extension's policy keys come from public/managed-schema.json and from nowhere else: a
// key added there reaches every file of the kit, its README and the tests without a change here.

/** One key of the schema: its JSON type, title and description. */
export interface SchemaKey {
  name: string;
  type: 'string' | 'boolean' | 'integer' | 'number';
  title: string;
  description: string;
}

/** A preset value, typed as the schema says. */
export type PolicyValue = string | boolean | number;

const SCHEMA_FILE = new URL('../../public/managed-schema.json', import.meta.url);

/** The keys of public/managed-schema.json, in its order. */
export function schemaKeys(file: URL | string = SCHEMA_FILE): SchemaKey[] {
  const schema = JSON.parse(readFileSync(file, 'utf8')) as {
    properties: Record<string, { type: string; title?: string; description?: string }>;
  };
  return Object.entries(schema.properties).map(([name, property]) => {
    if (!['string', 'boolean', 'integer', 'number'].includes(property.type)) {
      throw new Error(
        `managed-schema.json: the kit cannot write "${name}" of type ${property.type}`,
      );
    }
    return {
      name,
      type: property.type as SchemaKey['type'],
      title: property.title ?? name,
      description: property.description ?? '',
    };
  });
}

/**
 * The value of `--set key=value` as the schema types it: true/false (or 1/0) for a boolean,
 * whole numbers for an integer. Throws a sentence for an unknown key or a value of the wrong type.
 */
export function typedValue(keys: SchemaKey[], name: string, text: string): PolicyValue {
  const key = keys.find((candidate) => candidate.name === name);
  if (!key) {
    throw new Error(
      `--set ${name}: the extension has no policy key "${name}" (it knows ${keys.map((k) => k.name).join(', ')}).`,
    );
  }
  if (key.type === 'string') return text;
  if (key.type === 'boolean') {
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
    throw new Error(`--set ${name}: "${text}" is not true or false.`);
  }
  const number = Number(text);
  const whole = key.type === 'integer';
  if (text.trim() === '' || !Number.isFinite(number) || (whole && !Number.isInteger(number))) {
    throw new Error(`--set ${name}: "${text}" is not a ${whole ? 'whole ' : ''}number.`);
  }
  return number;
}
