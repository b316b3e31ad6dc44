import { toApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import { connectionSettings } from '../../shared/storage/connection-settings';
import type { ConnectionView } from '../../shared/types/connection';
import { normalizeBaseUrl, plainHttpProblem, serviceOrigin } from '../../shared/urls/base-url';
import { readManagedConfig } from './managed';
import { applyPolicy } from './policy';
import { readToken } from './token-store';

/** The connection as pages see it (never the token). */
export async function connectionView(): Promise<ConnectionView> {
  const [settings, managed, token] = await Promise.all([
    connectionSettings.get(),
    readManagedConfig(),
    readToken(),
  ]);
  const effective = applyPolicy(settings, managed);
  const view: ConnectionView = {
    serviceUrl: effective.serviceUrl,
    origin: effective.serviceUrl ? serviceOrigin(effective.serviceUrl) : undefined,
    actAs: effective.actAs,
    authType: effective.authType,
    hasToken: token !== null,
    managed: {
      serviceUrl: managed.serviceUrl !== undefined,
      actAs: managed.actAs !== undefined,
      authType: managed.authType !== undefined,
    },
    state:
      !effective.serviceUrl || !token
        ? 'not-configured'
        : settings.problem
          ? 'needs-reconnect'
          : 'ready',
    problem: settings.problem,
  };
  // An http address to another computer saved before the rule: every call is refused with
  // this sentence, so the settings say it too.
  const clearText = effective.serviceUrl && plainHttpProblem(effective.serviceUrl);
  if (clearText) view.problem = { kind: 'invalid-request', message: clearText };
  if (managed.serviceUrl && !effective.serviceUrl) {
    view.problem = {
      kind: 'invalid-request',
      message: t('connectionPolicyUnusable', [
        managed.serviceUrl,
        policyUrlProblem(managed.serviceUrl),
      ]),
    };
  }
  return view;
}

/** Why the policy's address was refused (not a web address, or http:// to another computer). */
function policyUrlProblem(serviceUrl: string): string {
  try {
    normalizeBaseUrl(serviceUrl);
    return t('connectionPolicyNotWebAddress');
  } catch (error) {
    return toApiError(error).message;
  }
}
