import { ApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import { parseRetryAfter } from './retry-after';

/** The longest service explanation worth showing a person. */
const MAX_DETAIL = 200;

/**
 * The service's failure bodies are plain text, JSON or nothing (API notes). Keep a short,
 * readable explanation; an HTML error page from a proxy says nothing a person can use.
 */
function shortDetail(body: string): string | undefined {
  const text = body.trim();
  if (text === '' || text.startsWith('<')) return undefined;
  let detail = text;
  try {
    const json: unknown = JSON.parse(text);
    if (json && typeof json === 'object') {
      const record = json as Record<string, unknown>;
      const candidate = record.message ?? record.error ?? record.detail;
      if (typeof candidate === 'string') detail = candidate;
    }
  } catch {
    // Not JSON: the plain text is the explanation.
  }
  return detail.length > MAX_DETAIL ? `${detail.slice(0, MAX_DETAIL - 1)}…` : detail;
}

interface FailedResponse {
  operation: string;
  status: number;
  body: string;
  retryAfter: string | null;
  origin: string;
  now: number;
}

/** Words a non-200 answer of the service as an ApiError. */
export function errorFromStatus(response: FailedResponse): ApiError {
  const { operation, status, origin } = response;
  const detail = shortDetail(response.body);
  const base = { operation, status, detail };
  const lower = (detail ?? '').toLowerCase();
  if (status === 400 && lower.includes('x-service-actas')) {
    return new ApiError({
      ...base,
      kind: 'unauthorized',
      code: 'ACTAS_MISSING',
      message: t('errorActAsMissing'),
    });
  }
  if (status === 400 || status === 413 || status === 422) {
    return new ApiError({
      ...base,
      kind: 'invalid-request',
      message: detail ? t('errorRefusedBecause', detail) : t('errorRefused'),
    });
  }
  if (status === 401 && lower.includes('invalid identity')) {
    return new ApiError({
      ...base,
      kind: 'unauthorized',
      code: 'UNKNOWN_IDENTITY',
      message: t('errorUnknownIdentity'),
    });
  }
  if (status === 401) {
    return new ApiError({
      ...base,
      kind: 'unauthorized',
      message: t('errorTokenRefused'),
    });
  }
  if (status === 403) {
    return new ApiError({
      ...base,
      kind: 'forbidden',
      message: detail ? t('errorForbiddenBecause', detail) : t('errorForbidden'),
    });
  }
  // A 404 that names something ("Item x not found in collection 3") is this service saying
  // that thing is gone; an unknown operation, a bare 404 or a proxy's page means the address
  // is not this service at all.
  if (status === 404 && detail && !/unknown operation|^not found$/i.test(detail)) {
    return new ApiError({
      ...base,
      kind: 'not-found',
      message: t('errorGone', detail),
    });
  }
  if (status === 404 || status === 405) {
    return new ApiError({
      ...base,
      kind: 'not-found',
      message: t('errorNotTheService', [origin, operation]),
    });
  }
  if (status === 408) {
    return new ApiError({
      ...base,
      kind: 'timeout',
      message: t('errorTimeout'),
    });
  }
  // A 503 may carry Retry-After as a 429 does (RFC 9110 §15.6.4): both are honoured.
  const retryAfterMs =
    status === 429 || status === 503
      ? parseRetryAfter(response.retryAfter, response.now)
      : undefined;
  const seconds = retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000);
  if (status === 429) {
    return new ApiError({
      ...base,
      kind: 'rate-limited',
      retryAfterMs,
      message: seconds === undefined ? t('errorRateLimited') : t('errorRateLimitedFor', [seconds]),
    });
  }
  if (status === 503 && retryAfterMs !== undefined) {
    return new ApiError({
      ...base,
      kind: 'server',
      retryAfterMs,
      message: t('errorUnavailableFor', [seconds ?? 0]),
    });
  }
  if (status >= 500) {
    return new ApiError({
      ...base,
      kind: 'server',
      message: t('errorServer', [status]),
    });
  }
  return new ApiError({
    ...base,
    kind: 'unexpected-response',
    message: t('errorUnexpectedStatus', [status]),
  });
}
