import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

/** The types a browser expects for an update manifest and a package. */
const TYPES: Record<string, string> = {
  '.xml': 'text/xml',
  '.json': 'application/json',
  '.crx': 'application/x-chrome-extension',
  '.xpi': 'application/x-xpinstall',
};

/** An administrator's web server for self-hosted packages, on loopback. */
export interface UpdateServer {
  /** `http://127.0.0.1:<port>/`, ending in a slash. */
  base: string;
  /** Every path asked for, in order (the update checks and downloads). */
  requests: string[];
  close(): Promise<void>;
}

/** Serves the files of `folder` as they are at each request (so a test can publish a version). */
export async function startUpdateServer(folder: string): Promise<UpdateServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    requests.push(path);
    const file = normalize(join(folder, path));
    if (!file.startsWith(folder)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, {
            'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
            'Cache-Control': 'no-store',
          })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
