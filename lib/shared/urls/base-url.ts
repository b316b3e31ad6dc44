import { ApiError } from '../errors/api-error';

/** The path every operation lives under; people often paste it along with the address. */
export const API_PATH = '/rest/api/v1';

/**
 * Normalises what a person typed as the service address: trims it, requires http(s), and
 * removes a trailing slash and a pasted `/rest/api/v1` (or `/rest/api/v1/<operation>`) so
 * either form works. A path prefix before it (`https://x.example/kb`) is kept.
 * @throws ApiError of kind 'invalid-request' with a sentence when it is not a web address.
 */
export function normalizeBaseUrl(input: string): string {
  const trimmed = input.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw invalid(
      trimmed === ''
        ? 'Enter the address of your Knowledge Service, for example https://knowledge.example.com.'
        : `"${trimmed}" is not a web address. Enter it like https://knowledge.example.com.`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalid('The service address must start with https:// (or http:// for a local service).');
  }
  if (url.username || url.password) {
    throw invalid('Leave the user name and password out of the address; use the token field.');
  }
  const apiAt = url.pathname.indexOf(API_PATH);
  const path = (apiAt >= 0 ? url.pathname.slice(0, apiAt) : url.pathname).replace(/\/+$/, '');
  return `${url.origin}${path}`;
}

/** The origin of a normalised base URL, which is what host permission is asked for. */
export function serviceOrigin(baseUrl: string): string {
  return new URL(baseUrl).origin;
}

function invalid(message: string): ApiError {
  return new ApiError({ kind: 'invalid-request', message });
}
