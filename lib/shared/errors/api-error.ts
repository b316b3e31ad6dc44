import { t } from '../i18n';
import type { API_ERROR_KINDS } from './error-data-schema';

/**
 * The one error type of the extension. Whatever goes wrong between the extension and the
 * service ends up as an ApiError whose `message` is a sentence a person can act on; the UI
 * shows that sentence and never a raw body or a stack.
 */

/** What kind of failure this is. */
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

/** An ApiError as plain data: it crosses extension messaging and storage unchanged. */
export interface ApiErrorData {
  kind: ApiErrorKind;
  message: string;
  operation?: string;
  status?: number;
  /** A machine-readable code from the service, such as EXISTING_ITEM or NAME_EXISTS. */
  code?: string;
  /** How long the service asked us to wait before trying again. */
  retryAfterMs?: number;
  /** The service's own short explanation, when it gave one. */
  detail?: string;
}

/** A failure of a call to the service, worded for the person who made it. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly operation?: string;
  readonly status?: number;
  readonly code?: string;
  readonly retryAfterMs?: number;
  readonly detail?: string;

  constructor(data: ApiErrorData) {
    super(data.message);
    this.name = 'ApiError';
    this.kind = data.kind;
    this.operation = data.operation;
    this.status = data.status;
    this.code = data.code;
    this.retryAfterMs = data.retryAfterMs;
    this.detail = data.detail;
  }

  /** The error as structured-clone-safe data (undefined fields left out). */
  toData(): ApiErrorData {
    const data: ApiErrorData = { kind: this.kind, message: this.message };
    if (this.operation !== undefined) data.operation = this.operation;
    if (this.status !== undefined) data.status = this.status;
    if (this.code !== undefined) data.code = this.code;
    if (this.retryAfterMs !== undefined) data.retryAfterMs = this.retryAfterMs;
    if (this.detail !== undefined) data.detail = this.detail;
    return data;
  }

  /** Rebuilds an error that crossed a message boundary as data. */
  static fromData(data: ApiErrorData): ApiError {
    return new ApiError(data);
  }
}

const RETRYABLE_KINDS: ReadonlySet<ApiErrorKind> = new Set([
  'network',
  'timeout',
  'server',
  'rate-limited',
]);

/** True for failures that may succeed when tried again later unchanged. */
export function isRetryable(error: ApiError): boolean {
  return RETRYABLE_KINDS.has(error.kind);
}

/**
 * Turns anything thrown into an ApiError. A fetch TypeError means the request never got an
 * answer (DNS, refused connection, TLS, CORS); an AbortError here means the caller cancelled.
 */
export function toApiError(error: unknown, operation?: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && error.name === 'AbortError') {
    return new ApiError({ kind: 'network', operation, message: t('errorCancelled') });
  }
  if (error instanceof TypeError) {
    return new ApiError({
      kind: 'network',
      operation,
      message: t('errorUnreachable'),
      detail: error.message,
    });
  }
  const text = error instanceof Error ? error.message : String(error);
  return new ApiError({
    kind: 'unexpected-response',
    operation,
    message: t('errorUnexpected'),
    detail: text.slice(0, 200),
  });
}
