import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_TOKENS } from '../../../server/demo/identities';
import type { RunningServer } from '../../../server/start';
import { call, startTestServer } from '../../support/service';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MiB = 1024 * 1024;

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
