import { browser } from 'wxt/browser';
import type { SignInInput } from '../../shared/messages/messenger';
import { connectionSettings, newScope } from '../../shared/storage/connection-settings';
import type { ConnectionView } from '../../shared/types/connection';
import { normalizeBaseUrl, serviceOrigin } from '../../shared/urls/base-url';
import { forgetIdentityData } from '../connection/forget-identity';
import { hasHostPermission, releaseStaleOrigins } from '../connection/host-permission';
import { readManagedConfig } from '../connection/managed';
import { DEFAULT_SCOPES } from '../connection/policy';
import { probeService } from '../connection/probe';
import { connectionView } from '../connection/view';
import { type AuthorizeDeps, authorize } from './authorize';
import { normalizeIssuer } from './discovery';
import { authError } from './fail';
import { scheduleRefresh } from './session';
import { readTokenSet, saveTokenSet } from './token-set';

/** The browser and the clock, injectable for tests. */
type SignInOptions = Partial<AuthorizeDeps>;

/** `identity.launchWebAuthFlow`, interactive: the provider's login page in its own window. */
async function launch(url: string): Promise<string> {
  return (await browser.identity.launchWebAuthFlow({ url, interactive: true })) ?? '';
}

/**
 * "Sign in with your company account": the provider's sign-in (see `authorize`), then one real
 * request to the service with the access token (`X-Service-Auth-Type: OAUTH`), and only then is
 * anything stored: the token set in the worker's store, the settings with auth type OAUTH. The
 * page has asked for host access to the service and the provider on the person's click.
 * Signing in as someone else than before starts a new cache scope; their queue stays held.
 * @throws ApiError with a sentence for each way it fails; nothing is stored then.
 */
export async function signIn(
  input: SignInInput,
  options: SignInOptions = {},
): Promise<ConnectionView> {
  const [stored, managed] = await Promise.all([connectionSettings.get(), readManagedConfig()]);
  const own = {
    issuer: input.issuer?.trim() || stored.sso?.issuer,
    clientId: input.clientId?.trim() || stored.sso?.clientId,
    scopes: input.scopes?.trim() || stored.sso?.scopes,
  };
  const address = managed.serviceUrl ?? (input.serviceUrl?.trim() || stored.serviceUrl);
  const issuer = managed.ssoIssuer ?? own.issuer;
  const clientId = managed.ssoClientId ?? own.clientId;
  if (!address || !issuer || !clientId) {
    throw authError('invalid-request', 'authNeedsSettings');
  }
  const serviceUrl = normalizeBaseUrl(address);
  const issuerUrl = normalizeBaseUrl(normalizeIssuer(issuer));
  for (const url of [serviceUrl, issuerUrl]) {
    if (!(await hasHostPermission(url))) {
      throw authError('forbidden', 'authNotAllowed', serviceOrigin(url));
    }
  }
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const tokens = await authorize(
    {
      issuer: normalizeIssuer(issuer),
      clientId,
      scopes: managed.ssoScopes ?? own.scopes ?? DEFAULT_SCOPES,
    },
    {
      fetch: fetchFn,
      now: options.now ?? Date.now,
      launch: options.launch ?? launch,
      redirectUri: options.redirectUri ?? browser.identity.getRedirectURL(),
    },
  );
  await probeService(
    { serviceUrl, token: tokens.accessToken, authType: 'OAUTH' },
    { fetch: fetchFn },
  );
  const previous = await readTokenSet();
  const samePerson =
    stored.serviceUrl === serviceUrl &&
    previous?.issuer === tokens.issuer &&
    previous.subject === tokens.subject;
  await saveTokenSet(tokens, serviceOrigin(serviceUrl));
  await connectionSettings.set({
    serviceUrl,
    authType: 'OAUTH',
    sso: own,
    scope: samePerson ? stored.scope : newScope(),
  });
  if (!samePerson) await forgetIdentityData();
  await scheduleRefresh(tokens);
  await releaseStaleOrigins(
    [serviceOrigin(serviceUrl), serviceOrigin(issuerUrl)],
    async () => true,
  );
  return connectionView();
}
