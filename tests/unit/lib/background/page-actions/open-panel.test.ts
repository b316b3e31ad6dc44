import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../../../../lib/shared/errors/api-error';
import { DOC_URL, english, stubI18n, stubPanelStyles } from '../../../../support/page-actions';

const TAB = { id: 9, url: DOC_URL, title: 'Deploy guide' };
const TARGET = { url: DOC_URL, title: 'Deploy guide', kind: 'page' as const };
const CSS = ':host{all:initial}.wk-panel{color:red}';
type Injection = { target: { tabId: number }; files?: string[]; func?: (css: string) => void };
let executeScript: ReturnType<typeof vi.fn<(injection: Injection) => Promise<unknown[]>>>;

/** open-panel.ts afresh: it keeps the style sheet it read for the worker's life. */
async function freshOpenPanel() {
  vi.resetModules();
  return (await import('../../../../../lib/background/page-actions/open-panel')).openPanel;
}

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
  executeScript = vi.fn(async (_injection: Injection) => []);
  // biome-ignore lint/suspicious/noExplicitAny: the fake lacks scripting
  (fakeBrowser as any).scripting = { executeScript };
});

describe('openPanel and the panel’s styles', () => {
  it('hands the packaged style sheet to the tab, then injects the panel script', async () => {
    const fetched = stubPanelStyles(CSS);
    const openPanel = await freshOpenPanel();
    await openPanel(TAB, TARGET, 'pin');
    expect(String(fetched.mock.calls[0]?.[0])).toMatch(
      /^chrome-extension:\/\/[^/]+\/assets\/page-panel-styles\.css$/,
    );
    const [styles, script] = executeScript.mock.calls.map(([injection]) => injection);
    expect(styles).toMatchObject({ target: { tabId: 9 }, args: [CSS] });
    expect(script).toEqual({ target: { tabId: 9 }, files: ['/page-panel.js'] });
    // What runs in the tab leaves the text where the panel script reads it.
    styles?.func?.(CSS);
    expect(globalThis.__wkPagePanelCss).toBe(CSS);
  });

  it('reads the file once per worker life, whatever the number of openings', async () => {
    const fetched = stubPanelStyles(CSS);
    const openPanel = await freshOpenPanel();
    await openPanel(TAB, TARGET, 'pin');
    await openPanel(TAB, TARGET, 'collect');
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(executeScript).toHaveBeenCalledTimes(4);
    // Each view is a script of its own (issue 17: each loads only what it needs).
    expect(executeScript.mock.calls[3]?.[0]).toEqual({
      target: { tabId: 9 },
      files: ['/page-panel-collect.js'],
    });
  });
});

describe('openPanel when its styles cannot be read', () => {
  it('says the panel cannot open there, injects nothing, and tries again next time', async () => {
    const openPanel = await freshOpenPanel();
    const failing = vi.fn(async () => new Response('', { status: 404 }));
    vi.stubGlobal('fetch', failing);
    const error = await openPanel(TAB, TARGET, 'pin').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'CANNOT_INJECT',
      message: english('pageActionsCannotInject'),
    });
    expect((error as ApiError).constructor.name).toBe(ApiError.name);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(executeScript).not.toHaveBeenCalled();
    stubPanelStyles(CSS);
    await openPanel(TAB, TARGET, 'pin');
    expect(executeScript).toHaveBeenCalledTimes(2);
  });
});
