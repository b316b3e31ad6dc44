import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRandom } from '../../../server/demo/random';

/** What the proxy does to one request. */
type Fault =
  /** Passed to the service and its answer passed back. */
  | 'pass'
  /** 503 with an HTML page (and sometimes a Retry-After), the service never asked. */
  | 'html503'
  /** 500 with an HTML page, the service never asked. */
  | 'html500'
  /** 429 with a hostile Retry-After, the service never asked. */
  | 'tooMany'
  /** The connection is reset before the request reaches the service. */
  | 'resetBefore'
  /** The service acts; the connection is reset before its answer comes back. */
  | 'resetAfter'
  /** The service acts; its answer is replaced by a 200 whose body is garbage. */
  | 'garbage200'
  /** The service acts; no answer ever comes (the client's timeout ends it). */
  | 'stall';

/** Retry-After values a hostile or broken proxy sends. */
const HOSTILE_RETRY_AFTER = [
  '1e308',
  '-5',
  'soon',
  'Fri, 31 Dec 9999 23:59:59 GMT',
  'Sat, 01 Jan 10000 00:00:00 GMT',
  '99999999999999999999',
  '',
  '2',
];

const HTML = '<!doctype html><html><body><h1>Service Unavailable</h1></body></html>';

/** Weights of each fault; the rest of the probability passes. */
type FaultRates = Partial<Record<Exclude<Fault, 'pass'>, number>>;

/**
 * A fault-injecting HTTP proxy on loopback in front of the reference service. Each request's
 * fault is drawn from seeded dice, so a run can be repeated; `counts` says what happened.
 */
export async function startFaultProxy(target: string, rates: FaultRates, seed: number) {
  const dice = createRandom(seed);
  const counts: Record<Fault, number> = {
    pass: 0,
    html503: 0,
    html500: 0,
    tooMany: 0,
    resetBefore: 0,
    resetAfter: 0,
    garbage200: 0,
    stall: 0,
  };
  let enabled = true;
  const stalled = new Set<ServerResponse>();

  const draw = (): Fault => {
    let roll = dice.next();
    for (const [fault, rate] of Object.entries(rates) as [Fault, number][]) {
      if (roll < rate) return fault;
      roll -= rate;
    }
    return 'pass';
  };

  async function forward(request: IncomingMessage, body: string) {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'content-length') {
        headers[name] = value;
      }
    }
    return fetch(`${target}${request.url}`, { method: request.method, headers, body });
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void handle(request, response, Buffer.concat(chunks).toString('utf8')).catch(() => {
        response.destroy();
      });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse, body: string) {
    const fault = enabled ? draw() : 'pass';
    counts[fault]++;
    switch (fault) {
      case 'html503': {
        const headers: Record<string, string> = { 'Content-Type': 'text/html' };
        if (dice.next() < 0.5) headers['Retry-After'] = dice.pick(HOSTILE_RETRY_AFTER);
        response.writeHead(503, headers).end(HTML);
        return;
      }
      case 'html500':
        response.writeHead(500, { 'Content-Type': 'text/html' }).end(HTML);
        return;
      case 'tooMany':
        response
          .writeHead(429, {
            'Retry-After': dice.pick(HOSTILE_RETRY_AFTER),
            'Content-Type': 'text/plain',
          })
          .end('Too many requests');
        return;
      case 'resetBefore':
        request.socket.destroy();
        return;
      default:
        break;
    }
    const answer = await forward(request, body);
    const text = await answer.text();
    if (fault === 'resetAfter') {
      request.socket.destroy();
      return;
    }
    if (fault === 'stall') {
      stalled.add(response);
      return;
    }
    if (fault === 'garbage200') {
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(
          dice.pick([
            '<html>Bad gateway</html>',
            '{"truncat',
            '',
            '{"pins": "nope", "collection": 7}',
            '\u0000\u0001garbage',
          ]),
        );
      return;
    }
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'transfer-encoding') headers[name] = value;
    });
    response.writeHead(answer.status, headers).end(text);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    /** Stops or resumes injecting faults (every request passes while stopped). */
    setEnabled(value: boolean) {
      enabled = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of stalled) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
