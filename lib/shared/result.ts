import { ApiError, type ApiErrorData, toApiError } from './errors/api-error';
import { t } from './i18n';

/**
 * What every message to the background answers: the value, or the failure as data. Errors
 * cross messaging as data because a thrown Error loses its kind and sentence on the way.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiErrorData };

/** A successful result. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** A failed result, from anything thrown. */
export function fail<T = never>(error: unknown): Result<T> {
  return { ok: false, error: toApiError(error).toData() };
}

/** The value of a result, or its failure thrown again as the ApiError it was. */
export function unwrap<T>(result: Result<T> | undefined): T {
  if (!result) {
    throw new ApiError({
      kind: 'unexpected-response',
      message: t('errorNoAnswer'),
    });
  }
  if (result.ok) return result.value;
  throw ApiError.fromData(result.error);
}
