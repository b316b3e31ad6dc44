// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { connectionSettings } from '../../../../../lib/shared/storage/connection-settings';
import { readKeptInput } from '../../../../../lib/shared/storage/kept-input';
import { type FormNow, keep } from '../../../../../lib/ui/panel/kept-forms';

// The page panel's forms keep what is typed and not sent (issue 45), written once typing rests;
// what is being sent, or emptied, is forgotten at once: a tab closed the moment its write was
// taken must not leave the input typed before it, to be offered back and sent again.

const PAGE = 'https://intranet.example/wiki/deploy';
const KEY = `panel-collect:${PAGE}`;
const typed = {
  name: 'Deploy notes',
  description: 'Read before Friday',
  creating: false,
  collectionName: '',
  collectionDescription: '',
};

let form: FormNow;
beforeEach(async () => {
  fakeBrowser.reset();
  await connectionSettings.set({ scope: 's' });
  form = { value: typed, touched: true, keep: true, restore: vi.fn() };
});
afterEach(() => vi.useRealTimers());

/** Lets the keeper's storage work (its own line of reads and writes) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

test('typing is kept once it rests; once it is being sent, forgotten at once', async () => {
  const keeper = keep('collect', PAGE, () => form, vi.fn());
  await settle();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  keeper.changed();
  await vi.advanceTimersByTimeAsync(100);
  expect(await readKeptInput(KEY, 's')).toBeUndefined();
  await vi.advanceTimersByTimeAsync(250);
  expect((await readKeptInput(KEY, 's'))?.value).toEqual(typed);

  // Sent: the form says there is nothing to keep; no time passes before the tab closes.
  form = { ...form, keep: false };
  keeper.changed();
  vi.useRealTimers();
  await settle();
  expect(await readKeptInput(KEY, 's')).toBeUndefined();
  keeper.stop();
});

test('a forget is not undone by a write asked before it', async () => {
  const keeper = keep('collect', PAGE, () => form, vi.fn());
  await settle();
  const get = browser.storage.local.get.bind(browser.storage.local) as (
    key: string,
  ) => Promise<Record<string, unknown>>;
  // The first read of the list answers late, as a busy disk does.
  (
    vi.spyOn(browser.storage.local, 'get') as unknown as {
      mockImplementationOnce(f: typeof get): void;
    }
  ).mockImplementationOnce(async (key) => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    return get(key);
  });
  const flushed = keeper.flush();
  const forgotten = keeper.forget();
  await Promise.all([flushed, forgotten]);
  expect(await readKeptInput(KEY, 's')).toBeUndefined();
  keeper.stop();
  await settle();
  vi.restoreAllMocks();
});
