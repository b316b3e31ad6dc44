import { beforeEach, describe, expect, test, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { connectionSettings } from '../../../../../lib/shared/storage/connection-settings';
import {
  dropExpiredInput,
  forgetInput,
  KEPT_INPUT_ALARM,
  KEPT_INPUT_MAX_CHARS,
  KEPT_INPUT_MAX_ENTRIES,
  KEPT_INPUT_TTL_MS,
  keepInput,
  readKeptInput,
} from '../../../../../lib/shared/storage/kept-input';
import { draftToForm } from '../../../../../lib/ui/drafts/draft-form';
import { keepDraft, readKeptDraft } from '../../../../../lib/ui/drafts/kept-draft';
import { DRAFT } from '../../../../support/draft';

beforeEach(() => {
  vi.restoreAllMocks();
  fakeBrowser.reset();
});

const stored = async () => (await browser.storage.local.get('keptInput')).keptInput as unknown[];

describe('typed input kept on the device', () => {
  test('is read back for the same target and connection only, within a day', async () => {
    await keepInput('draft:206', 'scope-a', { title: 'Typed' }, 1000);
    expect(await readKeptInput('draft:206', 'scope-a', 2000)).toEqual({
      value: { title: 'Typed' },
      savedAt: 1000,
    });
    // Another connection (service, token or person) never sees it.
    expect(await readKeptInput('draft:206', 'scope-b', 2000)).toBeUndefined();
    expect(await readKeptInput('draft:203', 'scope-a', 2000)).toBeUndefined();
    expect(await readKeptInput('draft:206', 'scope-a', 1000 + KEPT_INPUT_TTL_MS)).toBeUndefined();
  });

  test('is forgotten for one connection without touching another’s', async () => {
    await keepInput('draft:206', 'scope-a', 'a', 1);
    await keepInput('draft:206', 'scope-b', 'b', 2);
    await forgetInput('draft:206', 'scope-a', 3);
    expect(await readKeptInput('draft:206', 'scope-a', 3)).toBeUndefined();
    expect((await readKeptInput('draft:206', 'scope-b', 3))?.value).toBe('b');
  });

  test('is bounded: the oldest forms go first, expired ones are dropped, too large is refused', async () => {
    for (let index = 0; index < KEPT_INPUT_MAX_ENTRIES + 5; index++) {
      await keepInput(`draft:${index}`, 's', index, 10 + index);
    }
    expect(await stored()).toHaveLength(KEPT_INPUT_MAX_ENTRIES);
    expect(await readKeptInput('draft:0', 's', 100)).toBeUndefined();
    expect((await readKeptInput(`draft:${KEPT_INPUT_MAX_ENTRIES + 4}`, 's', 100))?.value).toBe(
      KEPT_INPUT_MAX_ENTRIES + 4,
    );
    await keepInput('draft:new', 's', 'later', 10 + KEPT_INPUT_TTL_MS + 100);
    expect(await stored()).toHaveLength(1);
    expect(await keepInput('draft:new', 's', 'x'.repeat(KEPT_INPUT_MAX_CHARS), 50)).toBe(false);
    // The earlier input for that form is out of date: it goes too.
    expect(await readKeptInput('draft:new', 's', 50)).toBeUndefined();
  });

  test('a forget asked while a keep is still reading is not undone by that keep', async () => {
    // The keep's read of the list answers late (a busy disk): before, the forget read, wrote
    // an empty list, and the keep then wrote the older input back over it.
    const local = browser.storage.local;
    const get = local.get.bind(local) as (key: string) => Promise<Record<string, unknown>>;
    (
      vi.spyOn(local, 'get') as unknown as { mockImplementationOnce(f: typeof get): void }
    ).mockImplementationOnce(async (key) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return get(key);
    });
    const kept = keepInput('draft:206', 's', 'typed before the save', 1);
    const forgotten = forgetInput('draft:206', 's', 2);
    await Promise.all([kept, forgotten]);
    expect(await readKeptInput('draft:206', 's', 3)).toBeUndefined();
    // And one that fails does not stop the ones after it.
    vi.spyOn(browser.storage.local, 'set').mockRejectedValueOnce(new Error('disk full'));
    await expect(keepInput('draft:206', 's', 'lost', 4)).rejects.toThrow('disk full');
    await keepInput('draft:206', 's', 'kept', 5);
    expect((await readKeptInput('draft:206', 's', 6))?.value).toBe('kept');
  });

  test('unreadable entries are dropped one by one; a kept draft is checked as a form', async () => {
    const form = draftToForm(DRAFT);
    const savedAt = Date.now();
    await connectionSettings.set({ scope: 's' });
    await browser.storage.local.set({
      keptInput: [
        'junk',
        { target: 'draft:1', scope: 's' },
        { target: 'draft:206', scope: 's', savedAt, value: form },
        { target: 'draft:7', scope: 's', savedAt, value: { ...form, channel: 'ELSEWHERE' } },
      ],
    });
    expect(await readKeptDraft(206)).toEqual({ scope: 's', kept: { form, savedAt } });
    expect(await readKeptDraft(7)).toEqual({ scope: 's' });
    await keepDraft(8, 's', form);
    expect(await stored()).toHaveLength(3);
    await keepDraft(206, 's');
    expect(await readKeptDraft(206)).toEqual({ scope: 's' });
  });
});

describe('input a day old is deleted by an alarm, with no later save', () => {
  const alarmAt = async () => (await browser.alarms.get(KEPT_INPUT_ALARM))?.scheduledTime;

  test('the alarm is set for the oldest entry, and deletes what is a day old when it rings', async () => {
    const start = Date.now();
    await keepInput('draft:1', 's', 'first', start);
    expect(await alarmAt()).toBe(start + KEPT_INPUT_TTL_MS);
    // A later save does not push the oldest entry's expiry back.
    await keepInput('draft:2', 's', 'second', start + 1000);
    expect(await alarmAt()).toBe(start + KEPT_INPUT_TTL_MS);
    // What the worker does when the alarm rings: the first goes, the alarm moves to the second.
    await dropExpiredInput(start + KEPT_INPUT_TTL_MS);
    expect(((await stored()) as { target: string }[]).map((entry) => entry.target)).toEqual([
      'draft:2',
    ]);
    expect(await alarmAt()).toBe(start + 1000 + KEPT_INPUT_TTL_MS);
    await dropExpiredInput(start + 1000 + KEPT_INPUT_TTL_MS);
    expect(await browser.storage.local.get(null)).not.toHaveProperty('keptInput');
  });
});
