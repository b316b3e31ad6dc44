import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback proxy in front of the reference service that records each API call it passes. */
export interface RecordingProxy {
  /** The proxy's address: connect the extension here. */
  url: string;
  /** The operations received so far, in order (`getdocuments`, `listcollections`…). */
  operations: string[];
  close(): Promise<void>;
}

/**
 * Starts the proxy. The Host header is passed unchanged, so the service sees the proxy's
 * origin and its own pages (`/docs/…`) resolve under the proxy's address too.
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const { hostname, port } = new URL(target);
  const operations: string[] = [];
  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    if (path.startsWith('/rest/api/v1/')) operations.push(path.slice('/rest/api/v1/'.length));
    const upstream = forward(
      { hostname, port, path, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    operations,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
