/**
 * A failure the service answers with: a status and a short plain-text body, as the
 * specification's family of services does (no JSON envelope).
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 408 | 413 | 422 | 429 | 500 | 503,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
