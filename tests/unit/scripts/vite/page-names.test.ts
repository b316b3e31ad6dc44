import { describe, expect, it } from 'vitest';
import { pageNames } from '../../../../scripts/vite/page-names';

// The pages' chunks get Oxc's names after the build's Terser: shorter, doing the same, their
// exports kept; the worker, the injected scripts and a chunk with a source map left as they are.

const PAGE_CODE = `function describeTheOutcome(outcomeOfTheWrite, labelOfTheWrite) {
  const sentenceToShow = labelOfTheWrite + ': ' + outcomeOfTheWrite;
  return sentenceToShow;
}
export { describeTheOutcome as d };`;

type Bundle = Record<
  string,
  { type: 'chunk' | 'asset'; fileName: string; code?: string; map?: unknown }
>;

async function run(bundle: Bundle): Promise<Bundle> {
  const hook = pageNames().generateBundle as unknown as {
    order: string;
    handler: (options: unknown, bundle: Bundle) => unknown;
  };
  expect(hook.order).toBe('post');
  await hook.handler.call({}, {}, bundle);
  return bundle;
}

const chunk = (fileName: string, map: unknown = null) => ({
  type: 'chunk' as const,
  fileName,
  code: PAGE_CODE,
  map,
});

describe('pageNames', () => {
  it("shortens a page's chunk and keeps what it does and exports", async () => {
    const code = (await run({ 'chunks/main.js': chunk('chunks/main.js') }))['chunks/main.js']
      ?.code as string;
    expect(code.length).toBeLessThan(PAGE_CODE.length / 2);
    const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
    const module = (await import(/* @vite-ignore */ url)) as {
      d: (outcome: string, label: string) => string;
    };
    expect(module.d('kept', 'Pin')).toBe('Pin: kept');
  });

  it('leaves the worker, injected scripts and a chunk with a source map as they are', async () => {
    const bundle = await run({
      'background.js': chunk('background.js'),
      'page-panel.js': chunk('page-panel.js'),
      'chunks/mapped.js': chunk('chunks/mapped.js', { mappings: '' }),
    });
    for (const file of Object.values(bundle)) expect(file.code).toBe(PAGE_CODE);
  });
});
