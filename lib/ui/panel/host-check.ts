/** Below this opacity an element counts as see-through (KeePassXC refuses below 1, nearly). */
const OPAQUE = 0.99;

/** Where the host is hit-tested: a 3 × 3 grid over the viewport, which the host covers whole. */
const GRID = [1 / 6, 1 / 2, 5 / 6];

/** Another element of the page's in the top layer: it may stand above the panel's host. */
const OTHER_TOP_LAYER = ':modal, :fullscreen, :popover-open';

/** A computed value, or what it is when the style does not say (a test's DOM). */
const value = (style: CSSStyleDeclaration, name: string, initial: string) =>
  style.getPropertyValue(name) || initial;

/** The element is drawn as it is: opaque, shown, not transformed, filtered, clipped or masked. */
function drawnAsIs(element: Element): boolean {
  const style = getComputedStyle(element);
  return (
    Number(value(style, 'opacity', '1')) >= OPAQUE &&
    value(style, 'display', 'block') !== 'none' &&
    value(style, 'transform', 'none') === 'none' &&
    value(style, 'filter', 'none') === 'none' &&
    value(style, 'clip-path', 'none') === 'none' &&
    value(style, 'clip', 'auto') === 'auto' &&
    value(style, 'mask-image', 'none') === 'none' &&
    value(style, 'mix-blend-mode', 'normal') === 'normal'
  );
}

/** The frame, its host, and every ancestor of the host, across the page's shadow roots too. */
function* chain(frame: Element): Generator<Element> {
  for (let element: Element | undefined = frame; element; ) {
    yield element;
    element = element.parentElement ?? (element.getRootNode() as Partial<ShadowRoot>).host;
  }
}

/** The page has an element of its own in the top layer, or the host is no longer there. */
function topLayerTaken(host: Element): boolean {
  // A DOM without the Popover API (a test's) has no top layer to look at.
  if (!('showPopover' in host)) return false;
  try {
    if (!host.matches(':popover-open')) return true;
    return [...document.querySelectorAll(OTHER_TOP_LAYER)].some((element) => element !== host);
  } catch {
    // A browser that knows the Popover API but not one of these selectors: taken, to be safe.
    return true;
  }
}

/**
 * A view transition of the page's is running: its pseudo-elements are drawn above the top layer
 * while hit-testing still finds what is below them (issue 53's review), so nothing seen then is
 * known to be the panel.
 */
function transitionRunning(): boolean {
  return (
    document
      .getAnimations?.()
      .some((animation) =>
        String((animation.effect as KeyframeEffect | null)?.pseudoElement).startsWith(
          '::view-transition',
        ),
      ) === true
  );
}

/**
 * Whether the page panel is really visible in the page, as Chromium's IntersectionObserver v2
 * tells the frame itself and Firefox cannot (issue 41, item 3). Runs in the content script that
 * placed the panel. Visible means: the frame, its host and each of the host's ancestors drawn as
 * they are (opacity, `display`, `visibility`, transforms, filters, `clip`/`clip-path`, masks,
 * blending), the frame covering the viewport as placed, the host in the top layer with no
 * element of the page's there (a page's popover opened later stands above it), and at every
 * point of a grid over the viewport the host, and in its shadow root the frame, is what stands
 * there. A cover that lets clicks through (`pointer-events: none`) is not found by hit-testing:
 * below the top layer it cannot cover the host, and in it the top-layer test refuses.
 */
export function panelVisible(host: Element, frame: Element, root: ShadowRoot): boolean {
  if (!host.isConnected || topLayerTaken(host) || transitionRunning()) return false;
  if (value(getComputedStyle(frame), 'visibility', 'visible') !== 'visible') return false;
  // An inert host (or html) takes neither the focus nor a click: the page made the panel a
  // picture of itself (issue 53's review, Firefox).
  for (const element of chain(frame))
    if ((element as HTMLElement).inert === true || !drawnAsIs(element)) return false;
  const { clientWidth: width, clientHeight: height } = document.documentElement;
  const placed = frame.getBoundingClientRect();
  if (placed.left > 1 || placed.top > 1) return false;
  if (placed.right < width - 1 || placed.bottom < height - 1) return false;
  return GRID.every((fx) =>
    GRID.every((fy) => {
      const [x, y] = [width * fx, height * fy];
      return document.elementFromPoint(x, y) === host && root.elementFromPoint(x, y) === frame;
    }),
  );
}
