/**
 * The small interface the shared flows (`tests/e2e/flows/`) drive a browser through, so each
 * flow is written once and runs in Chromium (playwright-core, `chromium-driver.ts`) and in
 * Firefox (puppeteer-core over WebDriver BiDi, `firefox-driver.ts`).
 *
 * - Elements are found by what a person sees (`Target`: role and accessible name, label, text,
 *   or a CSS selector), inside open shadow roots too (the page panel's in the e2e build).
 * - Clicks and keys are the browser's own input, not synthetic DOM events: a click is a user
 *   gesture, as the permission request needs.
 * - `evaluateInBackground` runs a function with the extension's API (`chrome`/`browser`) and
 *   `globalThis.__wkPageActions` (the e2e build's handle on the menu and shortcut handlers).
 *
 * To add a flow: write `(browser: BrowserDriver, ...) => Promise<void>` in `tests/e2e/flows/`
 * and call it from `tests/e2e/flows.test.ts`, which runs it once per browser.
 */
export interface BrowserDriver {
  /** 'chromium' or 'firefox', for test names and the rare browser-specific expectation. */
  readonly name: BrowserName;
  /** The extension's base URL (`chrome-extension://<id>/` or `moz-extension://<uuid>/`). */
  readonly extensionUrl: string;
  /** Opens an extension page (`popup.html`, `options.html?x`) in a new tab. */
  openExtensionPage(path: string): Promise<DriverPage>;
  /** Opens a web page in a new tab; answers it with its tab id as the extension sees it. */
  openWebPage(url: string): Promise<{ page: DriverPage; tabId: number }>;
  /** Runs `fn(arg)` where the extension's background code runs (see above); JSON in and out. */
  evaluateInBackground<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Console errors and uncaught errors of pages seen so far (where the browser reports them). */
  readonly consoleErrors: string[];
  close(): Promise<void>;
}

type BrowserName = 'chromium' | 'firefox';

/** One tab. Every wait polls up to `TIMEOUT_MS`, then fails with what it waited for. */
export interface DriverPage {
  /** Clicks the element with the mouse. */
  click(target: Target): Promise<void>;
  /** Focuses the field, selects what it holds and types `text` key by key. */
  type(target: Target, text: string): Promise<void>;
  /** Focuses the element (keys then go to it). */
  focus(target: Target): Promise<void>;
  /** Presses a key or a chord (`Enter`, `Alt+ArrowUp`) on whatever has the focus. */
  press(keys: string): Promise<void>;
  /** Waits until the element exists, and answers its text. */
  text(target: Target): Promise<string>;
  /** Waits until the element exists. */
  waitFor(target: Target): Promise<void>;
  /** How many elements match now (no wait). */
  count(target: Target): Promise<number>;
  /** Runs `fn(arg)` in the page; JSON in and out. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  close(): Promise<void>;
}

/**
 * What to find: `role` (explicit or the tag's own: button, link, tab, heading, textbox,
 * checkbox, listitem, alert, status) with `name` (its accessible name), a field by its `label`,
 * any element by its `text`, or `css`. Strings match exactly (trimmed); a RegExp anywhere.
 * `within` narrows the search to the first element matching that CSS selector.
 */
export type Target =
  | { role: string; name?: string | RegExp; within?: string; nth?: number }
  | { label: string | RegExp; within?: string; nth?: number }
  | { text: string | RegExp; within?: string; nth?: number }
  | { css: string; within?: string; nth?: number };

const TIMEOUT_MS = 20_000;

/** The page panel's host element: a `within` of it means inside the panel's frame. */
export const PANEL_HOST = '[data-wk-page-panel]';
/**
 * The page panel's host once its frame has the keyboard (the e2e build's mark,
 * lib/ui/panel/frame-host.ts): until then keys go to the content script's catcher, which hands
 * them to the view's first field (issue 53), whichever field a script focused in the frame.
 */
const PANEL_HANDED_OVER = `${PANEL_HOST}[data-wk-handed-over]`;

/** The address of the page panel's own page, in the frame its host holds (issue 41). */
export const PANEL_FRAME = '/page-panel-frame.html';

/**
 * Where a target is looked for: the page panel is an extension page in a frame, so a target
 * `within` the panel's host is looked for in that frame's document (anywhere in it); any other
 * target in the page.
 */
export function targetPlace(target: Target): { inPanel: boolean; target: Target } {
  if (target.within !== PANEL_HOST) return { inPanel: false, target };
  return { inPanel: true, target: { ...target, within: undefined } };
}

/**
 * Waits until the page panel's frame has the keyboard, read in the page by `evaluate`: a field
 * of the panel is typed into from then on, as a person who clicked it would (a script's focus
 * in the frame leaves the browser's keys with the catcher for a moment under load, and those
 * went to the view's first field: kept-panel-collect split its description once in a full run).
 */
export function panelHasKeys(
  evaluate: (probe: (selector: string) => boolean, selector: string) => Promise<boolean>,
): Promise<true> {
  return poll('the page panel to have the keyboard', async () =>
    (await evaluate((selector) => document.querySelector(selector) !== null, PANEL_HANDED_OVER))
      ? true
      : undefined,
  );
}

/**
 * Waits until the field a script focused in the panel's frame holds the browser's focus (its
 * document has it, and it is the active element there), asked by `holds` in the frame: the
 * frame's own focus moves to the browser a moment after the script's, and a key sent before that
 * goes where the focus was.
 */
export function fieldHasKeys(holds: () => Promise<boolean>): Promise<true> {
  return poll("the panel's field to have the keyboard", async () =>
    (await holds()) ? true : undefined,
  );
}

/** Polls `probe` until it answers something other than undefined, or fails after the timeout. */
export async function poll<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = TIMEOUT_MS,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < end) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Waited ${timeoutMs / 1000} s for ${what}.${last ? ` Last error: ${last}` : ''}`);
}

/** `promise`'s outcome, or a failure naming `what` once it has not settled within `ms`. */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A target made JSON-safe for the page (a RegExp travels as source and flags). */
export function wireTarget(target: Target): WireTarget {
  const wire: WireTarget = { within: target.within, nth: target.nth ?? 0 };
  const put = (key: 'name' | 'label' | 'text', value: string | RegExp | undefined) => {
    if (value === undefined) return;
    wire[key] =
      typeof value === 'string' ? { exact: value } : { source: value.source, flags: value.flags };
  };
  if ('role' in target) {
    wire.role = target.role;
    put('name', target.name);
  }
  if ('label' in target) put('label', target.label);
  if ('text' in target) put('text', target.text);
  if ('css' in target) wire.css = target.css;
  return wire;
}

type WireMatch = { exact: string } | { source: string; flags: string };

/** A `Target` as it crosses into the page. */
export interface WireTarget {
  role?: string;
  name?: WireMatch;
  label?: WireMatch;
  text?: WireMatch;
  css?: string;
  within?: string;
  nth: number;
}

/**
 * Clicks what `find` finds, once `ready` (waited for after the find, as before: the panel's
 * `settled` answers at once while no panel frame is there yet, so waiting first let the click
 * come in a reopened panel's first half second, which it refuses; kept-panel-collect failed 5
 * runs in 7), finding it again if the page drew that element anew
 * between the find and the click (Puppeteer's "Node is detached from document", Playwright's
 * "Element is not attached to the DOM"): a person's click lands on what is there now. A frame
 * torn down is not retried. Three tries, then the error; each retry is logged, so a control
 * redrawn under the pointer shows in the run's output.
 */
export async function clickFound(
  find: () => Promise<{ click(): Promise<unknown> }>,
  ready?: () => Promise<unknown>,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const element = await find();
    if (ready) await ready();
    try {
      await element.click();
      return;
    } catch (error) {
      const redrawn = /Node is detached from document|Element is not attached to the DOM/;
      if (attempt >= 3 || !redrawn.test(String(error))) throw error;
      console.warn(`click: the element was drawn anew before the click (${attempt}): found again`);
    }
  }
}
