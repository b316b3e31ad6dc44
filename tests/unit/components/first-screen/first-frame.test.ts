// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { frameMaker } from '../../../../components/first-screen/first-frame';
import { showFirstScreen } from '../../../../components/first-screen/first-screen';
import type { Drawn } from '../../../../components/first-screen/source';
import { popupDom } from '../../../../components/first-screen/popup-dom';
import type { FirstScreen } from '../../../../lib/shared/storage/first-screen';
import type { ActiveTab } from '../../../../lib/ui/active-tab';
import { FEED } from '../../../support/feed';
import { addModuleScripts } from '../../../support/module-scripts';

// The popup's first frame kept as HTML (components/first-screen/first-frame.ts): shown by the
// boot script before the popup's own, then checked against the copy it was drawn from once
// painted.

const PAGE = 'https://docs.example/plan';

const screen = (results: number): FirstScreen => ({
  scope: 'alex',
  feed: {
    fetchedAt: 1,
    value: { results: Array.from({ length: results }, (_, index) => FEED[index % FEED.length]) },
  } as FirstScreen['feed'],
  pages: [],
});

/** Resolves once the frame after the next one has begun: when the kept copy is read. */
const settledFrames = () =>
  new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
  );

beforeEach(() => fakeBrowser.reset());
afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

function open(frame: string, kept: () => FirstScreen | null, tab?: ActiveTab) {
  const root = document.createElement('div');
  document.body.append(root);
  const takeOver = vi.fn(async (_drawn: Drawn, _tab: ActiveTab | undefined) => {});
  // Unless given, the tab never answers: nothing but the frame and the copy is on screen.
  const askTab = () => (tab ? Promise.resolve(tab) : new Promise<undefined>(() => {}));
  root.innerHTML = frame; // As the boot script shows it (lib/ui/kept-frame.ts).
  showFirstScreen(root, { framed: true, kept, askTab, inPopup: true }, takeOver);
  return { root, takeOver };
}

describe("the popup's kept first frame", () => {
  it('is what the first drawing of the copy draws, for the toolbar popup or a tab', () => {
    for (const ownPage of [false, true]) {
      const drawn = popupDom({ feed: screen(8).feed, ownPage, invite: false }, 5);
      expect(frameMaker(ownPage).html(screen(8))).toBe(drawn.outerHTML);
    }
  });

  it("is tagged with the kind of page and this build's script, so neither is mistaken", () => {
    addModuleScripts('/chunks/popup-boot-1.js', '/chunks/popup-Ab12.js');
    expect(frameMaker(false).tag).toBe('popup /chunks/popup-Ab12.js');
    expect(frameMaker(true).tag).toBe('tab /chunks/popup-Ab12.js');
  });

  // First of the screens opened here: nothing closes a screen, and the first one listening for
  // a first interaction holds every click on the page.
  it('hands a click before its paint to the app, with the copy it was drawn from', async () => {
    const kept = vi.fn(() => screen(5));
    const popup = open(frameMaker(false).html(screen(5)), kept, { id: 7, url: PAGE });
    popup.root.querySelector('button')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    // The copy is read at once for the app, not after the paint.
    expect(kept).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(popup.takeOver).toHaveBeenCalled());
    expect(popup.takeOver.mock.calls[0]?.[0].feed?.value.results).toHaveLength(5);
    expect(popup.takeOver.mock.calls[0]?.[1]).toEqual({ id: 7, url: PAGE });
  });

  it('stays on screen; the copy is read only after its paint, and draws the same', async () => {
    const frame = frameMaker(false).html(screen(5));
    const kept = vi.fn(() => screen(5));
    const popup = open(frame, kept);
    const shown = popup.root.firstElementChild;
    expect(popup.root.innerHTML).toBe(frame);
    expect(kept).not.toHaveBeenCalled();
    await settledFrames();
    expect(kept).toHaveBeenCalledTimes(1);
    // What the copy draws is the frame: its elements stay (a scroll or focus on them holds).
    expect(popup.root.firstElementChild).toBe(shown);
    expect(popup.root.querySelectorAll('.wk-entry:not(.wk-entry--secondary)')).toHaveLength(5);
  });

  it('gives way to the copy when it is not what the copy draws', async () => {
    const popup = open('<main class="wk-popup"><p class="stale">An earlier feed</p></main>', () =>
      screen(5),
    );
    expect(popup.root.querySelector('.stale')).not.toBeNull();
    await settledFrames();
    expect(popup.root.querySelector('.stale')).toBeNull();
    expect(popup.root.querySelectorAll('.wk-entry:not(.wk-entry--secondary)')).toHaveLength(5);
  });
});
