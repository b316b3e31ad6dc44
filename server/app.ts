import type { Database } from 'better-sqlite3';
import { Hono } from 'hono';
import { isOperationName, OPERATIONS, validate } from '../lib/shared/contract';
import { authenticate, requireScope } from './auth';
import { readBodyText } from './body';
import type { Caller } from './context';
import type { createFaults } from './faults';
import { HttpError } from './http-error';
import { checkListLimits } from './limits';
import { HANDLERS } from './operations';
import { avatarSvg, documentPage, indexPage } from './pages';
import { type createRateLimiter, enforceRateLimit, rateLimitKey } from './rate-limit';

interface AppOptions {
  db: Database;
  now: () => number;
  faults: ReturnType<typeof createFaults>;
  rateLimiter?: ReturnType<typeof createRateLimiter>;
}

type NodeBindings = { incoming?: { socket?: { destroy(): void; remoteAddress?: string } } };

function textResponse(status: number, message: string, headers: Record<string, string> = {}) {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers },
  });
}

/**
 * The HTTP face of the service: `POST /rest/api/v1/<operation>` with JSON in and out, plus
 * the readable document pages that are the documents' URLs. Failures are short plain text.
 */
export function createApp({ db, now, faults, rateLimiter }: AppOptions) {
  const app = new Hono<{ Bindings: NodeBindings }>();

  app.get('/healthz', () => textResponse(200, 'ok'));
  app.get('/', (c) => c.html(indexPage(db, new URL(c.req.url).origin)));
  app.get('/docs/:id', (c) => {
    const html = documentPage(db, c.req.param('id'));
    return html ? c.html(html) : textResponse(404, 'No such document');
  });
  app.get('/avatars/:file', (c) => {
    const svg = avatarSvg(db, c.req.param('file').replace(/\.svg$/, ''));
    return svg
      ? c.body(svg, 200, { 'Content-Type': 'image/svg+xml' })
      : textResponse(404, 'No such person');
  });

  app.all('/rest/api/v1/:operation', async (c) => {
    const receivedAt = Date.now();
    const operation = c.req.param('operation');
    if (!isOperationName(operation)) return textResponse(404, `Unknown operation: ${operation}`);
    if (c.req.method !== 'POST')
      return textResponse(405, 'Method not allowed: use POST', { Allow: 'POST' });

    const fault = faults.decide();
    if (fault.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
    if (fault.outcome === 'drop') {
      c.env?.incoming?.socket?.destroy();
      return textResponse(503, 'Connection dropped');
    }
    if (fault.outcome === 'error') return textResponse(503, 'Service unavailable (injected fault)');

    try {
      // Who is calling is decided from the headers alone, before a byte of the body is read.
      let caller: Caller | undefined;
      let refusal: unknown;
      try {
        caller = authenticate(
          db,
          {
            authorization: c.req.header('Authorization'),
            actAs: c.req.header('X-Service-Actas'),
            authType: c.req.header('X-Service-Auth-Type'),
          },
          now(),
        );
      } catch (error) {
        refusal = error;
      }
      // Refused callers are counted too (by address), so guessing tokens is rate limited.
      if (rateLimiter) {
        const key = rateLimitKey(caller?.person.id, c.env?.incoming?.socket?.remoteAddress);
        enforceRateLimit(rateLimiter, key, operation === 'feed', Date.now());
      }
      if (!caller) throw refusal;
      const { scope, handle } = HANDLERS[operation];
      requireScope(caller, scope);
      const text = await readBodyText(c.req.raw);

      let json: unknown;
      try {
        json = text.trim() === '' ? {} : JSON.parse(text);
      } catch {
        throw new HttpError(400, 'Malformed JSON body');
      }
      const request = validate(OPERATIONS[operation].request, json);
      if (!request.success) throw new HttpError(400, request.message);
      checkListLimits(request.data);

      const context = { db, caller, origin: new URL(c.req.url).origin, now: now(), receivedAt };
      // One transaction per call: a write is all or nothing, even if the process dies midway.
      const answer = db.transaction(() => handle(context, request.data as never))();
      if (fault.outcome === 'lost-reply') {
        // The write is committed; the caller never hears so.
        c.env?.incoming?.socket?.destroy();
        return textResponse(503, 'Answer lost');
      }
      return c.json(answer as object);
    } catch (error) {
      if (error instanceof HttpError)
        return textResponse(error.status, error.message, error.headers);
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`Internal error in ${operation}: ${message}\n`);
      return textResponse(500, 'Internal error');
    }
  });

  app.notFound(() => textResponse(404, 'Not found'));
  return app;
}
