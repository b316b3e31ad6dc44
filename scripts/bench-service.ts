// Measures the reference service against a bare node:http server that sends the very same reply
// bytes: feed, pin, movecollectionitem and getcollection at concurrency 1, 16 and 64, at demo
// scale 1 and 100, on loopback. Both servers run as child processes (the load generator here
// would otherwise share their event loop). Prints a markdown table, writes
// .data/bench-service.json and the table into BENCHMARKS.md's "Reference service" section.
// `npm run bench:service` (BENCH_SECONDS=3 per row by default, after a 1 s warm-up of each
// operation on each server; about five minutes in all). The reads (feed, getcollection) are
// measured twice: with the service's reply cache (as `npm start` runs) and without it (a second
// service on the same data with --no-reply-cache), so the table shows what composing costs.
// BENCH_SCALES=1,100 and BENCH_OPERATIONS=feed,pin narrow a run while iterating.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_TOKENS } from '../server/demo/identities';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const WARM_UP_SECONDS = 1;
const CONCURRENCY = [1, 16, 64];
const SCALES = (process.env.BENCH_SCALES ?? '1,100').split(',').map(Number);
const PIN_BODY = { documentId: 'DOC_130', queries: ['benchmark'] };
const ALL_BODIES: Record<string, object> = {
  feed: { requestOptions: { resultSize: 20 } },
  pin: PIN_BODY,
  movecollectionitem: { collectionId: 3, itemId: 'item-14', newNextItemId: '' },
  getcollection: { id: 1, withItems: true },
};
const only = process.env.BENCH_OPERATIONS?.split(',');
const BODIES = Object.fromEntries(
  Object.entries(ALL_BODIES).filter(([operation]) => !only || only.includes(operation)),
);
/** Operations that only read: the reply cache serves them, so they are also measured without. */
const READS = new Set(['feed', 'getcollection']);
const HEADERS = { Authorization: `Bearer ${DEMO_TOKENS.user}`, 'Content-Type': 'application/json' };
/** The mixed feed row: this many people's feeds in turn, with pins written at this rate. */
const MIXED_PEOPLE_COUNT = 40;
const MIXED_PINS_PER_SECOND = 200;
const PIN_PATH = '/rest/api/v1/pin';
/** Filled per scale from the seeded data: whom the mixed row's feeds are for. */
let MIXED_PEOPLE: string[] = [];
const actingAs = (email: string) => ({
  Authorization: `Bearer ${DEMO_TOKENS.global}`,
  'X-Service-Actas': email,
});

// The bare server: answers every POST with the bytes recorded for its path, nothing else.
const BARE_SERVER = `
const replies = new Map(Object.entries(JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'))).map(([path, text]) => [path, Buffer.from(text)]));
const server = require('node:http').createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    const body = replies.get(request.url + ' ' + (request.headers['x-service-actas'] ?? ''));
    response.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json', 'Content-Length': body ? body.length : 0 });
    response.end(body);
  });
});
server.listen(0, '127.0.0.1', () => console.log('listening at http://127.0.0.1:' + server.address().port));
`;

/** Starts a child and resolves with its URL once it prints one, and how long that took. */
function startChild(args: string[]): Promise<{ child: ChildProcess; url: string; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0];
      if (url) resolve({ child, url, ms: performance.now() - started });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;

/**
 * CPU time a process has used so far, in microseconds (Linux /proc; NaN elsewhere). Other work
 * on a shared machine slows a server's requests per second but not the CPU each one costs, so
 * this is the steadier comparison of the service with the bare server.
 */
function cpuMicros(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1e6;
  } catch {
    return Number.NaN;
  }
}

/** The first people of the seeded data, by email: whom the mixed row asks feeds for. */
async function peopleOf(path: string): Promise<string[]> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path, { readonly: true });
  try {
    return db
      .prepare('SELECT email FROM people ORDER BY rowid LIMIT ?')
      .pluck()
      .all(MIXED_PEOPLE_COUNT) as string[];
  } finally {
    db.close();
  }
}

/** Resident memory of a process in MB, from ps (Linux and macOS). */
function rssMb(pid: number): number {
  return Math.round(
    Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString()) / 1024,
  );
}

async function measure(
  server: { url: string; child: ChildProcess },
  operation: string,
  connections: number,
  duration = DURATION_SECONDS,
  mixed = false,
) {
  const cpuBefore = cpuMicros(server.child.pid);
  // The mixed row: the feed of one person after another (the reply cache keys by person), while
  // pins are written alongside (every write empties the reply cache), as a working day has it.
  const pins = mixed
    ? autocannon({
        url: `${server.url}${PIN_PATH}`,
        method: 'POST',
        headers: HEADERS,
        body: JSON.stringify(PIN_BODY),
        connections: 1,
        overallRate: MIXED_PINS_PER_SECOND,
        duration,
      })
    : undefined;
  const result = await autocannon({
    url: `${server.url}/rest/api/v1/${operation}`,
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify(BODIES[operation]),
    connections,
    duration,
    ...(mixed
      ? {
          requests: MIXED_PEOPLE.map((email) => ({
            headers: { ...HEADERS, ...actingAs(email) },
          })),
        }
      : {}),
  });
  await pins;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: Math.round(result.latency.p50),
    p99: Math.round(result.latency.p99),
    errors: result.errors + result.non2xx,
    cpuMicrosPerRequest: Math.round(
      (cpuMicros(server.child.pid) - cpuBefore) / Math.max(1, result.requests.total),
    ),
  };
}

interface Row {
  scale: number;
  operation: string;
  /**
   * 'on' or 'off' for reads; '' for writes, which the cache never serves; 'mixed' for the feed
   * of many people with pins written alongside, on the service as `npm start` runs it.
   */
  cache: 'on' | 'off' | 'mixed' | '';
  connections: number;
  bare: Awaited<ReturnType<typeof measure>>;
  service: Awaited<ReturnType<typeof measure>>;
  bytes: number;
}
const rows: Row[] = [];
const starts: { scale: number; startMs: number; startCpuMs: number; rssMb: number }[] = [];
const work = mkdtempSync(join(tmpdir(), 'kb-bench-'));
try {
  for (const scale of SCALES) {
    const service = await startChild([
      ...['--import', 'tsx', 'server/cli.ts', '--port', '0', '--reset', '--no-rate-limit'],
      ...['--db', join(work, `scale-${scale}.db`), '--demo-scale', String(scale)],
    ]);
    const startCpuMs = Math.round(cpuMicros(service.child.pid) / 1000);
    // The same data (no --reset: the file is the one just seeded), every read composed afresh.
    const uncached = await startChild([
      ...['--import', 'tsx', 'server/cli.ts', '--port', '0', '--no-rate-limit', '--no-reply-cache'],
      ...['--db', join(work, `scale-${scale}.db`)],
    ]);
    // The bare server gets each operation's reply exactly as the service sends it.
    const replies: Record<string, string> = {};
    const record = async (operation: string, body: object, email = '') => {
      const path = `/rest/api/v1/${operation}`;
      const response = await fetch(`${service.url}${path}`, {
        method: 'POST',
        headers: email ? { ...HEADERS, ...actingAs(email) } : HEADERS,
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${operation} answered ${response.status}`);
      replies[`${path} ${email}`] = await response.text();
    };
    for (const [operation, body] of Object.entries(BODIES)) await record(operation, body);
    const feedBody = BODIES.feed;
    if (feedBody) {
      MIXED_PEOPLE = await peopleOf(join(work, `scale-${scale}.db`));
      for (const email of MIXED_PEOPLE) await record('feed', feedBody, email);
      await record('pin', PIN_BODY);
    }
    writeFileSync(join(work, 'replies.json'), JSON.stringify(replies));
    const bare = await startChild(['-e', BARE_SERVER, join(work, 'replies.json')]);
    try {
      // Unmeasured: each server's code paths are compiled before the first row counts.
      for (const operation of Object.keys(BODIES)) {
        await measure(bare, operation, 16, WARM_UP_SECONDS);
        await measure(service, operation, 16, WARM_UP_SECONDS);
        if (READS.has(operation)) await measure(uncached, operation, 16, WARM_UP_SECONDS);
      }
      for (const operation of Object.keys(BODIES)) {
        for (const connections of CONCURRENCY) {
          const bytes = Buffer.byteLength(replies[`/rest/api/v1/${operation} `] ?? '');
          const bareResult = await measure(bare, operation, connections);
          const serviceResult = await measure(service, operation, connections);
          const isRead = READS.has(operation);
          rows.push({
            scale,
            operation,
            cache: isRead ? 'on' : '',
            connections,
            bare: bareResult,
            service: serviceResult,
            bytes,
          });
          if (isRead) {
            const uncachedResult = await measure(uncached, operation, connections);
            rows.push({
              scale,
              operation,
              cache: 'off',
              connections,
              bare: bareResult,
              service: uncachedResult,
              bytes,
            });
            console.log(
              scale,
              operation,
              connections,
              'no cache',
              uncachedResult.requestsPerSecond,
            );
          }
          console.log(
            scale,
            operation,
            connections,
            serviceResult.requestsPerSecond,
            '/',
            bareResult.requestsPerSecond,
          );
          if (operation === 'feed' && connections === 16) {
            const mixedBare = await measure(bare, operation, connections, DURATION_SECONDS, true);
            const mixed = await measure(service, operation, connections, DURATION_SECONDS, true);
            const people = MIXED_PEOPLE.map((email) => replies[`/rest/api/v1/feed ${email}`]);
            rows.push({
              scale,
              operation,
              cache: 'mixed',
              connections,
              bare: mixedBare,
              service: mixed,
              bytes: Math.round(
                people.reduce((sum, text) => sum + Buffer.byteLength(text ?? ''), 0) /
                  people.length,
              ),
            });
            console.log(scale, operation, connections, 'mixed', mixed.requestsPerSecond);
          }
        }
      }
      starts.push({
        scale,
        startMs: Math.round(service.ms),
        startCpuMs,
        rssMb: rssMb(service.child.pid ?? 0),
      });
    } finally {
      await stopChild(bare.child);
      await stopChild(uncached.child);
      await stopChild(service.child);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`;
const percent = (part: number, whole: number) =>
  `${Math.round((100 * part) / Math.max(1, whole))}%`;
const table = [
  '| scale | operation | reply cache | conns | reply bytes | service req/s | p50 ms | p99 ms | bare req/s | bare p50 | bare p99 | rate vs bare | service CPU µs/req | bare CPU µs/req | CPU vs bare | errors |',
  '| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(({ scale, operation, cache, connections, bytes, service, bare }) =>
    [
      '',
      scale,
      operation,
      cache === 'mixed'
        ? `on; ${MIXED_PEOPLE_COUNT} people in turn, ${MIXED_PINS_PER_SECOND} pins/s alongside`
        : cache || 'n/a (write)',
      connections,
      bytes,
      service.requestsPerSecond,
      service.p50,
      service.p99,
      bare.requestsPerSecond,
      bare.p50,
      bare.p99,
      percent(service.requestsPerSecond, bare.requestsPerSecond),
      service.cpuMicrosPerRequest,
      bare.cpuMicrosPerRequest,
      // The bare server's CPU per request over the service's: the rate the service would reach,
      // as a share of the bare server's, were both given the same CPU.
      percent(bare.cpuMicrosPerRequest, service.cpuMicrosPerRequest),
      service.errors + bare.errors,
      '',
    ]
      .join(' | ')
      .trim(),
  ),
  '',
  '| scale | start (spawn to listening), ms | CPU used to start, ms | RSS after the run, MB |',
  '| ---: | ---: | ---: | ---: |',
  ...starts.map(
    (start) => `| ${start.scale} | ${start.startMs} | ${start.startCpuMs} | ${start.rssMb} |`,
  ),
].join('\n');
console.log(`\nReference service, ${DURATION_SECONDS} s per row, ${machine}\n\n${table}`);

mkdirSync('.data', { recursive: true });
writeFileSync(
  '.data/bench-service.json',
  `${JSON.stringify({ machine, durationSeconds: DURATION_SECONDS, rows, starts }, null, 2)}\n`,
);
// Issue 16's targets, read off this run's figures: with the reply cache as `npm start` runs,
// and the reads again without it, so nobody takes the cached figures for the cost of composing.
const at = (scale: number, operation: string, cache: Row['cache'] = 'on') =>
  rows.find(
    (row) =>
      row.scale === scale &&
      row.operation === operation &&
      row.connections === 16 &&
      (row.cache === cache || (row.cache === '' && cache === 'on')),
  );
const met = (ok: boolean) => (ok ? 'met' : '**not met**');
const feedLine = (cache: Row['cache']) => {
  const feed1 = at(1, 'feed', cache);
  if (!feed1) return [];
  const label = {
    on: 'reply cache on',
    off: '**reply cache off**',
    mixed: `**mixed**: reply cache on, ${MIXED_PEOPLE_COUNT} people in turn, ${MIXED_PINS_PER_SECOND} pins/s alongside`,
    '': '',
  }[cache];
  return [
    `- feed at 16 connections (scale 1, ${label}): ${percent(feed1.service.requestsPerSecond, feed1.bare.requestsPerSecond)} of the bare rate, ${percent(feed1.bare.cpuMicrosPerRequest, feed1.service.cpuMicrosPerRequest)} by CPU (target 50%: ${met(feed1.service.requestsPerSecond * 2 >= feed1.bare.requestsPerSecond)}); p99 ${feed1.service.p99} ms (target 20 ms: ${met(feed1.service.p99 <= 20)}).`,
  ];
};
const scaleLine = (cache: Row['cache']) => {
  const feed1 = at(1, 'feed', cache);
  const feed100 = at(100, 'feed', cache);
  if (!feed1 || !feed100) return [];
  const cpu = feed100.service.cpuMicrosPerRequest / Math.max(1, feed1.service.cpuMicrosPerRequest);
  const rate = feed1.service.requestsPerSecond / Math.max(1, feed100.service.requestsPerSecond);
  return [
    `- feed at scale 100 against scale 1 at 16 connections (reply cache ${cache}): CPU per request ${cpu.toFixed(2)}x, rate ${rate.toFixed(2)}x lower (target 1.5x: ${met(cpu <= 1.5 && rate <= 1.5)}).`,
  ];
};
const targets = [
  ...feedLine('on'),
  ...feedLine('off'),
  ...feedLine('mixed'),
  ...['pin', 'movecollectionitem'].flatMap((operation) => {
    const row = at(1, operation);
    if (!row) return [];
    const rate = row.service.requestsPerSecond;
    return [
      `- ${operation} at 16 connections (scale 1): ${rate} requests/s (target 5,000: ${met(rate >= 5000)}).`,
    ];
  }),
  ...scaleLine('on'),
  ...scaleLine('off'),
  ...starts
    .filter((start) => start.scale === 100)
    .map(
      (start) =>
        `- start at scale 100: ${start.startMs} ms (target 3,000 ms: ${met(start.startMs < 3000)}).`,
    ),
].join('\n');
const section = `## Reference service

\`npm run bench:service\` (scripts/bench-service.ts): autocannon on loopback, ${DURATION_SECONDS} s per row after ${WARM_UP_SECONDS} s of each operation unmeasured, rate limit off, SQLite file on disk, ${machine}. The service and a bare node:http server sending the very same reply bytes run as child processes, measured one after the other in the same run. The reads (feed, getcollection) are measured with the service's reply cache (as \`npm start\` runs it: a read repeated within the same second with no write in between is answered from the kept bytes) and again with \`--no-reply-cache\` (every reply composed afresh); the bench repeats one request, so the cached rows show the cache's best case. The mixed row asks the feed of 40 people in turn (the global token acting as each) while 200 pins a second are written alongside, on the service as \`npm start\` runs it: the path a working day takes, where every write empties the reply cache; its bare server answers each person's own recorded bytes (reply bytes: their average). "rate vs bare" compares their requests per second; "CPU vs bare" compares the CPU each request cost them (from /proc), which other work on a shared machine disturbs far less. Start time is from spawning the service (Node and tsx included) to it listening, with the demo data seeded at that scale.

${table}

Targets of issue 16 in this run:

${targets}

`;
// A narrowed run (BENCH_SCALES, BENCH_OPERATIONS) prints its table but leaves BENCHMARKS.md alone.
if (process.env.BENCH_SCALES || only) {
  console.log(`\n${targets}\n\n(narrowed run: BENCHMARKS.md not written)`);
} else {
  const benchmarks = readFileSync('BENCHMARKS.md', 'utf8');
  const start = benchmarks.indexOf('## Reference service');
  const end = benchmarks.indexOf('\n## ', start + 1);
  if (start < 0) throw new Error('BENCHMARKS.md has no "Reference service" section');
  writeFileSync(
    'BENCHMARKS.md',
    `${benchmarks.slice(0, start)}${section}${end < 0 ? '' : benchmarks.slice(end + 1)}`,
  );
}
