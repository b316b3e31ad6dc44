// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placePanel } from '../../../../../lib/ui/panel/frame-host';

// Issues 41 and 53: the panel's host is a `div` no page can define, its closed shadow root
// holds a placeholder drawn at once and the frame, see-through until its page says it drew.

let root: ShadowRoot | undefined;
let host: Element | undefined;
beforeEach(() => {
  root = undefined;
  // The panel's shadow root is closed (outside the e2e build): kept here as it is made.
  const attach = Element.prototype.attachShadow;
  vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (
    this: Element,
    init: ShadowRootInit,
  ) {
    host = this;
    root = attach.call(this, init);
    return root;
  });
});

afterEach(() => {
  host?.remove();
  globalThis.__wkPagePanel = undefined;
  vi.restoreAllMocks();
});

/** The shadow root of the placed panel. */
function panelRoot(): ShadowRoot {
  if (!root) throw new Error('No panel on the page');
  return root;
}

describe('the panel placed on a page', () => {
  it('is held by a plain div, even when the page defined the old element name', () => {
    customElements.define('wk-page-panel', class extends HTMLElement {});
    placePanel('pin');
    expect(host?.localName).toBe('div');
    expect(host?.isConnected).toBe(true);
  });

  it('attaches a closed root, before the host is on the page (the e2e build alone opens it)', () => {
    let connectedWhenAttached: boolean | undefined;
    const attach = vi.mocked(Element.prototype.attachShadow);
    attach.mockImplementationOnce(function (this: Element, init: ShadowRootInit) {
      connectedWhenAttached = this.isConnected;
      host = this;
      root = attach.getMockImplementation()?.call(this, init);
      return root as ShadowRoot;
    });
    placePanel('pin');
    expect(attach).toHaveBeenCalledWith({ mode: 'closed' });
    expect(connectedWhenAttached).toBe(false);
  });

  it('draws its placeholder at once, inert, hidden from assistive technology, on the asked view', () => {
    placePanel('collect');
    const shell = panelRoot().querySelector<HTMLElement>('[data-wk-shell]');
    expect(shell?.inert).toBe(true);
    expect(shell?.getAttribute('aria-hidden')).toBe('true');
    const selected = shell?.querySelector('[aria-selected="true"]');
    expect(selected?.textContent).toBe('Add to a collection');
  });

  it('holds nothing of the page or the person: no address, no title, no field', () => {
    document.title = 'A page title the panel must not copy';
    placePanel('pin');
    const shell = panelRoot().querySelector<HTMLElement>('[data-wk-shell]');
    expect(shell?.textContent).not.toContain(document.title);
    expect(shell?.querySelector('input, textarea, a, [contenteditable]')).toBeNull();
  });

  it('keeps its frame see-through until the frame’s own page says it drew', () => {
    placePanel('pin');
    const frame = panelRoot().querySelector('iframe[src]');
    expect(frame?.getAttribute('style')).toMatch(/opacity:0$/);
    expect(frame?.getAttribute('src')).toMatch(/page-panel-frame\.html\?view=pin$/);
  });

  it('does not open when the root cannot be attached', () => {
    vi.restoreAllMocks();
    vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(() => {
      throw new Error('NotSupportedError');
    });
    placePanel('pin');
    expect(globalThis.__wkPagePanel).toBeUndefined();
  });
});
