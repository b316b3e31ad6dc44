import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Database } from 'better-sqlite3';
import { Hono } from 'hono';
import { type ApiOptions, createApiHandler, sendText } from './api';
import { avatarSvg, documentPage, indexPage } from './pages';

function textResponse(status: number, message: string) {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** The readable pages: the documents' URLs, the index, avatars and the health check. */
function createPages(db: Database) {
  const app = new Hono();
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
  app.notFound(() => textResponse(404, 'Not found'));
  return app;
}

/** Most bytes of an unread body read and thrown away so the connection can carry on. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;
const DRAIN_MS = 500;

/**
 * After an answer given without reading the body (a refusal), the rest of the body is read and
 * thrown away, so a keep-alive connection stays in step for its next request; a body too long
 * or too slow for that closes the connection instead (as Hono's Node adapter does).
 */
function drainUnread(request: IncomingMessage): void {
  if (request.readableEnded || request.destroyed) return;
  let read = 0;
  const close = () => {
    clearTimeout(timer);
    request.off('data', onData);
    request.socket.destroySoon();
  };
  const onData = (chunk: Buffer) => {
    read += chunk.byteLength;
    if (read > MAX_DRAIN_BYTES) close();
  };
  const timer = setTimeout(close, DRAIN_MS);
  timer.unref();
  request.on('data', onData);
  request.once('end', () => {
    clearTimeout(timer);
    request.off('data', onData);
  });
  request.resume();
}

const API_PATH = /^\/rest\/api\/v1\/([^/?]+)(?:\?.*)?$/;

/**
 * The HTTP face of the service, as a node:http request listener: `POST /rest/api/v1/<operation>`
 * with JSON in and out, handled directly on Node's request and response (the hot path: a web
 * Request and Response per call cost more CPU than building most replies), and the readable
 * pages through Hono, where routing and HTML helpers earn their cost.
 */
export function createApp(options: ApiOptions) {
  const api = createApiHandler(options);
  const pages = getRequestListener(createPages(options.db).fetch);
  return (request: IncomingMessage, response: ServerResponse) => {
    const operation = API_PATH.exec(request.url ?? '')?.[1];
    if (operation === undefined) return void pages(request, response);
    response.once('finish', () => drainUnread(request));
    api(request, response, operation).catch((error: unknown) => {
      process.stderr.write(`Internal error: ${error instanceof Error ? error.message : error}\n`);
      if (!response.headersSent) sendText(response, 500, 'Internal error');
    });
  };
}
