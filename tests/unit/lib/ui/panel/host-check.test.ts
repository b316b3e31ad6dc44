// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { panelVisible } from '../../../../../lib/ui/panel/host-check';

// Issue 41, finding 5 in Firefox: no IntersectionObserver v2 there, so the content script that
// placed the panel looks at it in the page. happy-dom computes styles but does no layout: the
// frame's box and what stands at a point are given here as a browser would answer them.

let host: HTMLElement;
let root: ShadowRoot;
let frame: HTMLIFrameElement;
let atPoint: Element | null;

beforeEach(() => {
  host = document.createElement('wk-page-panel');
  host.setAttribute('style', 'position: fixed; inset: 0; opacity: 1 !important');
  root = host.attachShadow({ mode: 'closed' });
  frame = document.createElement('div') as unknown as HTMLIFrameElement;
  root.append(frame);
  document.documentElement.append(host);
  atPoint = host;
  Object.defineProperty(document.documentElement, 'clientWidth', {
    value: 1000,
    configurable: true,
  });
  Object.defineProperty(document.documentElement, 'clientHeight', {
    value: 800,
    configurable: true,
  });
  vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1000, 800));
  document.elementFromPoint = () => atPoint;
  (root as unknown as { elementFromPoint: () => Element }).elementFromPoint = () => frame;
});

afterEach(() => {
  vi.restoreAllMocks();
  host.remove();
  document.body.innerHTML = '';
});

describe('panelVisible', () => {
  it('is visible as placed: opaque, shown, covering the viewport, the host at every point', () => {
    expect(panelVisible(host, frame, root)).toBe(true);
  });

  it.each([
    ['opacity: 0 !important', 'see-through (finding 5)'],
    ['opacity: 0.5 !important', 'half see-through'],
    ['visibility: hidden !important', 'hidden'],
    ['display: none !important', 'not displayed'],
    ['transform: scale(0.01) !important', 'shrunk by a transform'],
    ['filter: opacity(0) !important', 'filtered away'],
    ['clip-path: inset(50%) !important', 'clipped'],
    ['mix-blend-mode: difference !important', 'blended into the page'],
  ])('is not visible when the page sets %s on the host (%s)', (rule) => {
    host.style.cssText += `;${rule}`;
    expect(panelVisible(host, frame, root)).toBe(false);
  });

  it.each([
    ['opacity: 0.2'],
    ['display: none'],
    ['transform: rotate(180deg)'],
    ['filter: blur(20px)'],
  ])('is not visible when an ancestor the page moved the host into has %s', (rule) => {
    const wrapper = document.createElement('div');
    wrapper.setAttribute('style', rule);
    document.body.append(wrapper);
    wrapper.append(host);
    expect(panelVisible(host, frame, root)).toBe(false);
  });

  it('is not visible behind a see-through ancestor across the page’s own shadow root', () => {
    const outer = document.createElement('div');
    outer.setAttribute('style', 'opacity: 0');
    const pageRoot = outer.attachShadow({ mode: 'open' });
    document.body.append(outer);
    pageRoot.append(host);
    expect(panelVisible(host, frame, root)).toBe(false);
  });

  it('is not visible when the page made the host or its document inert', () => {
    expect(panelVisible(host, frame, root)).toBe(true);
    host.inert = true;
    expect(panelVisible(host, frame, root)).toBe(false);
    host.inert = false;
    document.documentElement.inert = true;
    try {
      expect(panelVisible(host, frame, root)).toBe(false);
    } finally {
      document.documentElement.inert = false;
    }
  });

  it('is not visible when something else stands at a point looked at', () => {
    const decoy = document.createElement('div');
    document.body.append(decoy);
    atPoint = decoy;
    expect(panelVisible(host, frame, root)).toBe(false);
  });

  it('is not visible when the frame no longer covers the viewport (the host shrunk or moved)', () => {
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1000, 40));
    expect(panelVisible(host, frame, root)).toBe(false);
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue(new DOMRect(300, 0, 1000, 800));
    expect(panelVisible(host, frame, root)).toBe(false);
  });

  it('is not visible once the page took the host out of the top layer, or put its own there', () => {
    // happy-dom has no Popover API: the browser's answers are given here.
    let inTopLayer = true;
    Object.assign(host, { showPopover: () => undefined });
    vi.spyOn(host, 'matches').mockImplementation(
      (selector) => selector === ':popover-open' && inTopLayer,
    );
    const others: Element[] = [];
    vi.spyOn(document, 'querySelectorAll').mockImplementation(
      () => [host, ...others] as unknown as NodeListOf<Element>,
    );
    expect(panelVisible(host, frame, root)).toBe(true);
    inTopLayer = false;
    expect(panelVisible(host, frame, root)).toBe(false);
    inTopLayer = true;
    others.push(document.createElement('dialog'));
    expect(panelVisible(host, frame, root)).toBe(false);
  });

  it('is not visible once the page took the host off the document', () => {
    host.remove();
    expect(panelVisible(host, frame, root)).toBe(false);
  });
});
