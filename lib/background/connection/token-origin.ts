import { ApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import { serviceOrigin } from '../../shared/urls/base-url';
import { bindTokenOrigin, readTokenOrigin } from './token-store';

/**
 * Why the stored token must not go to `serviceUrl` (the address in force, the policy's when
 * it sets one), or undefined when it may: a token is sent only to the origin it was saved for.
 * An administrator who changes the policy's address must not thereby receive, at the new
 * origin, the tokens people saved for the old one; the person connects again instead.
 * A token saved before the origin was kept is bound, once, to the address it was saved with
 * (`savedUrl`, the stored settings').
 * @returns an ApiError 'unauthorized' (code SERVICE_MOVED) saying where the service went and
 * how to connect again.
 */
export async function tokenOriginProblem(
  serviceUrl: string,
  savedUrl: string | undefined,
): Promise<ApiError | undefined> {
  let bound = await readTokenOrigin();
  if (!bound && savedUrl) {
    bound = serviceOrigin(savedUrl);
    await bindTokenOrigin(bound);
  }
  const now = serviceOrigin(serviceUrl);
  if (bound === now) return undefined;
  return new ApiError({
    kind: 'unauthorized',
    code: 'SERVICE_MOVED',
    message: t('connectionServiceMoved', [bound ?? '—', now]),
  });
}
