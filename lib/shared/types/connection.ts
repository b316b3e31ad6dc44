import type { ApiErrorData } from '../errors/api-error';
import type { Notice } from '../notice';

/** Which connection fields the organisation set by policy (shown locked). */
interface ManagedFields {
  serviceUrl: boolean;
  actAs: boolean;
  authType: boolean;
  ssoIssuer?: boolean;
  ssoClientId?: boolean;
  ssoScopes?: boolean;
  /** Policy keys set to a value of the wrong type, ignored (the options page names them). */
  ignored?: string[];
}

/** The company sign-in provider in force, and what to register there. */
interface SsoView {
  issuer?: string;
  clientId?: string;
  scopes: string;
  /** This browser's redirect address (identity.getRedirectURL()), for IT to register. */
  redirectUrl?: string;
  /** True when the stored token came from signing in with the provider. */
  signedIn: boolean;
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
  /** The company sign-in (absent only in views made before it existed, e.g. test doubles). */
  sso?: SsoView;
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

/** What signing out came to: the view, and a sentence (a warning when revoking failed). */
export interface SignOutOutcome {
  view: ConnectionView;
  notice: Notice;
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

/**
 * What the worker remembers of the service's refusal of its administrators' tools ("People to
 * invite", the popup's Invite tab) to this account.
 */
export interface AdminAccess {
  /**
   * When the service refused (Unix ms), while the refusal is remembered (that day, connection
   * and identity). Absent: nothing refused is remembered (after "Check again": available).
   */
  refusedAt?: number;
}
