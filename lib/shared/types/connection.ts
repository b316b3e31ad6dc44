import type { ApiErrorData } from '../errors/api-error';

/** Which connection fields the organisation set by policy (shown locked). */
interface ManagedFields {
  serviceUrl: boolean;
  actAs: boolean;
  authType: boolean;
}

/** The connection as pages see it: everything but the token itself. */
export interface ConnectionView {
  /** The normalised service address, when one is set. */
  serviceUrl?: string;
  /** The origin host permission is held (or needed) for. */
  origin?: string;
  actAs?: string;
  authType?: string;
  /** True when a token is stored. */
  hasToken: boolean;
  /** Fields preset by the organisation's policy. */
  managed: ManagedFields;
  /**
   * `not-configured`: no address or token yet; `ready`: configured; `needs-reconnect`: the
   * service refused the token (writes wait until the person reconnects).
   */
  state: 'not-configured' | 'ready' | 'needs-reconnect';
  /** Why the connection needs attention, in words. */
  problem?: ApiErrorData;
}

/** The outcome of "Test connection": a sentence, and what will not work with this token. */
export interface ConnectionReport {
  /** The normalised address that was tried. */
  serviceUrl: string;
  /** One sentence saying the connection works. */
  message: string;
  /** Features this token cannot use (missing scopes), in words. */
  warnings: string[];
}
