import { browser } from 'wxt/browser';
import type * as z from 'zod/mini';

/** Where a value lives: `local:name` or `session:name`. */
export type StorageKey = `${'local' | 'session'}:${string}`;

/** A typed storage value whose reads are checked against a zod schema. */
export interface ValidatedItem<T> {
  /** The key, with its area (`local:connection`). */
  key: StorageKey;
  /** The stored value; the fallback when nothing or something malformed is stored. */
  get(): Promise<T>;
  /** Stores the value; refuses (throws) over a value a newer version stored, which is kept. */
  set(value: T): Promise<void>;
  remove(): Promise<void>;
  /** Calls back with each new (validated) value; returns the function that stops watching. */
  watch(callback: (value: T) => void): () => void;
  /** Brings an older stored shape up to the current version (run on install and update). */
  migrate(): Promise<void>;
}

/**
 * How a stored value is checked: by `schema`, or by `read`, which reads a stored value the
 * schema alone cannot (a list checked entry by entry, so one bad entry does not hide the rest)
 * and answers undefined for the fallback. With `read`, no schema is needed: none would be used.
 */
type ValidatedItemCheck<T> =
  | { schema: z.ZodMiniType<T>; read?: undefined }
  | { read: (value: unknown) => T | undefined; schema?: z.ZodMiniType<T> };

type ValidatedItemOptions<T> = ValidatedItemCheck<T> & {
  fallback: T;
  /** The version of the stored shape; raise it and add a migration when the shape changes. */
  version?: number;
  /** `migrations[n]` turns a version n-1 value into a version n value. */
  migrations?: Record<number, (old: unknown) => unknown>;
};

/** The key under which an item's shape version is kept, beside the value. */
export function versionKey(name: string): string {
  return `${name}$version`;
}

/**
 * Defines one typed, versioned storage value. Storage is a trust boundary (older versions of
 * the extension, manual edits, a half-written value): a value that fails its schema reads as
 * the fallback instead of breaking the page that reads it. A value stored by an older version
 * is migrated step by step before it is read.
 *
 * Written on `browser.storage` directly rather than on a storage library so the popup, which
 * reads several of these on opening, downloads as little as possible.
 */
export function defineValidatedItem<T>(
  key: StorageKey,
  options: ValidatedItemOptions<T>,
): ValidatedItem<T> {
  const [areaName, name] = key.split(/:(.*)/s) as ['local' | 'session', string];
  const area = () => browser.storage[areaName];
  const current = options.version ?? 1;
  // A copy each time: callers may change what they read (push to a list) before saving it.
  const fallback = (): T => structuredClone(options.fallback);
  const check = (value: unknown): T => {
    if (value === undefined || value === null) return fallback();
    if (options.read) return options.read(value) ?? fallback();
    const parsed = options.schema.safeParse(value);
    return parsed.success ? parsed.data : fallback();
  };

  /**
   * The stored value brought to the current version (and saved so), or undefined. A value of
   * a later version than this code knows is answered as stored and never written back.
   */
  async function readMigrated(): Promise<unknown> {
    const stored = await area().get([name, versionKey(name)]);
    const value = stored[name];
    const storedVersion = stored[versionKey(name)];
    const version = typeof storedVersion === 'number' ? storedVersion : 1;
    if (value === undefined || version >= current) return value;
    let migrated: unknown = value;
    for (let step = version + 1; step <= current; step++) {
      const migration = options.migrations?.[step];
      if (migration) migrated = migration(migrated);
    }
    await area().set({ [name]: migrated, [versionKey(name)]: current });
    return migrated;
  }

  return {
    key,
    get: async () => check(await readMigrated()),
    async set(value) {
      // A value a newer version of the extension stored (the person went back to an older
      // one) is kept as it is: this version cannot know what its shape holds.
      const stored = (await area().get(versionKey(name)))[versionKey(name)];
      if (typeof stored === 'number' && stored > current) {
        throw new Error(`${key} was stored by a newer version (${stored}) and is kept unchanged`);
      }
      await area().set({ [name]: value, [versionKey(name)]: current });
    },
    remove: () => area().remove([name, versionKey(name)]),
    watch(callback) {
      const listener = (changes: Record<string, { newValue?: unknown }>, changedArea: string) => {
        if (changedArea === areaName && name in changes) callback(check(changes[name]?.newValue));
      };
      browser.storage.onChanged.addListener(listener);
      return () => browser.storage.onChanged.removeListener(listener);
    },
    migrate: async () => {
      await readMigrated();
    },
  };
}
