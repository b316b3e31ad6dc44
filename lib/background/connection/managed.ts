import { browser } from 'wxt/browser';
import * as z from 'zod/mini';

/** The keys an administrator can preset by browser policy (see public/managed-schema.json). */
const MANAGED_KEYS = [
  'serviceUrl',
  'actAs',
  'authType',
  'ssoIssuer',
  'ssoClientId',
  'ssoScopes',
] as const;
type ManagedKey = (typeof MANAGED_KEYS)[number];
/** The organisation's preset connection fields. */
export type ManagedConfig = Partial<Record<ManagedKey, string>>;

/** The policy as read: the usable values, and the keys whose value was of the wrong type. */
export interface ManagedPolicy {
  config: ManagedConfig;
  /** Keys of the schema the policy set to something other than text (ignored, and said). */
  ignored: ManagedKey[];
}

/** Every key is text (managed-schema.json); each value is checked on its own. */
const text = z.string();

/**
 * Reads the policy key by key: a value of the wrong type is ignored alone (the other keys
 * still apply) and named in `ignored`, so the options page can say which one IT must fix.
 * Browsers without managed storage (or with no policy) answer nothing or throw; both mean
 * "no policy". Empty strings count as unset; keys the schema does not know are left alone.
 */
export async function readManagedPolicy(): Promise<ManagedPolicy> {
  let raw: unknown;
  try {
    raw = await browser.storage.managed.get(null);
  } catch {
    return { config: {}, ignored: [] };
  }
  const record = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const policy: ManagedPolicy = { config: {}, ignored: [] };
  for (const key of MANAGED_KEYS) {
    if (record[key] === undefined || record[key] === null) continue;
    const parsed = text.safeParse(record[key]);
    if (!parsed.success) policy.ignored.push(key);
    else if (parsed.data.trim()) policy.config[key] = parsed.data.trim();
  }
  return policy;
}

/** The usable part of the policy (see `readManagedPolicy`). */
export async function readManagedConfig(): Promise<ManagedConfig> {
  return (await readManagedPolicy()).config;
}
