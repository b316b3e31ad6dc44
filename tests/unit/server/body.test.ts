import { createServer, request } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { discardRest } from '../../../server/body';
import { DEMO_TOKENS } from '../../../server/demo/identities';
import type { RunningServer } from '../../../server/start';
import { call, startTestServer } from '../../support/service';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MiB = 1024 * 1024;
const TOO_LARGE_TEXT = 'Request body larger than 1 MiB';

/**
 * Streams a chunked body of `totalBytes` (one reused 64 KiB chunk, so the client itself holds
 * no memory) and stops as soon as the answer arrives. Resolves with the status, the text, how
 * many bytes had been written when the answer came, and the largest memory growth seen.
 */
function streamHugeBody(headers: Record<string, string>, totalBytes: number) {
  return new Promise<{ status: number; text: string; sentBeforeAnswer: number; growth: number }>(
    (resolve, reject) => {
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const baseline = process.memoryUsage().rss;
      let peak = 0;
      let sent = 0;
      let answered = false;
      const url = new URL(`${server.url}/rest/api/v1/listpins`);
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
        },
        (res) => {
          answered = true;
          const sentBeforeAnswer = sent;
          let text = '';
          res.on('data', (data) => {
            text += data;
          });
          res.on('end', () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, text, sentBeforeAnswer, growth: peak });
          });
        },
      );
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      const pump = () => {
        while (!answered && sent < totalBytes) {
          sent += chunk.length;
          peak = Math.max(peak, process.memoryUsage().rss - baseline);
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
        if (!answered) req.end();
      };
      pump();
    },
  );
}

describe('request bodies', () => {
  test('a caller without a valid token is refused before its 256 MiB body is read', async () => {
    const answer = await streamHugeBody({ Authorization: 'Bearer nope' }, 256 * MiB);
    expect(answer.status).toBe(401);
    expect(answer.sentBeforeAnswer).toBeLessThan(64 * MiB);
    expect(answer.growth).toBeLessThan(64 * MiB);
  }, 30_000);

  test('an authenticated body is cut off with 413 as soon as it passes 1 MiB', async () => {
    const answer = await streamHugeBody({ Authorization: `Bearer ${DEMO_TOKENS.user}` }, 256 * MiB);
    expect([answer.status, answer.text]).toEqual([413, 'Request body larger than 1 MiB']);
    expect(answer.sentBeforeAnswer).toBeLessThan(64 * MiB);
    expect(answer.growth).toBeLessThan(64 * MiB);
    // The service goes on answering.
    expect((await call(server, 'listpins', {})).status).toBe(200);
  }, 30_000);
});

/** A raw connection to `port` that collects what it reads and says whether it ended. */
function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  const seen = { text: '', ended: false, closed: false, error: '' };
  socket.on('data', (data) => {
    seen.text += data;
  });
  socket.on('end', () => {
    seen.ended = true;
  });
  socket.on('close', () => {
    seen.closed = true;
  });
  socket.on('error', (error: NodeJS.ErrnoException) => {
    seen.error = error.code ?? error.message;
  });
  const until = async (condition: () => boolean) => {
    const end = Date.now() + 10_000;
    while (!condition() && Date.now() < end) await new Promise((wait) => setTimeout(wait, 5));
    return condition();
  };
  return { socket, seen, until };
}

const CHUNK = Buffer.alloc(64 * 1024, 0x20);
/** One chunk of a chunked body, as written on the wire. */
const wireChunk = () =>
  Buffer.concat([Buffer.from(`${CHUNK.length.toString(16)}\r\n`), CHUNK, Buffer.from('\r\n')]);
const chunkedPost = (path: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${DEMO_TOKENS.user}\r\n` +
  'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';

describe('the rest of a refused body', () => {
  test('is read and thrown away: a caller still sending is never reset, reads its 413 and sends its next request on the same connection', async () => {
    const { socket, seen, until } = rawConnection(Number(new URL(server.url).port));
    socket.write(chunkedPost('/rest/api/v1/listpins'));
    // 2 MiB, past the limit: the 413 comes while the caller is still sending.
    for (let index = 0; index < 32; index++) socket.write(wireChunk());
    expect(await until(() => seen.text.includes(TOO_LARGE_TEXT))).toBe(true);
    expect(seen.text).toMatch(/^HTTP\/1\.1 413 /);
    // Dropped at once (before), the connection was gone by now, reset under the caller's
    // writes: under load the reset came before the 413 was read (ECONNRESET, run 132).
    await new Promise((wait) => setTimeout(wait, 100));
    for (let index = 0; index < 16; index++) socket.write(wireChunk());
    socket.write('0\r\n\r\n');
    socket.write(
      `POST /rest/api/v1/listpins HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${DEMO_TOKENS.user}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    );
    expect(await until(() => /HTTP\/1\.1 200 /.test(seen.text) || seen.closed)).toBe(true);
    expect([seen.error, seen.ended]).toEqual(['', false]);
    socket.destroy();
  });

  test('still arriving after the wait, it is closed in stages: the server half closes, then drops the connection', async () => {
    const refusing = createServer((incoming, response) => {
      response
        .writeHead(413, { 'Content-Type': 'text/plain', 'Content-Length': TOO_LARGE_TEXT.length })
        .end(TOO_LARGE_TEXT);
      discardRest(incoming, 100);
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { socket, seen, until } = rawConnection((refusing.address() as AddressInfo).port);
    socket.write(chunkedPost('/'));
    // A caller that never stops sending, and never closes its side.
    const sending = setInterval(() => socket.write(wireChunk()), 5);
    const started = Date.now();
    expect(await until(() => seen.ended)).toBe(true);
    expect(seen.text).toMatch(/^HTTP\/1\.1 413 [\s\S]*Request body larger than 1 MiB$/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(await until(() => seen.closed)).toBe(true);
    clearInterval(sending);
    await new Promise((resolve) => refusing.close(resolve));
  });
});
