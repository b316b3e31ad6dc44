import { readFileSync } from 'node:fs';
import { serviceAddress } from './address';

// The extension's policy keys come from public/managed-schema.json and from nowhere else: a
// key added there reaches every file of the kit, its README and the tests without a change here.
// Its rules are the subset of JSON Schema Chromium checks a policy against (type, enum,
// minimum, maximum, pattern: components/policy/core/common/schema.cc); the kit refuses what
// Chromium would drop, so a value never reaches one browser and not the other.

/** One key of the schema: its JSON type, title, description and rules. */
export interface SchemaKey {
  name: string;
  type: 'string' | 'boolean' | 'integer' | 'number';
  title: string;
  description: string;
  /** The only values allowed, when the schema lists them. */
  enum?: (string | number)[];
  minimum?: number;
  maximum?: number;
  /** A regular expression the text must match somewhere (JSON Schema's, and RE2's, search). */
  pattern?: string;
}

/** A preset value, typed as the schema says. */
export type PolicyValue = string | boolean | number;

/**
 * The keys that hold an address, checked with the extension's own rule (lib/shared/urls). Not a
 * `pattern` in the schema: Chromium erases a policy value that fails its schema without a word
 * (`FilterBundle`, drop_invalid_component_policies), so a value with a leading space or in
 * capitals would leave the service unlocked, where the extension names the key and the problem.
 */
export const ADDRESS_KEYS = new Set(['serviceUrl', 'ssoIssuer']);

/** The largest whole number a Windows REG_DWORD holds (the kit's .reg files write them so). */
const DWORD_MAX = 0xffffffff;

const SCHEMA_FILE = new URL('../../public/managed-schema.json', import.meta.url);

/** The keys of public/managed-schema.json, in its order. */
export function schemaKeys(file: URL | string = SCHEMA_FILE): SchemaKey[] {
  const schema = JSON.parse(readFileSync(file, 'utf8')) as {
    properties: Record<string, Omit<SchemaKey, 'name' | 'type'> & { type: string }>;
  };
  return Object.entries(schema.properties).map(([name, property]) => {
    if (!['string', 'boolean', 'integer', 'number'].includes(property.type)) {
      throw new Error(
        `managed-schema.json: the kit cannot write "${name}" of type ${property.type}`,
      );
    }
    return {
      ...property,
      name,
      type: property.type as SchemaKey['type'],
      title: property.title ?? name,
      description: property.description ?? '',
    };
  });
}

/** The value as its type reads it: true/false (or 1/0), a number, or the text. */
function typed(key: SchemaKey, text: string): PolicyValue {
  const name = key.name;
  if (key.type === 'string') {
    // A .reg file's REG_SZ is one line; a policy value with a control character is a paste error.
    if (/\p{Cc}/u.test(text)) {
      throw new Error(`--set ${name}: the text holds a line break or a control character.`);
    }
    return text;
  }
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

/** Refuses a value outside the schema's enum, range or pattern, in a sentence naming the rule. */
function checkRules(key: SchemaKey, value: PolicyValue): void {
  const name = key.name;
  if (key.enum && !key.enum.includes(value as string | number)) {
    throw new Error(
      `--set ${name}: ${JSON.stringify(value)} is not one of the values the extension takes: ${key.enum.map((v) => JSON.stringify(v)).join(', ')}.`,
    );
  }
  if (typeof value === 'number') {
    const low = key.minimum ?? (key.type === 'integer' ? 0 : undefined);
    const high = key.maximum ?? (key.type === 'integer' ? DWORD_MAX : undefined);
    if ((low !== undefined && value < low) || (high !== undefined && value > high)) {
      throw new Error(`--set ${name}: ${value} is outside ${low ?? '…'} to ${high ?? '…'}.`);
    }
  }
  if (typeof value === 'string' && key.pattern && !new RegExp(key.pattern, 'u').test(value)) {
    throw new Error(
      ADDRESS_KEYS.has(key.name)
        ? `--set ${name}: "${value}" is not a web address (https://…).`
        : `--set ${name}: "${value}" does not match the schema's pattern ${key.pattern}.`,
    );
  }
}

/**
 * The value of `--set key=value` as the schema types and allows it: true/false (or 1/0) for a
 * boolean, whole numbers for an integer (0 to 4294967295 unless the schema says otherwise: a
 * REG_DWORD), one of the schema's `enum`, within `minimum`/`maximum`, matching `pattern`; an
 * address checked as the extension checks it. Throws a sentence naming the key and the rule.
 */
export function typedValue(keys: SchemaKey[], name: string, text: string): PolicyValue {
  const key = keys.find((candidate) => candidate.name === name);
  if (!key) {
    throw new Error(
      `--set ${name}: the extension has no policy key "${name}" (it knows ${keys.map((k) => k.name).join(', ')}).`,
    );
  }
  const value = typed(key, text);
  checkRules(key, value);
  if (!ADDRESS_KEYS.has(name)) return value;
  const address = serviceAddress(value as string);
  if ('problem' in address) throw new Error(`--set ${name}: ${address.problem}`);
  // The service's address as the extension stores it; an issuer as given (it must match the
  // provider's own `issuer` exactly, and the extension only trims its trailing slash).
  return name === 'serviceUrl' ? address.url : value;
}
