import { parseReg } from './reg-grammar';

// A registry in memory, as `reg import` changes it, and Firefox's reading of its policy key,
// by the rules of WindowsGPOParser.sys.mjs's registryToObject (mozilla-central,
// toolkit/components/enterprisepolicies/): a key's values first, each a property (REG_MULTI_SZ
// parsed as JSON, REG_SZ as text, REG_DWORD as a number); a key whose first value is named "1"
// is an array. Then its subkeys, each a property holding the subkey read the same way, which
// replaces a value of the same name; a key whose first subkey is named "1" is an array.

/** A value as the registry holds it; REG_MULTI_SZ is what Firefox's ADMX "multiText" writes. */
type RegistryValue =
  | { type: 'REG_SZ'; value: string }
  | { type: 'REG_MULTI_SZ'; value: string[] }
  | { type: 'REG_DWORD'; value: number };

/** Key path (any case) to its values, in the order they were written. */
export type Registry = Map<string, Map<string, RegistryValue>>;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** What `reg import file.reg` does: creates each key and sets its values, replacing same-named ones. */
export function importReg(registry: Registry, file: Buffer): void {
  for (const [key, values] of parseReg(file)) {
    // `[-key]` deletes the key and everything under it, as regedit does.
    if (key.startsWith('-')) {
      const gone = key.slice(1).toLowerCase();
      for (const path of [...registry.keys()])
        if (path.toLowerCase() === gone || path.toLowerCase().startsWith(`${gone}\\`))
          registry.delete(path);
      continue;
    }
    const known = [...registry.keys()].find((path) => same(path, key)) ?? key;
    const target = registry.get(known) ?? new Map<string, RegistryValue>();
    for (const [name, data] of values) target.set(name, data);
    registry.set(known, target);
  }
}

function readValue(data: RegistryValue): unknown {
  if (data.type === 'REG_MULTI_SZ') return JSON.parse(data.value.join('\n'));
  return data.value;
}

/** The direct subkeys of `key` (a deeper key implies its parents), in alphabetical order. */
function subkeys(registry: Registry, key: string): string[] {
  const prefix = `${key.toLowerCase()}\\`;
  const names = [...registry.keys()]
    .filter((path) => path.toLowerCase().startsWith(prefix))
    .map((path) => path.slice(prefix.length).split('\\')[0] as string);
  return [...new Set(names)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
}

/** `registryToObject` on `key`: the object (or array) Firefox builds from it. */
export function registryToObject(registry: Registry, key: string): unknown {
  const values = [...registry].find(([known]) => same(known, key))?.[1] ?? new Map();
  const object: Record<string, unknown> = {};
  const names = [...values.keys()];
  if (names[0] === '1') return names.map((name) => readValue(values.get(name) as RegistryValue));
  for (const name of names) object[name] = readValue(values.get(name) as RegistryValue);
  const children = subkeys(registry, key);
  if (children[0] === '1') {
    return children.map((child) => registryToObject(registry, `${key}\\${child}`));
  }
  for (const child of children) object[child] = registryToObject(registry, `${key}\\${child}`);
  return object;
}
