import { ApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import { UNSUPPORTED_MESSAGES, type UnsupportedReason } from './urls';

/** The page is not in the service's index, so it has no document to pin. */
export function notIndexedError(): ApiError {
  return new ApiError({
    kind: 'not-found',
    code: 'NOT_INDEXED',
    message: t('pageActionsNotIndexed'),
  });
}

/** The extension may not act on this kind of page. */
export function unsupportedPageError(reason: UnsupportedReason): ApiError {
  return new ApiError({
    kind: 'invalid-request',
    code: 'UNSUPPORTED_PAGE',
    message: t(UNSUPPORTED_MESSAGES[reason]),
  });
}

/** The tab's address is hidden from the extension (no activeTab grant, no host permission). */
export function noAddressError(): ApiError {
  return new ApiError({
    kind: 'forbidden',
    code: 'NO_ADDRESS',
    message: t('pageActionsNoAddress'),
  });
}

/** The panel could not be injected (the browser refused the script). */
export function cannotInjectError(detail?: string): ApiError {
  return new ApiError({
    kind: 'forbidden',
    code: 'CANNOT_INJECT',
    message: t('pageActionsCannotInject'),
    detail: detail?.slice(0, 200),
  });
}

/** The pin is not one of this page's pins (stale panel, or a pin of another document). */
export function pinNotFoundError(): ApiError {
  return new ApiError({ kind: 'not-found', message: t('pageActionsPinNotFound') });
}

/** The page is already in the collection: explained, not a failure. */
export function alreadyInError(collectionName: string): ApiError {
  return new ApiError({
    kind: 'already-exists',
    code: 'EXISTING_ITEM',
    message: t('pageActionsAlreadyIn', collectionName),
  });
}

/** The person may not add to this collection. */
export function collectionLockedError(collectionName: string): ApiError {
  return new ApiError({
    kind: 'forbidden',
    message: t('pageActionsCollectionLocked', collectionName),
  });
}

/** The tab the action was about has been closed. */
export function tabGoneError(): ApiError {
  return new ApiError({ kind: 'not-found', code: 'TAB_GONE', message: t('pageActionsTabGone') });
}

/**
 * The view asked to act on an address that is no longer what the tab's panel or page is about
 * (the page moved on while the person chose): nothing is done, and the person is asked again.
 */
export function targetChangedError(nowShown: string): ApiError {
  return new ApiError({
    kind: 'invalid-request',
    code: 'TARGET_CHANGED',
    message: t('pageActionsTargetChanged', nowShown.slice(0, 200)),
  });
}

/** The page panel asked about a target the worker no longer holds (the record was dropped). */
export function panelGoneError(): ApiError {
  return new ApiError({
    kind: 'not-found',
    code: 'PANEL_GONE',
    message: t('pageActionsPanelGone'),
  });
}
