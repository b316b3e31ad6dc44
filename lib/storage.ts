import { type StorageItemKey, storage } from 'wxt/utils/storage';
import type * as z from 'zod/mini';

/** A typed storage value whose reads are checked against a zod schema. */
export interface ValidatedItem<T> {
  /** The key in `browser.storage` (`local:` or `session:` prefixed). */
  key: StorageItemKey;
  /** The stored value; the fallback when nothing or something malformed is stored. */
  get(): Promise<T>;
  set(value: T): Promise<void>;
  remove(): Promise<void>;
  /** Calls back with each new (validated) value; returns the function that stops watching. */
  watch(callback: (value: T) => void): () => void;
  /** Brings an older stored shape up to the current version (run on install and update). */
  migrate(): Promise<void>;
}

interface ValidatedItemOptions<T> {
  schema: z.ZodMiniType<T>;
  fallback: T;
  /** The version of the stored shape; raise it and add a migration when the shape changes. */
  version?: number;
  /** `migrations[n]` turns a version n-1 value into a version n value. */
  migrations?: Record<number, (old: unknown) => unknown>;
}

/**
 * Defines one typed, versioned storage value. Storage is a trust boundary (other versions of
 * the extension, manual edits, a half-written value): a value that fails its schema reads as
 * the fallback instead of breaking the page that reads it.
 */
export function defineValidatedItem<T>(
  key: StorageItemKey,
  options: ValidatedItemOptions<T>,
): ValidatedItem<T> {
  const item = storage.defineItem<unknown>(key, {
    fallback: options.fallback,
    version: options.version,
    migrations: options.migrations,
  });
  const check = (value: unknown): T => {
    const parsed = options.schema.safeParse(value);
    return parsed.success ? parsed.data : options.fallback;
  };
  return {
    key,
    get: async () => check(await item.getValue()),
    set: (value) => item.setValue(value),
    remove: () => item.removeValue(),
    watch: (callback) => item.watch((value) => callback(check(value))),
    migrate: () => item.migrate(),
  };
}
