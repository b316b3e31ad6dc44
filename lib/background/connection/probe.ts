import { ApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import { serviceOrigin } from '../../shared/urls/base-url';
import { type ApiClient, createApiClient } from '../api/client';
import { credentialsOf } from './connected-client';

/** What a probe of the service needs: the address, the token and the identity to send. */
interface ProbeTarget {
  serviceUrl: string;
  token: string;
  actAs?: string;
  authType?: string;
}

/**
 * One cheap real request to the service (the first item of the feed) with these settings.
 * Only its answer proves the extension can reach the service: a granted permission does not
 * (Firefox grants patterns it then matches with no request), nor does a saved address.
 * Answers the client, so the caller may go on asking with the same settings.
 * @throws ApiError with a sentence the settings page can show: no service at the address, a
 * refused token, a missing scope.
 */
export async function probeService(
  target: ProbeTarget,
  options: { fetch?: typeof fetch } = {},
): Promise<ApiClient> {
  const origin = serviceOrigin(target.serviceUrl);
  const client = createApiClient({
    baseUrl: target.serviceUrl,
    credentials: credentialsOf(target.token, target),
    fetch: options.fetch,
    retry: { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 },
    timeoutMs: 10_000,
  });
  try {
    await client.feed({ requestOptions: { resultSize: 1 } });
  } catch (error) {
    throw explainProbeFailure(error, origin);
  }
  return client;
}

/** Rewords a failure of the probe for the settings page, where the person can fix it. */
function explainProbeFailure(error: unknown, origin: string): ApiError {
  if (!(error instanceof ApiError))
    return new ApiError({ kind: 'network', message: String(error) });
  if (error.kind === 'network') {
    // Over https the certificate is one more reason a request gets no answer at all.
    return new ApiError({
      ...error.toData(),
      message: t(
        origin.startsWith('https:') ? 'connectionUnreachableTls' : 'connectionUnreachable',
        origin,
      ),
    });
  }
  if (error.kind === 'unauthorized' && !error.code) {
    return new ApiError({
      ...error.toData(),
      message: t('connectionTokenInvalid'),
    });
  }
  if (error.kind === 'forbidden') {
    return new ApiError({
      ...error.toData(),
      message: error.detail
        ? t('connectionFeedScopeBecause', error.detail)
        : t('connectionFeedScope'),
    });
  }
  return error;
}
