import { createServer, type IncomingMessage, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One API call as the proxy passed it back. */
export interface ProxiedCall {
  operation: string;
  status: number;
  bytes: number;
}

/** A loopback proxy in front of the reference service that records each API call it passes. */
export interface RecordingProxy {
  /** The proxy's address: connect the extension here. */
  url: string;
  /** The operations received so far, in order (`getdocuments`, `listcollections`…). */
  operations: string[];
  /** Each API call answered so far: its operation, the reply's status and its body's bytes. */
  calls: ProxiedCall[];
  /** While true, every connection is dropped unanswered: the service looks unreachable. */
  down: boolean;
  /**
   * While true, API calls are taken and left waiting, unanswered (`held` names them): a write
   * is on its way and its answer has not come. `dropHeld()` ends them without an answer.
   */
  hold: boolean;
  /**
   * Milliseconds to hold each answer to an operation before passing it back (a busy network):
   * the request reaches the service at once, so the answer is what the service had then.
   */
  delays: Map<string, number>;
  /** The operations of the calls waiting while `hold` is true. */
  held(): string[];
  /** Drops every waiting call's connection: none of them reached the service. */
  dropHeld(): void;
  close(): Promise<void>;
}

/**
 * Starts the proxy. The Host header is passed unchanged, so the service sees the proxy's
 * origin and its own pages (`/docs/…`) resolve under the proxy's address too.
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const { hostname, port } = new URL(target);
  const operations: string[] = [];
  const calls: ProxiedCall[] = [];
  const held: { operation: string; drop: () => void }[] = [];
  const proxy = { down: false, hold: false, delays: new Map() } as RecordingProxy;
  const server = createServer((incoming, outgoing) => {
    if (proxy.down) {
      incoming.socket.destroy();
      return;
    }
    const path = incoming.url ?? '/';
    const operation = path.startsWith('/rest/api/v1/') ? path.slice('/rest/api/v1/'.length) : '';
    if (proxy.hold && operation) {
      held.push({ operation, drop: () => incoming.socket.destroy() });
      return;
    }
    if (operation) operations.push(operation);
    const upstream = forward(
      { hostname, port, path, method: incoming.method, headers: incoming.headers },
      (answer) => {
        const delay = proxy.delays.get(operation);
        if (!delay) return passBack(answer);
        answer.pause();
        setTimeout(() => passBack(answer), delay);
      },
    );
    const passBack = (answer: IncomingMessage) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      answer.on('end', () => {
        if (operation) calls.push({ operation, status: answer.statusCode ?? 502, bytes });
      });
      answer.pipe(outgoing);
    };
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  Object.assign(proxy, {
    url: `http://127.0.0.1:${address.port}`,
    operations,
    calls,
    held: () => held.map((call) => call.operation),
    dropHeld: () => {
      for (const call of held.splice(0)) call.drop();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return proxy;
}
