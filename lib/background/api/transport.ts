import type { OperationName } from '../../shared/contract/operations';
import { ApiError, toApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import { API_PATH } from '../../shared/urls/base-url';

/** The headers' sources: the token and the identity fields (ApiCredentials). */
interface Sent {
  token: string;
  actAs?: string;
  authType?: string;
}

/** Per-call options. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** What one request needs: where, as whom, how, and for how long at most. */
interface TransportOptions {
  baseUrl: string;
  credentials: Sent | (() => Sent | Promise<Sent>);
  fetch: typeof fetch;
  timeoutMs: number;
}

/**
 * One HTTP attempt of an operation: the headers of the credentials in force (read anew for
 * every attempt, so a renewed token is sent after a refresh), a timeout, the caller's abort.
 * Answers the response, its text and the token it was sent with (the 401 rule compares it).
 * Provider tokens carry `X-Service-Auth-Type: OAUTH` (api-notes), from the credentials.
 */
export function createTransport(options: TransportOptions) {
  async function credentials() {
    const value = options.credentials;
    return typeof value === 'function' ? await value() : value;
  }

  return async function send(operation: OperationName, body: string, callOptions: CallOptions) {
    const { token, actAs, authType } = await credentials();
    const headers: Record<string, string> = {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    };
    if (actAs?.trim()) headers['X-Service-Actas'] = actAs.trim();
    if (authType?.trim()) headers['X-Service-Auth-Type'] = authType.trim();
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, callOptions.timeoutMs ?? options.timeoutMs);
    const onCallerAbort = () => controller.abort();
    callOptions.signal?.addEventListener('abort', onCallerAbort);
    try {
      const response = await options.fetch(`${options.baseUrl}${API_PATH}/${operation}`, {
        method: 'POST',
        headers,
        body,
        signal: controller.signal,
      });
      const text = await response.text();
      return { response, text, token };
    } catch (error) {
      if (timedOut) throw new ApiError({ kind: 'timeout', operation, message: t('errorTimeout') });
      throw toApiError(error, operation);
    } finally {
      clearTimeout(timer);
      callOptions.signal?.removeEventListener('abort', onCallerAbort);
    }
  };
}
