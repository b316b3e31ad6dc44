import type { OperationName } from '../../shared/contract/operations';
import { ApiError } from '../../shared/errors/api-error';
import { type MessageKey, t } from '../../shared/i18n';

/**
 * Sentences (message keys, read in the person's language when the error is made) for the
 * collection error codes the API notes list.
 */
const COLLECTION_ERRORS: Record<string, { kind: ApiError['kind']; message: MessageKey }> = {
  NOT_FOUND: { kind: 'not-found', message: 'errorCollectionGone' },
  NAME_EXISTS: { kind: 'already-exists', message: 'errorCollectionNameExists' },
  NO_PERMISSIONS: { kind: 'forbidden', message: 'errorCollectionNoPermission' },
  COLLECTION_PINNED: { kind: 'invalid-request', message: 'errorCollectionPinned' },
  CONCURRENT_HIERARCHY_EDIT: { kind: 'invalid-request', message: 'errorCollectionConcurrentEdit' },
  HEIGHT_VIOLATION: { kind: 'invalid-request', message: 'errorCollectionTooDeep' },
  WIDTH_VIOLATION: { kind: 'invalid-request', message: 'errorCollectionTooWide' },
};

function field(value: unknown, key: string): unknown {
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * Several operations answer 200 with an `error` inside the body. Those are failures all the
 * same, and become the same ApiError as an HTTP failure would; `undefined` when there is none.
 * Per-entry errors of `getdocuments` are not failures of the call: callers inspect them.
 */
export function errorInBody(
  operation: OperationName,
  request: unknown,
  body: unknown,
): ApiError | undefined {
  const error = field(body, 'error');
  if (!error || typeof error !== 'object') return undefined;
  const errorType = field(error, 'errorType');
  const errorCode = field(error, 'errorCode');
  if (operation === 'getdraftannouncement' && errorType !== undefined) {
    return new ApiError({
      kind: 'not-found',
      operation,
      code: String(errorType),
      message: t('errorNoDraft', String(field(request, 'id'))),
    });
  }
  if (operation === 'addcollectionitems' && errorType === 'EXISTING_ITEM') {
    return new ApiError({
      kind: 'already-exists',
      operation,
      code: 'EXISTING_ITEM',
      message: t('errorAlreadyInCollection'),
    });
  }
  const code =
    typeof errorCode === 'string'
      ? errorCode
      : typeof errorType === 'string'
        ? errorType
        : undefined;
  if (code === undefined) return undefined;
  // Own entries only: a code such as "valueOf" must not find Object.prototype's members.
  const known = Object.hasOwn(COLLECTION_ERRORS, code) ? COLLECTION_ERRORS[code] : undefined;
  return new ApiError({
    kind: known?.kind ?? 'invalid-request',
    operation,
    code,
    // An unknown code is named only when it looks like one: a service's code is short.
    message: known
      ? t(known.message)
      : /^[A-Z][A-Z0-9_]{0,39}$/.test(code)
        ? t('errorCouldNotDoCode', code)
        : t('errorCouldNotDo'),
  });
}
