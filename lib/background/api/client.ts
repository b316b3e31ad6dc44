import { validate } from '../../shared/contract/issues';
import {
  OPERATION_NAMES,
  OPERATIONS,
  type OperationName,
  type OperationRequest,
  type OperationResponse,
} from '../../shared/contract/operations';
import { ApiError, isRetryable, toApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import { normalizeBaseUrl, serviceOrigin } from '../../shared/urls/base-url';
import { errorFromStatus } from './http-errors';
import { errorInBody } from './in-body-errors';
import { backoffDelay, DEFAULT_RETRY, type RetryPolicy } from './retry';
import { type CallOptions, createTransport } from './transport';

/** Who is calling: the token, and for global tokens whom to act as. */
export interface ApiCredentials {
  token: string;
  /** Sent as X-Service-Actas; only meaningful (and then required) for global tokens. */
  actAs?: string;
  /** Sent as X-Service-Auth-Type, for tokens of an external identity provider (OAUTH). */
  authType?: string;
}

/** How to reach the service. `fetch`, `sleep` and `random` are injectable for tests. */
export interface ApiClientOptions {
  baseUrl: string;
  credentials: ApiCredentials | (() => ApiCredentials | Promise<ApiCredentials>);
  fetch?: typeof fetch;
  /** Per attempt; default 15 s. */
  timeoutMs?: number;
  /** Retries of reads; writes are never retried here (the outbox does that durably). */
  retry?: RetryPolicy;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
  /**
   * Renews the credentials after the service refused `refusedToken` (401); throws when that is
   * not possible. Set for provider (OAUTH) sign-ins only.
   */
  refresh?: (refusedToken: string) => Promise<void>;
}

type Method<Op extends OperationName> = (
  request: OperationRequest<Op>,
  options?: CallOptions,
) => Promise<OperationResponse<Op>>;

/**
 * One method per operation of the service. Every method validates the request before sending
 * it, parses the answer leniently, and fails only with an ApiError carrying a sentence.
 */
export interface ApiClient {
  /** Suggested people to invite, per category (administrators only). */
  peoplesuggestadmin: Method<'peoplesuggestadmin'>;
  /** Reads a draft announcement; an unknown id fails with kind 'not-found'. */
  getdraftannouncement: Method<'getdraftannouncement'>;
  /** Updates a draft announcement (`draftId` required). */
  updatedraftannouncement: Method<'updatedraftannouncement'>;
  /** Moves an item before `newNextItemId` (or to the end when it is empty). */
  movecollectionitem: Method<'movecollectionitem'>;
  /** Removes one item from a collection. */
  deletecollectionitem: Method<'deletecollectionitem'>;
  /** Lists the answer boards, with audiences and roles on request. */
  listanswerboards: Method<'listanswerboards'>;
  /** Pins a document to search queries. */
  pin: Method<'pin'>;
  /** Reads calendar events as feed results; `annotate` adds related material. */
  getevents: Method<'getevents'>;
  /** The person's feed. */
  feed: Method<'feed'>;
  /** The collections the person can see (without items). */
  listcollections: Method<'listcollections'>;
  /** One collection, with its items on request. */
  getcollection: Method<'getcollection'>;
  /** Adds items; an item already there fails with kind 'already-exists'. */
  addcollectionitems: Method<'addcollectionitems'>;
  /** Creates a collection. */
  createcollection: Method<'createcollection'>;
  /** Renames or re-describes an item. */
  editcollectionitem: Method<'editcollectionitem'>;
  /** Looks documents up by URL or id; entries that fail carry their own `error`. */
  getdocuments: Method<'getdocuments'>;
  /** Lists the pins. */
  listpins: Method<'listpins'>;
  /** Reads one pin. */
  getpin: Method<'getpin'>;
  /** Changes a pin's queries or audience. */
  editpin: Method<'editpin'>;
  /** Removes a pin. */
  unpin: Method<'unpin'>;
  /** Calls any operation by name. */
  call<Op extends OperationName>(
    operation: Op,
    request: OperationRequest<Op>,
    options?: CallOptions,
  ): Promise<OperationResponse<Op>>;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Creates the one client through which the extension talks to the service. Only the
 * background service worker creates one: it alone holds the token.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  const origin = serviceOrigin(baseUrl);
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const retry = options.retry ?? DEFAULT_RETRY;
  const sleep =
    options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;

  const send = createTransport({
    baseUrl,
    credentials: options.credentials,
    fetch: fetchFn,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });

  async function once<Op extends OperationName>(
    operation: Op,
    request: unknown,
    body: string,
    callOptions: CallOptions,
    sent: { refused?: string },
  ): Promise<OperationResponse<Op>> {
    const { response, text, token } = await send(operation, body, callOptions);
    if (response.status === 401) sent.refused = token;
    if (response.status !== 200) {
      throw errorFromStatus({
        operation,
        status: response.status,
        body: text,
        retryAfter: response.headers.get('Retry-After'),
        origin,
        now: now(),
      });
    }
    let json: unknown = {};
    if (text.trim() !== '') {
      try {
        json = JSON.parse(text);
      } catch {
        throw new ApiError({
          kind: 'unexpected-response',
          operation,
          status: 200,
          message: t('errorNotJson', origin),
        });
      }
    }
    const inBody = errorInBody(operation, request, json);
    if (inBody) throw inBody;
    const parsed = validate(OPERATIONS[operation].response, json);
    if (!parsed.success) {
      throw new ApiError({
        kind: 'unexpected-response',
        operation,
        status: 200,
        detail: parsed.message,
        message: t('errorNotUnderstood', parsed.message),
      });
    }
    return parsed.data as OperationResponse<Op>;
  }

  async function call<Op extends OperationName>(
    operation: Op,
    request: OperationRequest<Op>,
    callOptions: CallOptions = {},
  ): Promise<OperationResponse<Op>> {
    const checked = validate(OPERATIONS[operation].request, request);
    if (!checked.success) {
      throw new ApiError({
        kind: 'invalid-request',
        operation,
        detail: checked.message,
        message: t('errorRequestInvalid', checked.message),
      });
    }
    const body = JSON.stringify(checked.data);
    const attempts = OPERATIONS[operation].kind === 'read' ? Math.max(1, retry.attempts) : 1;
    const sent: { refused?: string } = {};
    let renewed = false;
    for (let attemptIndex = 1; ; attemptIndex++) {
      try {
        return await once(operation, request, body, callOptions, sent);
      } catch (error) {
        const apiError = toApiError(error, operation);
        // A refused provider token is renewed once and the request sent once more (a 401 means
        // nothing was applied, so a write may go again); a second 401 is final: never a loop.
        if (sent.refused !== undefined && options.refresh && !renewed) {
          renewed = true;
          await options.refresh(sent.refused);
          attemptIndex--;
          continue;
        }
        if (attemptIndex >= attempts || !isRetryable(apiError) || callOptions.signal?.aborted) {
          throw apiError;
        }
        await sleep(backoffDelay(attemptIndex, retry, random, apiError.retryAfterMs));
      }
    }
  }

  const client = { call } as ApiClient;
  for (const name of OPERATION_NAMES) {
    (client as unknown as Record<string, unknown>)[name] = (
      request: never,
      callOptions?: CallOptions,
    ) => call(name, request, callOptions);
  }
  return client;
}
