import { ApiError, type ApiErrorKind } from '../../shared/errors/api-error';
import { type MessageKey, t } from '../../shared/i18n';

/**
 * A sign-in failure: its kind (which decides retrying), the catalogue's sentence, and a code
 * where callers tell it apart (SIGN_IN_AGAIN holds the queue; CLOSED, STATE). One helper keeps
 * the many failures of the flow small in the worker's bundle.
 */
export function authError(
  kind: ApiErrorKind,
  key: MessageKey,
  substitution?: string,
  code?: string,
): ApiError {
  return new ApiError({ kind, code, message: t(key, substitution) });
}
