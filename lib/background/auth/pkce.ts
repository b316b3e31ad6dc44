/** base64url without padding (RFC 7636 Appendix A; RFC 4648 §5). */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A random value for `state`, `nonce` and the PKCE `code_verifier`: 32 bytes from the
 * browser's CSPRNG, base64url (43 characters, within RFC 7636 §4.1's 43 to 128 of the unreserved
 * set; RFC 6749 §10.10 asks for state to be unguessable).
 */
export function randomValue(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** The S256 `code_challenge` of a verifier: BASE64URL(SHA256(ASCII(verifier))) (RFC 7636 §4.2). */
export async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}
