import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM_REDIRECT_URI } from '../../../../server/sso/demo-client';
import type { RunningServer } from '../../../../server/start';
import { startTestServer } from '../../../support/service';
import {
  authorizeUrl,
  CookieJar,
  get,
  issuerOf,
  pkcePair,
  tokenRequest,
} from '../../../support/sso';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ sso: {} });
});
afterAll(() => server.close());

/** Where the provider sends the browser back for an authorization request with these values. */
async function answerTo(params: Record<string, string>): Promise<URL> {
  const response = await get(
    new CookieJar(),
    authorizeUrl(server, { code_challenge: pkcePair().challenge, ...params }),
  );
  return new URL(response.headers.get('location') ?? '', server.url);
}

describe('the demo provider offers a public client only the code grant with PKCE', () => {
  test('discovery advertises the code response type, the code and refresh grants, no secret', async () => {
    const response = await fetch(`${issuerOf(server)}/.well-known/openid-configuration`);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.grant_types_supported).toEqual(['authorization_code', 'refresh_token']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.token_endpoint_auth_methods_supported).toEqual(['none']);
  });

  test.each(['id_token', 'code id_token', 'token', 'none'])(
    'refuses the response type “%s” (implicit and hybrid)',
    async (responseType) => {
      const back = await answerTo({ response_type: responseType });
      expect(back.origin + back.pathname).toBe(CHROMIUM_REDIRECT_URI);
      expect(back.searchParams.get('error') ?? back.hash).toMatch(/unsupported_response_type/);
      expect(back.searchParams.get('code')).toBeNull();
    },
  );

  test('refuses the plain PKCE method: S256 only', async () => {
    const back = await answerTo({ code_challenge_method: 'plain' });
    expect(back.searchParams.get('error')).toBe('invalid_request');
  });

  test.each(['implicit', 'client_credentials', 'password'])(
    'refuses the grant type “%s” at the token endpoint',
    async (grantType) => {
      const answer = await tokenRequest(server, {
        grant_type: grantType,
        redirect_uri: CHROMIUM_REDIRECT_URI,
      });
      expect(answer.status).toBe(400);
      expect(answer.json.error).toMatch(/unsupported_grant_type|unauthorized_client/);
      expect(answer.json.access_token).toBeUndefined();
    },
  );
});
