import { ApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import { outboxEntries, unfinished } from '../../shared/storage/outbox-entries';

/**
 * A failed renewal in the words the person needs: how many changes wait for them to sign in
 * again ("Sign in again to send 3 waiting changes"). Other errors are answered unchanged.
 */
export async function wordedForWaiting(error: ApiError): Promise<ApiError> {
  if (error.code !== 'SIGN_IN_AGAIN') return error;
  const waiting = unfinished(await outboxEntries.get()).length;
  if (waiting === 0) return error;
  return new ApiError({ ...error.toData(), message: t('authSignInAgainWaiting', String(waiting)) });
}
