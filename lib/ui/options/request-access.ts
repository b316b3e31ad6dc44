import { browser } from 'wxt/browser';
import { toApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import type { ConnectionInput } from '../../shared/messages/messenger';
import type { Notice } from '../../shared/notice';
import type { ConnectionView } from '../../shared/types/connection';
import { normalizeBaseUrl, serviceOrigin } from '../../shared/urls/base-url';
import { originPattern } from '../../shared/urls/origin';

/**
 * Asks the browser for access to exactly the service's origin (the managed address when the
 * organisation set one, else the one typed). It must run first in a click handler: the browser
 * only shows its prompt for a person's gesture. Answers the origin, or a notice for the form
 * when the address is malformed or access was refused.
 */
export async function requestAccess(
  input: ConnectionInput,
  view: ConnectionView,
): Promise<{ origin: string } | { notice: Notice }> {
  let origin: string;
  try {
    origin = serviceOrigin(
      view.managed.serviceUrl && view.serviceUrl
        ? view.serviceUrl
        : normalizeBaseUrl(input.serviceUrl),
    );
  } catch (error) {
    return { notice: { tone: 'error', message: toApiError(error).message } };
  }
  let granted = false;
  try {
    granted = await browser.permissions.request({ origins: [originPattern(origin)] });
  } catch (error) {
    // The browser's own reason (say, an origin the manifest does not declare) is what a
    // person or their IT can act on; a generic sentence would hide it.
    const reason = error instanceof Error ? error.message : String(error);
    return { notice: { tone: 'error', message: t('optionsPermissionFailed', [origin, reason]) } };
  }
  if (!granted) {
    return { notice: { tone: 'error', message: t('optionsPermissionRefused', origin) } };
  }
  return { origin };
}
