import * as z from 'zod/mini';
import { authError } from './fail';

/** The token endpoint's answer (RFC 6749 §5.1), read leniently. */
const tokenResponseSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.string(),
  expires_in: z.optional(z.number()),
  refresh_token: z.optional(z.string()),
  id_token: z.optional(z.string()),
});
/** What the token endpoint granted. */
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

const errorSchema = z.object({ error: z.string(), error_description: z.optional(z.string()) });

/**
 * One request to the token endpoint: form-encoded POST (RFC 6749 §4.1.3 for the code, §6 for a
 * refresh), as a public client that names itself with `client_id` and has no secret (§2.1;
 * PKCE stands in for it). A refusal (§5.2, e.g. invalid_grant) is an 'unauthorized' ApiError
 * with the provider's error; no answer at all is 'network'.
 */
export async function tokenRequest(
  endpoint: string,
  params: Record<string, string>,
  fetchFn: typeof fetch,
): Promise<TokenResponse> {
  let response: Response;
  try {
    response = await fetchFn(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: new URLSearchParams(params).toString(),
    });
  } catch {
    throw authError('network', 'authProviderUnreachable', new URL(endpoint).origin);
  }
  const json: unknown = await response.json().catch(() => undefined);
  const granted = tokenResponseSchema.safeParse(json);
  // RFC 6750: the type is compared case-insensitively; only Bearer is sent as such.
  if (response.ok && granted.success && granted.data.token_type.toLowerCase() === 'bearer') {
    return granted.data;
  }
  const refusal = errorSchema.safeParse(json);
  if (response.status >= 400 && response.status < 500 && refusal.success) {
    throw authError(
      'unauthorized',
      'authProviderError',
      refusal.data.error_description ?? refusal.data.error,
    );
  }
  throw authError(
    response.status >= 500 ? 'server' : 'unexpected-response',
    'authTokenInvalid',
    `HTTP ${response.status}`,
  );
}
