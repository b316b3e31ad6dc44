import { browser } from 'wxt/browser';
import * as z from 'zod/mini';

/** What an administrator can preset by browser policy (see public/managed-schema.json). */
const managedConfigSchema = z.object({
  serviceUrl: z.optional(z.string()),
  actAs: z.optional(z.string()),
  authType: z.optional(z.string()),
  ssoIssuer: z.optional(z.string()),
  ssoClientId: z.optional(z.string()),
  ssoScopes: z.optional(z.string()),
});
const MANAGED_KEYS = [
  'serviceUrl',
  'actAs',
  'authType',
  'ssoIssuer',
  'ssoClientId',
  'ssoScopes',
] as const;
/** The organisation's preset connection fields. */
export type ManagedConfig = z.infer<typeof managedConfigSchema>;

/**
 * Reads the policy. Browsers without managed storage (or with no policy) answer nothing or
 * throw; both mean "no policy". Empty strings count as unset.
 */
export async function readManagedConfig(): Promise<ManagedConfig> {
  let raw: unknown;
  try {
    raw = await browser.storage.managed.get(null);
  } catch {
    return {};
  }
  const parsed = managedConfigSchema.safeParse(raw ?? {});
  if (!parsed.success) return {};
  const config: ManagedConfig = {};
  for (const key of MANAGED_KEYS) {
    const value = parsed.data[key]?.trim();
    if (value) config[key] = value;
  }
  return config;
}
