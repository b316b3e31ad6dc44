// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { connectionSettings } from '../../../../lib/shared/storage/connection-settings';
import { FIRST_SCREEN_KEY, type FirstScreen } from '../../../../lib/shared/storage/first-screen';
import {
  type FrameMaker,
  followMirror,
  forgetMirror,
  keepMirror,
} from '../../../../lib/ui/first-screen-mirror';
import { readFrame } from '../../../../lib/ui/kept-frame';

// The first frame kept beside the page-storage copy (lib/ui/first-screen-mirror.ts), as the next
// opening's boot script reads it (lib/ui/kept-frame.ts).

const FRAME_KEY = 'wk:first-frame:popup';

const screen = (scope: string, count = 1) => ({
  scope,
  feed: {
    fetchedAt: 1,
    value: {
      results: Array.from({ length: count }, (_, index) => ({
        primaryEntry: { title: `Plan ${index}` },
      })),
    },
  },
  pages: [],
});

/** Draws a screen's titles, and remembers what it was given. */
const maker = (tag = 'popup build-1'): FrameMaker & { given: FirstScreen[] } => {
  const given: FirstScreen[] = [];
  return {
    tag,
    given,
    html: (kept) => {
      given.push(kept);
      const titles = kept.feed?.value.results?.map((result) => result.primaryEntry?.title);
      return `<ul>${(titles ?? []).map((title) => `<li>${title}</li>`).join('')}</ul>`;
    },
  };
};

beforeEach(() => fakeBrowser.reset());
afterEach(() => localStorage.clear());

describe("the popup's kept first frame", () => {
  it('is kept with the copy, drawn from the results the copy keeps, and read back', () => {
    const frames = maker();
    keepMirror(screen('alex', 8), 5, frames);
    expect(frames.given[0]?.feed?.value.results).toHaveLength(5);
    expect(readFrame('alex', 'popup build-1')).toBe(
      '<ul><li>Plan 0</li><li>Plan 1</li><li>Plan 2</li><li>Plan 3</li><li>Plan 4</li></ul>',
    );
  });

  it("is given only for the connection and kind of page it was kept for, never another's", () => {
    keepMirror(screen('alex'), 5, maker('popup build-1'));
    expect(readFrame('sam', 'popup build-1')).toBeNull();
    expect(readFrame(null, 'popup build-1')).toBeNull();
    expect(readFrame('alex', 'tab build-1')).toBeNull();
    expect(readFrame('alex', 'popup build-2')).toBeNull();
    expect(readFrame('alex', 'popup build-1')).not.toBeNull();
  });

  it("keeps each kind of page's frame apart while the copy is unchanged, and drops the others' when it changes", () => {
    keepMirror(screen('alex', 2), 5, maker('popup build-1'));
    keepMirror(screen('alex', 2), 5, maker('side-panel build-1'));
    // The popup and the side panel opened in turn over the same copy: both find their frame.
    expect(readFrame('alex', 'popup build-1')).not.toBeNull();
    expect(readFrame('alex', 'side-panel build-1')).toBe('<ul><li>Plan 0</li><li>Plan 1</li></ul>');
    // A new feed: the popup's frame was drawn from the old copy and goes.
    keepMirror(screen('alex', 3), 5, maker('side-panel build-1'));
    expect(readFrame('alex', 'popup build-1')).toBeNull();
    expect(readFrame('alex', 'side-panel build-1')).toContain('Plan 2');
  });

  it('removes the frame an earlier version kept under the key every kind shared', () => {
    localStorage.setItem(
      'wk:first-frame',
      '{"scope":"alex","tag":"popup build-0","html":"<p>old</p>"}',
    );
    keepMirror(screen('alex'), 5, maker());
    expect(localStorage.getItem('wk:first-frame')).toBeNull();
  });

  it('is forgotten with the copy, and by a copy kept without a frame (it would not match)', () => {
    keepMirror(screen('alex'), 5, maker());
    forgetMirror();
    expect(localStorage.getItem(FRAME_KEY)).toBeNull();
    keepMirror(screen('alex'), 5, maker());
    keepMirror(screen('alex'), 5);
    expect(localStorage.getItem(FRAME_KEY)).toBeNull();
    keepMirror(screen('alex'), 5, maker());
    keepMirror('not a first screen', 5, maker());
    expect(localStorage.getItem(FRAME_KEY)).toBeNull();
  });

  it('keeps no frame for a copy without a feed', () => {
    const frames = maker();
    keepMirror({ scope: 'alex', pages: [] }, 5, frames);
    expect(frames.given).toEqual([]);
    expect(readFrame('alex', 'popup build-1')).toBeNull();
  });

  it('is bounded: a frame over 64 KB is neither kept nor read', () => {
    const huge: FrameMaker = { tag: 'popup build-1', html: () => 'x'.repeat(65_537) };
    keepMirror(screen('alex'), 5, huge);
    expect(localStorage.getItem(FRAME_KEY)).toBeNull();
    const html = 'x'.repeat(65_537);
    localStorage.setItem(FRAME_KEY, JSON.stringify({ scope: 'alex', tag: 't', html }));
    expect(readFrame('alex', 't')).toBeNull();
  });

  it('reads a damaged frame as none', () => {
    for (const damaged of [
      '{"scope":"alex","tag":"t","html":',
      '"text"',
      'null',
      '{"scope":"alex","tag":"t","html":7}',
      '{"scope":"alex","tag":"t"}',
    ]) {
      localStorage.setItem(FRAME_KEY, damaged);
      expect(readFrame('alex', 't')).toBeNull();
    }
  });

  it('writes nothing when an opening finds the copy and its frame as kept', () => {
    keepMirror(screen('alex', 3), 5, maker());
    const writes = vi.spyOn(localStorage, 'setItem');
    try {
      keepMirror(screen('alex', 3), 5, maker());
      expect(writes).not.toHaveBeenCalled();
      // A frame drawn differently (another language) is written again, the unchanged copy not.
      keepMirror(screen('alex', 3), 5, { ...maker(), html: () => '<p>Plan</p>' });
      expect(writes.mock.calls.map(([key]) => key)).toEqual([FRAME_KEY]);
      expect(readFrame('alex', 'popup build-1')).toBe('<p>Plan</p>');
    } finally {
      writes.mockRestore();
    }
  });

  it('is kept again, with the copy, each time the worker stores a new first screen', async () => {
    await connectionSettings.set({ scope: 'alex' });
    await fakeBrowser.storage.local.set({ [FIRST_SCREEN_KEY]: screen('alex', 1) });
    const following = followMirror(5, maker());
    await following.stored;
    expect(readFrame('alex', 'popup build-1')).toBe('<ul><li>Plan 0</li></ul>');
    await fakeBrowser.storage.local.set({ [FIRST_SCREEN_KEY]: screen('alex', 2) });
    await vi.waitFor(() =>
      expect(readFrame('alex', 'popup build-1')).toBe('<ul><li>Plan 0</li><li>Plan 1</li></ul>'),
    );
    following.stop();
  });
});
