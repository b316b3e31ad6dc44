import { type DriverPage, poll, type Target, wireTarget } from './driver';
import { findInPage } from './find-in-page';
import type { FirefoxDriver } from './firefox-driver';
import { describeKey, splitChord } from './side-panel-keys';

/**
 * Firefox's own window (`browser.xhtml`), reached through the test add-on's experiment
 * (`FirefoxDriver.inBrowserWindow`): WebDriver BiDi lists it as a chrome context only from
 * Firefox 141 (`moz:scope`), and Debian may install ESR 140.
 */
export interface FirefoxWindow {
  /** Evaluates `expression` in the browser window and answers its value. */
  evaluate(expression: string): Promise<unknown>;
  /** Presses `keys` (a chord: `Alt+Shift+S`, `Enter`) with Firefox's own keyboard input. */
  press(keys: string): Promise<void>;
}

/** The first Firefox window, as a chrome context. */
export async function firefoxWindow(firefox: FirefoxDriver): Promise<FirefoxWindow> {
  const evaluate = (expression: string) => firefox.inBrowserWindow(expression);
  const url = await evaluate('location.href');
  if (url !== 'chrome://browser/content/browser.xhtml') {
    throw new Error(`Firefox's most recent window is ${String(url)}, not a browser window`);
  }
  return {
    evaluate,
    async press(keys) {
      const { modifiers, key } = splitChord(keys);
      const events = [...modifiers, key].map((name) => describeKey(name));
      // nsITextInputProcessor: the keyboard input Firefox's own tests use. Its events enter
      // where a key from the keyboard enters (the focused element of the focused frame, the
      // window's shortcuts first) and count as the person's input (user activation).
      await evaluate(`(() => {
        const tip = Cc['@mozilla.org/text-input-processor;1'].createInstance(Ci.nsITextInputProcessor);
        tip.beginInputTransactionForTests(window);
        const events = ${JSON.stringify(events)}.map((e) => new KeyboardEvent('', { key: e.key, code: e.code, keyCode: e.keyCode }));
        for (const event of events) tip.keydown(event);
        for (const event of events.reverse()) tip.keyup(event);
      })()`);
    },
  };
}

/** An extension page Firefox shows in its own window: the sidebar, or the toolbar popup. */
export type FirefoxView = 'sidebar' | 'popup';

/** Gives the view's page the keyboard focus in its window, as a click into it would. */
const FOCUS: Record<FirefoxView, string> = {
  sidebar: `(() => {
    const sidebar = document.getElementById('sidebar');
    const inner = sidebar?.contentDocument?.getElementById('webext-panels-browser');
    if (!inner) throw new Error('The sidebar is not open');
    inner.focus();
  })()`,
  popup: `(() => {
    const inner = document.querySelector('browser.webextension-popup-browser');
    if (!inner) throw new Error('The toolbar popup is not open');
    inner.focus();
  })()`,
};

/**
 * The extension's sidebar (or toolbar popup) page in Firefox as a `DriverPage`. WebDriver BiDi
 * lists the sidebar only as a chrome context (`webext-panels.xhtml`), and the popup not at all;
 * their extension pages run in another process and are not BiDi contexts; so:
 * - the document is read where the extension itself reads it: `extension.getViews({ type })`
 *   from another page of the add-on (`helper`, same process), the test's function run with the
 *   view's window as its scope (`with`);
 * - input is Firefox's own keyboard (`FirefoxWindow.press`) into the view, focused first. A
 *   click is the element focused and Enter (Space on a checkbox or radio): BiDi's
 *   `input.performActions` refuses chrome contexts and `windowUtils.sendMouseEvent` is gone in
 *   Firefox 140, so no mouse reaches the sidebar.
 */
export function firefoxViewPage(
  helper: DriverPage,
  window: FirefoxWindow,
  type: FirefoxView,
): DriverPage {
  const evaluate = <R>(fn: string | ((arg: never) => unknown), arg?: unknown) => {
    const expression = `(async () => {
      const view = browser.extension.getViews({ type: '${type}' })[0];
      if (!view) throw new Error('The ${type} is not open');
      with (view) { return await (${String(fn)})(${JSON.stringify(arg ?? null)}); }
    })()`;
    return helper.evaluate(expression as never, null) as Promise<R>;
  };
  const run = <R>(wanted: Target, body: string) =>
    poll<R>(`${JSON.stringify(wireTarget(wanted))} in Firefox's ${type}`, () =>
      evaluate(
        `(input) => {
          const element = (${findInPage.toString()})(input);
          if (!element || typeof element === 'number') return undefined;
          return (${body})(element);
        }`,
        { target: wireTarget(wanted) },
      ),
    );
  const focus = async (wanted: Target) => {
    await window.evaluate(FOCUS[type]);
    return run<string>(
      wanted,
      `(element) => { element.focus(); element.select?.(); return element.type || element.getAttribute('role') || 'other'; }`,
    );
  };
  return {
    async click(wanted) {
      const kind = await focus(wanted);
      await window.press(kind === 'checkbox' || kind === 'radio' ? ' ' : 'Enter');
    },
    async type(wanted, text) {
      await focus(wanted);
      if (text === '') await window.press('Backspace');
      for (const character of text) await window.press(character);
    },
    async focus(wanted) {
      await focus(wanted);
    },
    async press(keys) {
      await window.evaluate(FOCUS[type]);
      await window.press(keys);
    },
    text: (wanted) => run<string>(wanted, '(element) => element.textContent ?? ""'),
    async waitFor(wanted) {
      await run<boolean>(wanted, '() => true');
    },
    count: (wanted) =>
      evaluate<number>(findInPage as never, { target: wireTarget(wanted), count: true }),
    evaluate: (fn, arg) => evaluate(fn as never, arg),
    async close() {
      await evaluate('() => window.close()');
    },
  };
}
