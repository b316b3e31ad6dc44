import type { OperationName } from '../../shared/contract/operations';
import { ApiError } from '../../shared/errors/api-error';

/** Sentences for the collection error codes the API notes list. */
const COLLECTION_ERRORS: Record<string, { kind: ApiError['kind']; message: string }> = {
  NOT_FOUND: { kind: 'not-found', message: 'That collection no longer exists.' },
  NAME_EXISTS: { kind: 'already-exists', message: 'A collection with that name already exists.' },
  NO_PERMISSIONS: {
    kind: 'forbidden',
    message: "You don't have permission to change this collection.",
  },
  COLLECTION_PINNED: {
    kind: 'invalid-request',
    message: 'This collection is pinned, so it cannot be changed this way.',
  },
  CONCURRENT_HIERARCHY_EDIT: {
    kind: 'invalid-request',
    message: 'Someone else changed these collections at the same time. Try again.',
  },
  HEIGHT_VIOLATION: { kind: 'invalid-request', message: 'Collections cannot be nested this deep.' },
  WIDTH_VIOLATION: {
    kind: 'invalid-request',
    message: 'This collection cannot hold more sub-collections.',
  },
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
      message: `There is no draft announcement with id ${String(field(request, 'id'))}, or you may not see it.`,
    });
  }
  if (operation === 'addcollectionitems' && errorType === 'EXISTING_ITEM') {
    return new ApiError({
      kind: 'already-exists',
      operation,
      code: 'EXISTING_ITEM',
      message: 'This is already in the collection.',
    });
  }
  const code =
    typeof errorCode === 'string'
      ? errorCode
      : typeof errorType === 'string'
        ? errorType
        : undefined;
  if (code === undefined) return undefined;
  const known = COLLECTION_ERRORS[code];
  return new ApiError({
    kind: known?.kind ?? 'invalid-request',
    operation,
    code,
    // An unknown code is named only when it looks like one: a service's code is short.
    message:
      known?.message ??
      (/^[A-Z][A-Z0-9_]{0,39}$/.test(code)
        ? `The service could not do this (${code}).`
        : 'The service could not do this.'),
  });
}
