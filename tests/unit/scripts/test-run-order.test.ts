import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { runSuites, SUITES } from '../../../scripts/test-run.mjs';

// How long each part of `npm test` takes in this test (seconds, about run 117's figures).
const SECONDS: Record<string, number> = {
  builds: 28,
  'test-unit': 40,
  'test-proofs': 55,
  'test-e2e-machine-wide': 60,
  'test-e2e': 300,
  'test-start-stop': 120,
};

type Span = { start: number; end: number };
let reports: string;
beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  reports = mkdtempSync(join(tmpdir(), 'wk-test-run-order-'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  rmSync(reports, { recursive: true, force: true });
});

/** Runs `ids` of SUITES with a `run` that only takes its time; answers when each ran. */
async function spans(ids: string[]): Promise<Map<string, Span>> {
  const seen = new Map<string, Span>();
  const run = (command: string, args: string[]) => {
    const suite = SUITES.find(
      (candidate) =>
        candidate.script === args[2] && (candidate.args ?? []).every((arg) => args.includes(arg)),
    );
    const id = command === 'node' ? 'builds' : (suite?.id as string);
    const span = { start: Date.now(), end: Number.NaN };
    seen.set(id, span);
    return new Promise<number>((resolve) =>
      setTimeout(
        () => {
          span.end = Date.now();
          resolve(0);
        },
        (SECONDS[id] as number) * 1000,
      ),
    );
  };
  const suites = SUITES.filter((suite) => ids.includes(suite.id)).map((suite) => ({
    ...suite,
    files: [],
  }));
  const done = runSuites({ suites, patterns: [], reports, run });
  await vi.runAllTimersAsync();
  await done;
  return seen;
}

const overlap = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

test('no suite overlaps one it must not, and each starts as soon as those are done', async () => {
  const all = await spans(SUITES.map((suite) => suite.id));
  const at = (id: string) => all.get(id) as Span;
  expect([...all.keys()].toSorted()).toEqual(Object.keys(SECONDS).toSorted());
  // Machine-wide policies reach every browser: no other browser runs beside them.
  expect(overlap(at('test-e2e-machine-wide'), at('test-e2e'))).toBe(false);
  expect(overlap(at('test-e2e-machine-wide'), at('test-start-stop'))).toBe(false);
  // Builds in the project's folder never run beside another (they would share `.wxt`).
  for (const id of ['builds', 'test-proofs']) {
    expect(overlap(at(id), at('test-start-stop'))).toBe(false);
  }
  expect(overlap(at('builds'), at('test-proofs'))).toBe(false);
  // Each starts once what it needs is there, not at the end of a step.
  expect(at('test-e2e-machine-wide').start).toBe(at('builds').end);
  expect(at('test-proofs').start).toBe(Math.max(at('builds').end, at('test-unit').end));
  expect(at('test-e2e').start).toBe(at('test-e2e-machine-wide').end);
  expect(at('test-start-stop').start).toBe(
    Math.max(at('test-proofs').end, at('test-e2e-machine-wide').end),
  );
  // The whole run: builds, machine-wide policies, browser tests (28 + 60 + 300 s), against
  // 400 s one step after another (40 + 60 + 300 s).
  expect(Math.max(...[...all.values()].map((span) => span.end))).toBe(388_000);
});

test('a suite run alone waits for nothing', async () => {
  const alone = await spans(['test-start-stop']);
  expect(alone.get('test-start-stop')).toEqual({ start: 0, end: 120_000 });
});
