import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from 'better-sqlite3';
import { isOperationName } from '../lib/shared/contract';
import { authenticate, requireScope } from './auth';
import { readBodyText } from './body';
import { checkedRequest } from './checked-requests';
import type { Caller, DraftOmitted } from './context';
import type { createFaults } from './faults';
import { HttpError } from './http-error';
import { jsonBody, jsonPieces } from './json-text';
import { HANDLERS } from './operations';
import { type createRateLimiter, enforceRateLimit, rateLimitKey } from './rate-limit';
import type { ReplyCache } from './reply-cache';
import type { OauthVerifier } from './sso/verify-token';

/** What the API handler answers with; the app (server/app.ts) takes the same. */
export interface ApiOptions {
  db: Database;
  now: () => number;
  faults: ReturnType<typeof createFaults>;
  rateLimiter?: ReturnType<typeof createRateLimiter>;
  replyCache?: ReplyCache;
  /** Verifies identity-provider tokens (with --sso); without it they are refused. */
  oauth?: OauthVerifier;
  /** How a draft update reads a property left out (`--draft-omitted`); keep by default. */
  draftOmitted?: DraftOmitted;
}

/** Sends a short plain-text answer, as failures are (no JSON envelope). */
export function sendText(
  response: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  const body = Buffer.from(message);
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.byteLength,
    ...headers,
  });
  response.end(body);
}

/**
 * Sends a JSON reply with its length. Pieces are written corked, so Node hands them to the
 * socket together (one writev) without copying them into one buffer first: a feed's ~40 KB
 * would otherwise be allocated and copied for every request, only to be copied again by the
 * kernel.
 */
function sendJson(response: ServerResponse, pieces: readonly Buffer[]): void {
  let length = 0;
  for (const piece of pieces) length += piece.byteLength;
  response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': length });
  if (pieces.length === 1) return void response.end(pieces[0]);
  response.cork();
  for (const piece of pieces) response.write(piece);
  response.end();
}

const origins = new Map<string, string>();

/** The origin document and avatar URLs are built from, from the Host header (memoised). */
function originOf(host: string): string {
  let origin = origins.get(host);
  if (origin === undefined) {
    try {
      origin = new URL(`http://${host}`).origin;
    } catch {
      throw new HttpError(400, 'Malformed Host header');
    }
    // A handful of spellings of the service's address in practice; bounded all the same.
    if (origins.size >= 100) origins.clear();
    origins.set(host, origin);
  }
  return origin;
}

/**
 * `POST /rest/api/v1/<operation>` straight on node:http: JSON in and out, failures as short
 * plain text. Who calls is decided from the headers alone, before a byte of the body is read.
 */
export function createApiHandler(options: ApiOptions) {
  const { db, now, faults, rateLimiter, replyCache, oauth, draftOmitted } = options;
  // Made once: better-sqlite3 builds a wrapper per db.transaction() call (~4 µs a request).
  const inTransaction = db.transaction((run: () => unknown) => run());
  return async (request: IncomingMessage, response: ServerResponse, name: string) => {
    const receivedAt = Date.now();
    // Answered on a later turn, as the web-stream adapter used to: Node's client sends a body
    // with OPTIONS or DELETE without saying how long it is, so Node's parser reads that body
    // as a next request and fails on it. Its 400 then goes out first and the connection
    // closes, instead of this answer going out and the reused connection being cut after it.
    if (request.method !== 'POST') await new Promise((resolve) => setImmediate(resolve));
    const operation = safeDecode(name);
    if (!isOperationName(operation))
      return sendText(response, 404, `Unknown operation: ${operation}`);
    if (request.method !== 'POST')
      return sendText(response, 405, 'Method not allowed: use POST', { Allow: 'POST' });

    const fault = faults.decide(request.headers.authorization);
    if (fault.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
    if (fault.outcome === 'drop') return request.socket.destroy();
    if (fault.outcome === 'error')
      return sendText(response, 503, 'Service unavailable (injected fault)');

    try {
      const { headers } = request;
      let caller: Caller | undefined;
      let refusal: unknown;
      try {
        const found = authenticate(
          db,
          {
            authorization: headers.authorization,
            actAs: header(headers['x-service-actas']),
            authType: header(headers['x-service-auth-type']),
          },
          now(),
          oauth,
        );
        // Only an identity provider's token is checked asynchronously: no await otherwise.
        caller = found instanceof Promise ? await found : found;
      } catch (error) {
        refusal = error;
      }
      // Refused callers are counted too (by address), so guessing tokens is rate limited.
      if (rateLimiter) {
        const key = rateLimitKey(caller?.person.id, request.socket.remoteAddress);
        enforceRateLimit(rateLimiter, key, operation === 'feed', Date.now());
      }
      if (!caller) throw refusal;
      const { scope, handle } = HANDLERS[operation];
      requireScope(caller, scope);
      const origin = originOf(headers.host ?? 'localhost');
      const text = await readBodyText(request);

      const nowMs = now();
      const cache = replyCache?.caches(operation) ? replyCache : undefined;
      const cacheKey = cache?.key(operation, caller.person.id, origin, text) ?? '';
      const kept = cache?.get(cacheKey, nowMs);
      let pieces: readonly Buffer[];
      if (!kept) {
        const checked = checkedRequest(operation, text);
        const context = { db, caller, origin, now: nowMs, receivedAt, draftOmitted };
        // One transaction per call: a write is all or nothing, even if the process dies midway.
        const answer = inTransaction(() => handle(context, checked as never));
        pieces = jsonPieces(answer);
        if (cache) {
          // Only the feed answers 408 (see operations/feed.ts).
          const timeoutMillis =
            operation === 'feed'
              ? (checked as { timeoutMillis?: number }).timeoutMillis
              : undefined;
          const body = jsonBody(answer);
          cache.set(cacheKey, { body, timeoutMillis }, nowMs);
          pieces = [body];
        }
      } else if (kept.timeoutMillis !== undefined && Date.now() - receivedAt > kept.timeoutMillis) {
        // A kept reply is held to the same deadline as one composed now (injected latency).
        throw new HttpError(408, `Feed took longer than ${kept.timeoutMillis} ms`);
      } else pieces = [kept.body];
      // The write is committed; the caller never hears so.
      if (fault.outcome === 'lost-reply') return request.socket.destroy();
      sendJson(response, pieces);
    } catch (error) {
      if (error instanceof HttpError) {
        // A body refused with 413 is already being thrown away as it comes (server/body.ts).
        sendText(response, error.status, error.message, error.headers);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`Internal error in ${operation}: ${message}\n`);
      sendText(response, 500, 'Internal error');
    }
  };
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
