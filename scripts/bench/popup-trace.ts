import type { BrowserContext, CDPSession } from 'playwright-core';
import { closeAndSettle } from './browser';

/** What a traced opening needs of the bench's browser (`BenchBrowser` in browser.ts). */
interface TracedBrowser {
  context: BrowserContext;
  page(path: string): string;
}

/**
 * Where the time to a page's first content goes, from a Chromium trace of one opening: the
 * main thread's self time by kind of work between navigation start and the paint of the
 * content, the storage reads the page made before that paint, its first paint, and the JS
 * heap of the extension's page process once the content is painted.
 */
export interface Breakdown {
  /** Time to content of this (traced) opening, ms. */
  total: number;
  /** Compiling and parsing scripts (including reading the code cache). */
  compile: number;
  /** Running scripts: module evaluation, callbacks, microtasks, garbage collection. */
  script: number;
  /** Parsing the HTML document. */
  html: number;
  /** Style recalculation, style sheets and layout. */
  layout: number;
  /** Painting and committing frames. */
  paint: number;
  /** Wall time during which at least one `storage.*.get` was in flight before the paint. */
  storage: number;
  /** How many `storage.*.get` calls the page made before the paint. */
  storageReads: number;
  /** First paint of anything (First Contentful Paint), ms after navigation start. */
  firstPaint: number;
  /** JS heap in use in the extension's page process after garbage collection, bytes. */
  heap: number;
}

/** The buckets of the main thread's self time, by trace event name. */
const BUCKETS: [keyof Breakdown, RegExp][] = [
  ['html', /^ParseHTML$/],
  [
    'layout',
    /^(UpdateLayoutTree|RecalculateStyles|Layout|ParseAuthorStyleSheet|PrePaint|HitTest)$/,
  ],
  ['paint', /^(Paint|PaintImage|Commit|CompositeLayers|Layerize|UpdateLayer|UpdateLayerTree)$/],
  ['compile', /compile|^V8\.Parse|^v8\.parse|CacheScript|deserialize/i],
  [
    'script',
    /^(EvaluateScript|v8\.evaluateModule|FunctionCall|v8\.run|V8\.Execute|v8\.callFunction|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch|FireIdleCallback|MajorGC|MinorGC|V8\.GC.*|BlinkGC.*)$/,
  ],
];

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  '__metadata',
].join(',');

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

/** Self time (ms) of each bucket on one thread's complete events within [start, end] (µs). */
function selfTimes(events: TraceEvent[], start: number, end: number) {
  const spans = events
    .filter((event) => event.ph === 'X' && event.dur !== undefined)
    .map((event) => ({
      name: event.name,
      from: Math.max(event.ts, start),
      to: Math.min(event.ts + (event.dur as number), end),
    }))
    .filter((span) => span.to > span.from)
    .sort((a, b) => a.from - b.from || b.to - a.to);
  const totals: Record<string, number> = {};
  // Nested spans: a span's self time is its length minus its direct children's lengths.
  const stack: { name: string; to: number; self: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1) as { to: number }).to <= until) {
      const done = stack.pop() as { name: string; self: number };
      const bucket = BUCKETS.find(([, pattern]) => pattern.test(done.name))?.[0] ?? 'other';
      totals[bucket] = (totals[bucket] ?? 0) + done.self / 1000;
    }
  };
  for (const span of spans) {
    close(span.from);
    const parent = stack.at(-1);
    if (parent) parent.self -= span.to - span.from;
    stack.push({ name: span.name, to: span.to, self: span.to - span.from });
  }
  close(Number.POSITIVE_INFINITY);
  return totals;
}

async function collectTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (chunk) =>
    events.push(...(chunk.value as unknown as TraceEvent[])),
  );
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

/**
 * Opens `path` in a new tab under a trace and answers its breakdown. The content probe of
 * `launchBrowser` notes the paint of the content and the storage reads.
 */
export async function tracedOpening(browser: TracedBrowser, path: string): Promise<Breakdown> {
  const page = await browser.context.newPage();
  try {
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: CATEGORIES.split(','),
        recordMode: 'recordAsMuchAsPossible',
      },
      transferMode: 'ReportEvents',
    });
    await page.goto(browser.page(path));
    await page.waitForFunction(
      () => (window as unknown as { __bench?: { painted?: number } }).__bench?.painted,
      undefined,
      { timeout: 20_000, polling: 5 },
    );
    const probe = (await page.evaluate(() => {
      const bench = (window as unknown as { __bench: { painted: number; reads: number[][] } })
        .__bench;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      return { painted: bench.painted, reads: bench.reads, fcp: fcp ?? Number.NaN };
    })) as { painted: number; reads: [number, number | undefined][]; fcp: number };
    const events = await collectTrace(cdp);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')).usedSize;

    const start = events.find(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.documentLoaderURL?.endsWith(`/${path}`),
    );
    if (!start) throw new Error(`No navigationStart for ${path} in the trace`);
    const main = events.find(
      (event) =>
        event.pid === start.pid &&
        event.name === 'thread_name' &&
        event.args?.name === 'CrRendererMain',
    );
    const thread = events.filter((event) => event.pid === start.pid && event.tid === main?.tid);
    const totals = selfTimes(thread, start.ts, start.ts + probe.painted * 1000);
    const before = probe.reads.filter(([from]) => from < probe.painted);
    return {
      total: probe.painted,
      compile: totals.compile ?? 0,
      script: totals.script ?? 0,
      html: totals.html ?? 0,
      layout: totals.layout ?? 0,
      paint: totals.paint ?? 0,
      storage: inFlight(before, probe.painted),
      storageReads: before.length,
      firstPaint: probe.fcp,
      heap,
    };
  } finally {
    await closeAndSettle(page);
  }
}

/** The length of the union of [from, to] intervals, each cut at `end`. */
function inFlight(spans: [number, number | undefined][], end: number): number {
  const sorted = spans
    .map(([from, to]) => [from, Math.min(to ?? end, end)] as const)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const [from, to] of sorted) {
    if (to > reach) {
      total += to - Math.max(from, reach);
      reach = to;
    }
  }
  return total;
}
