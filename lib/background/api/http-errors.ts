import { ApiError } from '../../shared/errors/api-error';
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
      message:
        'This is a global token: enter the e-mail address of the person to act as in the settings.',
    });
  }
  if (status === 400 || status === 413 || status === 422) {
    const reason = detail ? `: ${detail}` : '.';
    return new ApiError({
      ...base,
      kind: 'invalid-request',
      message: `The service refused the request${reason}`,
    });
  }
  if (status === 401 && lower.includes('invalid identity')) {
    return new ApiError({
      ...base,
      kind: 'unauthorized',
      code: 'UNKNOWN_IDENTITY',
      message: 'The service does not know the act-as e-mail address. Check it in the settings.',
    });
  }
  if (status === 401) {
    return new ApiError({
      ...base,
      kind: 'unauthorized',
      message:
        'The service did not accept your token: it may have expired. Reconnect in the settings.',
    });
  }
  if (status === 403) {
    return new ApiError({
      ...base,
      kind: 'forbidden',
      message: `You don't have permission to do this${detail ? ` (${detail})` : ''}. Your token may lack the scope it needs.`,
    });
  }
  // A 404 that names something ("Item x not found in collection 3") is this service saying
  // that thing is gone; an unknown operation, a bare 404 or a proxy's page means the address
  // is not this service at all.
  if (status === 404 && detail && !/unknown operation|^not found$/i.test(detail)) {
    return new ApiError({
      ...base,
      kind: 'not-found',
      message: `The service could not find what this refers to (${detail}). It may have been removed meanwhile.`,
    });
  }
  if (status === 404 || status === 405) {
    return new ApiError({
      ...base,
      kind: 'not-found',
      message: `${origin} does not look like a Workplace Knowledge Service: it does not know the "${operation}" operation.`,
    });
  }
  if (status === 408) {
    return new ApiError({
      ...base,
      kind: 'timeout',
      message: 'The service took too long to answer.',
    });
  }
  // A 503 may carry Retry-After as a 429 does (RFC 9110 §15.6.4): both are honoured.
  const retryAfterMs =
    status === 429 || status === 503
      ? parseRetryAfter(response.retryAfter, response.now)
      : undefined;
  const wait =
    retryAfterMs === undefined ? 'in a moment' : `in ${Math.ceil(retryAfterMs / 1000)} s`;
  if (status === 429) {
    return new ApiError({
      ...base,
      kind: 'rate-limited',
      retryAfterMs,
      message: `The service is busy and asked us to slow down; trying again ${wait}.`,
    });
  }
  if (status === 503 && retryAfterMs !== undefined) {
    return new ApiError({
      ...base,
      kind: 'server',
      retryAfterMs,
      message: `The service is unavailable for now (HTTP 503); trying again ${wait}.`,
    });
  }
  if (status >= 500) {
    return new ApiError({
      ...base,
      kind: 'server',
      message: `The service had a problem (HTTP ${status}). Try again in a moment.`,
    });
  }
  return new ApiError({
    ...base,
    kind: 'unexpected-response',
    message: `The service answered with an unexpected status (HTTP ${status}).`,
  });
}
