import { browser } from 'wxt/browser';
import * as z from 'zod/mini';
import type { ValidatedItem } from './item';

/** What a managed policy says of one setting: its value, or that it holds one of the wrong type. */
export interface PolicyPreset<T> {
  /** The organisation's value, when it set one of the right type. */
  value?: T;
  /** True when the policy gives the key a value `schema` refuses: ignored, and said. */
  ignored?: boolean;
}

/**
 * A policy's true or false as it may be written. Windows' registry has no boolean: a `REG_DWORD`
 * of 1 or 0 is how an administrator writes one there, and Firefox passes that number on as it is
 * (Chromium converts it against the schema), so 1 and 0 count as true and false from any source
 * (readPolicyBoolean). Turned into a boolean after the check rather than by a zod pipe and
 * transform, which only this schema used: 0.3 KB gzip of the worker (issue 44's size budget).
 */
const policyBoolean = z.union([z.boolean(), z.literal(1), z.literal(0)]);

/**
 * Reads the managed policy key `key` of a setting the person may also choose: undefined when
 * the organisation did not set it, or when the browser has no managed storage (it answers
 * nothing or throws); a value `schema` refuses is ignored and reported (`ignored`).
 */
export async function readPolicyPreset<T>(
  key: string,
  schema: z.ZodMiniType<T>,
): Promise<PolicyPreset<T>> {
  try {
    const set = (await browser.storage.managed.get(key))?.[key];
    if (set === undefined) return {};
    const parsed = schema.safeParse(set);
    return parsed.success ? { value: parsed.data } : { ignored: true };
  } catch {
    return {};
  }
}

/** The managed policy key `key` as true or false (1 and 0 count), as readPolicyPreset reads it. */
export async function readPolicyBoolean(key: string): Promise<PolicyPreset<boolean>> {
  const { value, ignored } = await readPolicyPreset(key, policyBoolean);
  return value === undefined ? { ignored } : { value: value === true || value === 1 };
}

/**
 * Calls `reread` whenever the person's own choice (`own`) or the policy changes (browsers
 * report a new policy as a change of the `managed` area). Returns the stop function.
 */
export function watchPreset(own: ValidatedItem<unknown>, reread: () => void): () => void {
  const stopOwn = own.watch(reread);
  const onManaged = (_changes: unknown, area: string) => {
    if (area === 'managed') reread();
  };
  browser.storage.onChanged.addListener(onManaged);
  return () => {
    stopOwn();
    browser.storage.onChanged.removeListener(onManaged);
  };
}
