import {
  None,
  processRevocationResponse,
  ResponseBodyError,
  revocationRequest,
} from 'oauth4webapi';
import { browser } from 'wxt/browser';
import { t } from '../../shared/i18n';
import type { SignOutOutcome } from '../../shared/types/connection';
import { forgetToken } from '../connection/save';
import { clientOf, requestOptions } from './oauth';
import { AUTH_REFRESH_ALARM, renewalSettled } from './session';
import { readTokenSet, type TokenSet } from './token-set';

/**
 * Revokes the refresh token, then the access token, with oauth4webapi (RFC 7009 §2.1; the
 * refresh token first, as revoking it may end the whole grant, §2.1 last paragraph). Answers
 * false when the provider could not be told (no answer, or a refusal).
 */
async function revoke(tokens: TokenSet, endpoint: string, fetchFn: typeof fetch): Promise<boolean> {
  const as = { issuer: tokens.issuer, revocation_endpoint: endpoint };
  const client = clientOf(tokens.clientId);
  let told = true;
  const order = [
    ['refresh_token', tokens.refreshToken],
    ['access_token', tokens.accessToken],
  ] as const;
  for (const [hint, token] of order) {
    if (!token) continue;
    try {
      const response = await revocationRequest(as, client, None(), token, {
        ...requestOptions(tokens.issuer, fetchFn),
        additionalParameters: { token_type_hint: hint },
      });
      await processRevocationResponse(response);
    } catch (error) {
      // §2.2: 200 also for a token that was already invalid. §2.2.1: a provider that cannot
      // revoke this type (a self-contained JWT access token) says unsupported_token_type:
      // there is nothing to end there, the refresh token's revocation is what counts.
      told &&= error instanceof ResponseBodyError && error.error === 'unsupported_token_type';
    }
  }
  return told;
}

/**
 * Signs out: revokes at the provider when its discovery named a revocation endpoint (a failure
 * does not keep the person signed in; it is said), forgets the tokens and the cached reads,
 * and keeps the outbox's queue until the person decides about it.
 */
export async function signOut(options: { fetch?: typeof fetch } = {}): Promise<SignOutOutcome> {
  // A renewal on its way may rotate the refresh token: revoke the one it leaves stored.
  await renewalSettled();
  const tokens = await readTokenSet();
  const endpoint = tokens?.revocationEndpoint;
  const told =
    !tokens ||
    !endpoint ||
    (await revoke(tokens, endpoint, options.fetch ?? globalThis.fetch.bind(globalThis)));
  await browser.alarms.clear(AUTH_REFRESH_ALARM);
  const view = await forgetToken();
  return {
    view,
    notice: told
      ? { tone: 'success', message: t('authSignedOut') }
      : { tone: 'warning', message: t('authRevokeFailed', new URL(endpoint ?? '').origin) },
  };
}
