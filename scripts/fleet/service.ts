/**
 * The fleet's service: the reference service's own request handler (server/api.ts) on an
 * in-memory database seeded at a demo scale, called in-process (no sockets), behind a model of
 * what a company's service adds: its rate limits per person (server/rate-limit.ts: 30 requests/s,
 * the feed 7/s, 429 with Retry-After beyond) and an outage window answering 503. Every request is
 * recorded: when, which operation, the status and the reply's bytes.
 */
import { Readable } from 'node:stream';
import { createApiHandler } from '../../server/api';
import { openDatabase } from '../../server/db/open';
import { seedDemoData } from '../../server/demo/seed';
import { createFaults } from '../../server/faults';
import { createRateLimiter, DEFAULT_RATE_LIMIT } from '../../server/rate-limit';
import { WRITE_OPERATIONS } from '../../lib/shared/contract/operations';

/** One request as the service saw it. */
export interface Served {
  at: number;
  operation: string;
  status: number;
  /** Bytes of the reply's body. */
  bytes: number;
  /** The fleet's tag of a write (`fleet-<browser>-<n>`), when the request carries one. */
  tag?: string;
  /** Made while a person's action was under way (not by the worker on its own). */
  byPerson: boolean;
  /** A meeting reminder's one confirming read: `getevents` the worker sent on its own. */
  byReminder?: boolean;
}

/** The fleet's service for one demo scale. */
export interface FleetService {
  /** The `fetch` the simulated browsers are given. */
  fetch: typeof fetch;
  /** Whether a request is being answered (the clock waits for it). */
  busy(): boolean;
  /** Starts a browser's day: a fresh rate-limit bucket, the data as seeded, an empty log. */
  beginBrowser(): void;
  /** Ends it: what it wrote is rolled back, and its log is handed over. */
  endBrowser(): Served[];
  /** Requests are counted (and the outage applies) only while recording. */
  recording: boolean;
  /** Set while a person's action is under way. */
  personActing: boolean;
  /** The outage window [from, to) in Unix ms; the service answers 503 inside it. */
  outage?: { from: number; to: number };
  /** The documents' ids, for the pages the simulated people visit. */
  documentIds: string[];
}

const WRITES: ReadonlySet<string> = new Set(WRITE_OPERATIONS);
const API_PATH = /\/rest\/api\/v1\/([^/?]+)/;

/** Calls the reference service's handler with a request and a response made in memory. */
async function callHandler(
  handler: ReturnType<typeof createApiHandler>,
  operation: string,
  url: URL,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const request = Object.assign(Readable.from([Buffer.from(body)]), {
    method: 'POST',
    url: url.pathname,
    headers: { ...headers, host: url.host, 'content-length': String(Buffer.byteLength(body)) },
    socket: { remoteAddress: '127.0.0.1', destroy() {} },
  });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let status = 0;
    let sent: Record<string, string> = {};
    const response = {
      writeHead(code: number, head: Record<string, string | number>) {
        status = code;
        sent = Object.fromEntries(Object.entries(head).map(([k, v]) => [k, String(v)]));
        return response;
      },
      cork() {},
      once() {},
      write(chunk: Buffer) {
        chunks.push(chunk);
      },
      end(chunk?: Buffer) {
        if (chunk) chunks.push(chunk);
        resolve({ status, headers: sent, body: Buffer.concat(chunks) });
      },
    };
    void handler(request as never, response as never, operation);
  });
}

/** Seeds the service at `scale` and answers the browsers' requests through the model. */
export function createFleetService(scale: number, seededAt: number): FleetService {
  const { db } = openDatabase(':memory:');
  seedDemoData(db, seededAt, scale);
  const handler = createApiHandler({ db, now: () => Date.now(), faults: createFaults() });
  const documentIds = (
    db.prepare('SELECT id FROM documents ORDER BY id').all() as { id: string }[]
  ).map((row) => row.id);
  let limiter = createRateLimiter(DEFAULT_RATE_LIMIT);
  let log: Served[] = [];
  let inFlight = 0;

  const service: FleetService = {
    recording: false,
    personActing: false,
    documentIds,
    busy: () => inFlight > 0,
    beginBrowser() {
      limiter = createRateLimiter(DEFAULT_RATE_LIMIT);
      log = [];
      db.exec('SAVEPOINT fleet_browser');
    },
    endBrowser() {
      db.exec('ROLLBACK TO fleet_browser');
      db.exec('RELEASE fleet_browser');
      return log;
    },
    async fetch(input, init) {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const operation = API_PATH.exec(url.pathname)?.[1] ?? url.pathname;
      const body = typeof init?.body === 'string' ? init.body : '';
      const headers = Object.fromEntries(new Headers(init?.headers).entries()) as Record<
        string,
        string
      >;
      const at = Date.now();
      const byPerson = service.personActing;
      const byReminder = !byPerson && operation === 'getevents';
      const tag = WRITES.has(operation) ? /fleet-\d+-\d+/.exec(body)?.[0] : undefined;
      const answer = (status: number, text: string, extra: Record<string, string> = {}) => {
        if (service.recording)
          log.push({
            at,
            operation,
            status,
            bytes: Buffer.byteLength(text),
            tag,
            byPerson,
            byReminder,
          });
        return new Response(text, { status, headers: { 'Content-Type': 'text/plain', ...extra } });
      };
      if (
        service.recording &&
        service.outage &&
        at >= service.outage.from &&
        at < service.outage.to
      ) {
        return answer(503, 'Service unavailable');
      }
      const wait = limiter.take('person', operation === 'feed', at);
      if (wait > 0) {
        return answer(429, 'Too many requests', { 'Retry-After': String(Math.ceil(wait / 1000)) });
      }
      inFlight++;
      try {
        const reply = await callHandler(handler, operation, url, headers, body);
        if (service.recording) {
          log.push({
            at,
            operation,
            status: reply.status,
            bytes: reply.body.byteLength,
            tag,
            byPerson,
            byReminder,
          });
        }
        return new Response(new Uint8Array(reply.body), {
          status: reply.status,
          headers: reply.headers,
        });
      } finally {
        inFlight--;
      }
    },
  };
  return service;
}
