import { describe, expect, it } from 'vitest';
import { discover } from '../../../../../lib/background/auth/discovery';

const ISSUER = 'https://login.acme.example';

/** A fetch that answers discovery with this document. */
const answering = (document: Record<string, unknown>): typeof fetch =>
  (async () =>
    new Response(JSON.stringify(document), {
      headers: { 'Content-Type': 'application/json' },
    })) as typeof fetch;

const endpoints = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/auth`,
  token_endpoint: `${ISSUER}/token`,
  revocation_endpoint: `${ISSUER}/revoke`,
};

describe('discovery', () => {
  it('answers the endpoints of a document that names this issuer', async () => {
    await expect(discover(ISSUER, answering(endpoints))).resolves.toMatchObject(endpoints);
  });

  it('refuses a document naming another issuer', async () => {
    const other = { ...endpoints, issuer: 'https://evil.example' };
    await expect(discover(ISSUER, answering(other))).rejects.toMatchObject({
      message: expect.stringMatching(/names another issuer/),
    });
  });

  it.each(['authorization_endpoint', 'token_endpoint', 'revocation_endpoint'])(
    'refuses a %s over plain http away from this computer: codes and tokens would travel unencrypted',
    async (name) => {
      const plain = { ...endpoints, [name]: 'http://login.acme.example/x' };
      await expect(discover(ISSUER, answering(plain))).rejects.toMatchObject({
        message: expect.stringMatching(/login\.acme\.example.*https/),
      });
    },
  );

  it('accepts http endpoints on this computer (the demo provider)', async () => {
    const local = 'http://127.0.0.1:8787/oidc';
    const document = {
      issuer: local,
      authorization_endpoint: `${local}/auth`,
      token_endpoint: `${local}/token`,
    };
    await expect(discover(local, answering(document))).resolves.toMatchObject(document);
  });
});
