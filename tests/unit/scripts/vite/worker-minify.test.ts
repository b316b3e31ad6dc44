import { describe, expect, it } from 'vitest';
import { workerMinify } from '../../../../scripts/vite/worker-minify';

// The worker's own minification: it must shorten the worker's file and keep what it does,
// and leave every other file, and a worker whose source map it would leave behind, as they are.

const WORKER_CODE = `var background = function () {
  function describeTheOutcome(outcomeOfTheWrite, labelOfTheWrite) {
    const sentenceToShow = labelOfTheWrite + ': ' + outcomeOfTheWrite;
    return sentenceToShow;
  }
  globalThis.workerSaid = describeTheOutcome('kept', 'Pin');
  return {};
}();`;

type Bundle = Record<string, { type: 'chunk' | 'asset'; code?: string; map?: unknown }>;

async function run(bundle: Bundle): Promise<Bundle> {
  const plugin = workerMinify();
  const hook = plugin.generateBundle as unknown as (options: unknown, bundle: Bundle) => unknown;
  await hook.call({}, {}, bundle);
  return bundle;
}

describe('workerMinify', () => {
  it("shortens the worker's file and keeps what it does", async () => {
    const { 'background.js': worker } = await run({
      'background.js': { type: 'chunk', code: WORKER_CODE, map: null },
    });
    const code = worker?.code ?? '';
    expect(code.length).toBeLessThan(WORKER_CODE.length / 2);
    const global = globalThis as { workerSaid?: string };
    global.workerSaid = undefined;
    new Function(code)();
    expect(global.workerSaid).toBe('Pin: kept');
  });

  it('leaves the pages’ chunks, and a worker built with a source map, as they are', async () => {
    const page = { type: 'chunk' as const, code: WORKER_CODE, map: null };
    const mapped = { type: 'chunk' as const, code: WORKER_CODE, map: { mappings: '' } };
    expect((await run({ 'chunks/main.js': page }))['chunks/main.js']?.code).toBe(WORKER_CODE);
    expect((await run({ 'background.js': mapped }))['background.js']?.code).toBe(WORKER_CODE);
  });

  it('has the worker built unminified, so that its own passes see the code whole', () => {
    const config = workerMinify().config as unknown as (config: unknown) => unknown;
    const lib = (fileName: string) => ({ build: { lib: { entry: 'x.ts', fileName } } });
    expect(config(lib('background'))).toEqual({ build: { minify: false } });
    expect(config(lib('page-panel'))).toBeUndefined();
    expect(
      config({ build: { lib: lib('background').build.lib, sourcemap: true } }),
    ).toBeUndefined();
    expect(config({ build: {} })).toBeUndefined();
  });
});
