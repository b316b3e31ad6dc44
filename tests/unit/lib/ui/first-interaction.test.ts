// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from '../../../../lib/ui/first-interaction';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A page drawn without its code: a link, a tab and a button, nothing listening yet. */
function drawn() {
  document.body.innerHTML =
    '<a href="https://docs.example/" target="_blank">Doc</a>' +
    '<div role="tablist"><button role="tab" id="tab-feed">Feed</button></div>' +
    '<button id="details"><span>Details</span></button>';
  return {
    link: document.querySelector('a') as HTMLAnchorElement,
    tab: document.querySelector('[role="tab"]') as HTMLButtonElement,
    details: document.querySelector('#details span') as HTMLElement,
  };
}

/** A start that gives the elements their handlers once `finish` is called. */
function deferredStart(attach: () => void) {
  let finish: () => void = () => {};
  const start = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = () => {
          attach();
          resolve();
        };
      }),
  );
  return { start, finish: () => finish() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('onFirstInteraction', () => {
  it('starts once, at the first pointer, key or focus', async () => {
    const { details } = drawn();
    const { start, finish } = deferredStart(() => {});
    onFirstInteraction(start);
    expect(start).not.toHaveBeenCalled();
    details.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    details.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    // Done: the listening ends (each test leaves the document as it found it).
    finish();
    await settle();
  });

  it('holds a click that comes before the handlers, then clicks the same element once', async () => {
    const { details, link } = drawn();
    const clicks: string[] = [];
    const { start, finish } = deferredStart(() => {
      document.querySelector('#details')?.addEventListener('click', () => clicks.push('details'));
      // The app opens links itself (EntryLink), never by the link's default.
      link.addEventListener('click', (event) => {
        event.preventDefault();
        clicks.push('link');
      });
    });
    onFirstInteraction(start);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    details.dispatchEvent(early);
    // A link's click before the code is there must not act natively (open a tab by itself).
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(linkClick);
    expect(early.defaultPrevented).toBe(true);
    expect(linkClick.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    finish();
    await settle();
    expect(clicks).toEqual(['details', 'link']);
    // Afterwards the page is the app's: clicks are no longer held or repeated.
    details.click();
    expect(clicks).toEqual(['details', 'link', 'details']);
  });

  it("sends a tab's arrow key again once the handlers are there, kept from scrolling", async () => {
    const { tab } = drawn();
    const keys: string[] = [];
    const { start, finish } = deferredStart(() => {
      tab.addEventListener('keydown', (event) => keys.push(event.key));
    });
    onFirstInteraction(start);
    const arrow = new KeyboardEvent('keydown', {
      key: 'ArrowRight',
      bubbles: true,
      cancelable: true,
    });
    tab.dispatchEvent(arrow);
    expect(arrow.defaultPrevented).toBe(true);
    finish();
    await settle();
    expect(keys).toEqual(['ArrowRight']);
  });

  it('clicks the element drawn in its place under the same id when the hand-over replaced it', async () => {
    const { tab } = drawn();
    const clicks: string[] = [];
    const { start, finish } = deferredStart(() => {
      // The hand-over draws the tab list anew: the held click's element is gone.
      const list = document.querySelector('[role="tablist"]') as HTMLElement;
      list.innerHTML = '<button role="tab" id="tab-feed">Feed</button>';
      list.querySelector('#tab-feed')?.addEventListener('click', () => clicks.push('new tab'));
      tab.addEventListener('click', () => clicks.push('old tab'));
    });
    onFirstInteraction(start);
    tab.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    finish();
    await settle();
    expect(tab.isConnected).toBe(false);
    expect(clicks).toEqual(['new tab']);
  });

  it('drops a held click whose element is gone and has no id to find its successor by', async () => {
    const { details } = drawn();
    const clicks: string[] = [];
    const { start, finish } = deferredStart(() => {
      details.addEventListener('click', () => clicks.push('details'));
      details.remove();
    });
    onFirstInteraction(start);
    details.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    finish();
    await settle();
    expect(clicks).toEqual([]);
  });

  it('leaves the page to act natively when the code cannot be loaded', async () => {
    const { details } = drawn();
    onFirstInteraction(() => Promise.reject(new Error('chunk missing')));
    details.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    details.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
