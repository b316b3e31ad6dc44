import { ApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import type { ConnectionInput } from '../../shared/messages/messenger';
import type { ConnectionReport } from '../../shared/types/connection';
import { serviceOrigin } from '../../shared/urls/base-url';
import { hasHostPermission } from './host-permission';
import { resolveInput } from './policy';
import { probeService } from './probe';

/**
 * Features a token may lack the scope for, probed so the person learns it now, not later. The
 * service checks a token's scope before it looks for what was asked, so a read of something that
 * cannot exist answers 403 without the scope and "not found" (404, or `error` in a 200) with it:
 * a reply of a few bytes whatever the company holds, where `listpins` and `listcollections`
 * would carry every pin and collection (about 300 KB at a company's size).
 */
const SCOPE_PROBES = [
  { operation: 'getpin', request: { id: 'wk-scope-probe' }, warning: 'connectionScopePins' },
  { operation: 'getcollection', request: { id: -1 }, warning: 'connectionScopeCollections' },
  { operation: 'listanswerboards', request: {}, warning: 'connectionScopeBoards' },
] as const;

/**
 * "Test connection": a cheap real call with the given settings, without saving them, and
 * probes of the features a token may lack the scope for.
 * @throws ApiError with a sentence for each way it can fail (permission, network, token...).
 */
export async function testConnection(
  input: ConnectionInput,
  options: { fetch?: typeof fetch } = {},
): Promise<ConnectionReport> {
  const { serviceUrl, token, actAs, authType } = await resolveInput(input);
  const origin = serviceOrigin(serviceUrl);
  if (!token) {
    throw new ApiError({
      kind: 'unauthorized',
      code: 'NO_TOKEN',
      message: t('connectionEnterToken'),
    });
  }
  if (!(await hasHostPermission(serviceUrl))) {
    throw new ApiError({
      kind: 'forbidden',
      code: 'HOST_PERMISSION',
      message: t('connectionNotAllowedTest', origin),
    });
  }
  const client = await probeService({ serviceUrl, token, actAs, authType }, options);
  const warnings: string[] = [];
  for (const probe of SCOPE_PROBES) {
    try {
      await client.call(probe.operation, probe.request);
    } catch (error) {
      // Only a refusal means a missing scope: "not found" is the answer the probe expects.
      if (error instanceof ApiError && error.kind === 'forbidden') {
        warnings.push(t(probe.warning, error.detail ?? error.message));
      }
    }
  }
  return {
    serviceUrl,
    message: actAs ? t('connectionConnectedAs', [origin, actAs]) : t('connectionConnected', origin),
    warnings,
  };
}
