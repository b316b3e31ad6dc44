// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openPanel } from '../../../../../lib/background/page-actions/open-panel';
import { readTarget } from '../../../../../lib/background/page-actions/target-store';
import { ApiError } from '../../../../../lib/shared/errors/api-error';
import { DOC_URL, english, stubI18n } from '../../../../support/page-actions';

const TAB = { id: 9, url: DOC_URL, title: 'Deploy guide' };
const TARGET = { url: DOC_URL, title: 'Deploy guide', kind: 'page' as const };
type Injection = {
  target: { tabId: number };
  files?: string[];
  func?: (...args: never[]) => unknown;
  args?: unknown[];
};
let executeScript: ReturnType<typeof vi.fn<(injection: Injection) => Promise<unknown[]>>>;

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
  executeScript = vi.fn(async (injection: Injection) =>
    injection.func && injection.args?.length === 4
      ? [{ result: { linkText: '', description: 'How we ship', selection: 'deploy' } }]
      : [],
  );
  // biome-ignore lint/suspicious/noExplicitAny: the fake lacks scripting
  (fakeBrowser as any).scripting = { executeScript };
});

describe('openPanel', () => {
  it('hands the view and reads what the page offers in one injection, fixes the target, then places the frame', async () => {
    await openPanel(TAB, TARGET, 'collect');
    const [read, script] = executeScript.mock.calls.map(([injection]) => injection);
    expect(read).toMatchObject({ target: { tabId: 9 } });
    expect(read?.args?.slice(0, 3)).toEqual(['collect', DOC_URL, 'page']);
    // The opening's secret (issue 53): fresh, handed to the tab and kept with the target.
    const opening = read?.args?.[3] as string;
    expect(opening).toMatch(/^[0-9a-f-]{36}$/);
    expect(script).toEqual({ target: { tabId: 9 }, files: ['/page-panel.js'] });
    expect(executeScript).toHaveBeenCalledTimes(2);
    // What runs in the tab leaves the view where the panel script reads it.
    const prepare = read?.func as unknown as (...args: string[]) => unknown;
    prepare('collect', DOC_URL, 'page', opening);
    expect(globalThis.__wkPagePanelView).toBe('collect');
    expect(globalThis.__wkPagePanelOpening).toBe(opening);
    const record = await readTarget(9, undefined);
    expect(record).toMatchObject({
      target: { ...TARGET, selection: 'deploy' },
      view: 'collect',
      pageUrl: DOC_URL,
      page: { linkText: '', description: 'How we ship' },
      opening,
    });
  });

  it('says the panel cannot open where the browser refuses the script', async () => {
    executeScript.mockRejectedValueOnce(new Error('Cannot access contents of the page.'));
    const error = await openPanel(TAB, TARGET, 'pin').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'CANNOT_INJECT',
      message: english('pageActionsCannotInject'),
    });
    expect((error as ApiError).constructor.name).toBe(ApiError.name);
    expect(executeScript).toHaveBeenCalledTimes(1);
  });
});

describe('the target and the frame', () => {
  it('the target is written before the frame is placed: the frame never finds its tab without one', async () => {
    let asked: Promise<unknown> | undefined;
    executeScript.mockImplementation(async (injection: Injection) => {
      if (injection.func) return [{ result: { linkText: '', description: '', selection: '' } }];
      // The frame asks as soon as the panel is placed, while the target is still being written.
      asked = readTarget(9, undefined);
      return [];
    });
    await openPanel(TAB, TARGET, 'pin');
    expect(await asked).toMatchObject({ target: { url: DOC_URL } });
  });
});
