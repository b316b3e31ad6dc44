// Measures the reference service: requests per second and p50/p99 latency of feed, pin and
// movecollectionitem at concurrency 1, 16 and 64, on loopback only, a few seconds each.
// `npm run bench:service`. Prints a markdown table and writes .data/bench-service.json.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_TOKENS } from '../server/demo/identities';
import { startServer } from '../server/start';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONCURRENCY = [1, 16, 64];
const BODIES: Record<string, object> = {
  feed: { requestOptions: { resultSize: 20 } },
  pin: { documentId: 'DOC_130', queries: ['benchmark'] },
  movecollectionitem: { collectionId: 3, itemId: 'item-14', newNextItemId: '' },
};

const server = await startServer({
  port: 0,
  dbPath: join(mkdtempSync(join(tmpdir(), 'kb-bench-')), 'knowledge.db'),
  rateLimit: false,
});
const rows: {
  operation: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}[] = [];
try {
  for (const [operation, body] of Object.entries(BODIES)) {
    for (const connections of CONCURRENCY) {
      const result = await autocannon({
        url: `${server.url}/rest/api/v1/${operation}`,
        method: 'POST',
        headers: {
          Authorization: `Bearer ${DEMO_TOKENS.user}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
        connections,
        duration: DURATION_SECONDS,
      });
      rows.push({
        operation,
        connections,
        requestsPerSecond: Math.round(result.requests.average),
        p50: Math.round(result.latency.p50),
        p99: Math.round(result.latency.p99),
        errors: result.errors + result.non2xx,
      });
    }
  }
} finally {
  await server.close();
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`;
console.log(`\nReference service, ${DURATION_SECONDS} s per row, ${machine}\n`);
console.log('| operation | connections | requests/s | p50 ms | p99 ms | errors |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.operation} | ${row.connections} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} |`,
  );
}
mkdirSync('.data', { recursive: true });
writeFileSync(
  '.data/bench-service.json',
  `${JSON.stringify({ machine, durationSeconds: DURATION_SECONDS, rows }, null, 2)}\n`,
);
