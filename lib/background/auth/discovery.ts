import * as z from 'zod/mini';
import { plainHttpProblem } from '../../shared/urls/base-url';
import { authError } from './fail';

/** The parts of the provider's metadata this client uses; the rest is ignored (lenient). */
const metadataSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  revocation_endpoint: z.optional(z.string()),
});
/** The provider's endpoints, as its discovery document names them. */
export type ProviderMetadata = z.infer<typeof metadataSchema>;

/** The issuer as the person or the policy typed it, without a trailing slash. */
export function normalizeIssuer(issuer: string): string {
  return issuer.trim().replace(/\/+$/, '');
}

/**
 * Reads `{issuer}/.well-known/openid-configuration` (OpenID Connect Discovery 1.0 §4). The
 * document's `issuer` must equal the issuer URL exactly (§4.3): a document naming another
 * issuer could send the code and the tokens elsewhere, so it is refused.
 * @throws ApiError 'network' when nothing answers, 'unexpected-response' otherwise.
 */
export async function discover(issuer: string, fetchFn: typeof fetch): Promise<ProviderMetadata> {
  const wanted = normalizeIssuer(issuer);
  let response: Response;
  try {
    response = await fetchFn(`${wanted}/.well-known/openid-configuration`, {
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw authError('network', 'authProviderUnreachable', wanted);
  }
  const parsed = metadataSchema.safeParse(
    response.ok ? await response.json().catch(() => undefined) : undefined,
  );
  // Compared with and without the one trailing slash the person may have left off: the
  // issuer identifier itself is what the document says, and it must be that URL.
  if (!parsed.success || normalizeIssuer(parsed.data.issuer) !== wanted) {
    throw authError('unexpected-response', 'authDiscoveryInvalid', wanted);
  }
  // The code, the tokens and the refresh token travel to these endpoints: https, or plain http
  // only to this computer, as for the service itself.
  const { authorization_endpoint, token_endpoint, revocation_endpoint } = parsed.data;
  for (const endpoint of [authorization_endpoint, token_endpoint, revocation_endpoint]) {
    if (endpoint !== undefined && !isSecureEndpoint(endpoint)) {
      throw authError('unexpected-response', 'authEndpointInsecure', new URL(wanted).host);
    }
  }
  return parsed.data;
}

/** An https address, or an http one on this computer (localhost, 127.x.x.x, [::1]). */
function isSecureEndpoint(endpoint: string): boolean {
  try {
    const { protocol } = new URL(endpoint);
    return protocol === 'https:' || (protocol === 'http:' && !plainHttpProblem(endpoint));
  } catch {
    return false;
  }
}
