import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import puppeteer, {
  type Browser,
  type ElementHandle,
  type Frame,
  type KeyInput,
  type Page,
} from 'puppeteer-core';
import { findFirefox } from '../../../scripts/find-firefox.mjs';
import {
  type BrowserDriver,
  clickFound,
  fieldHasKeys,
  type DriverPage,
  PANEL_FRAME,
  panelHasKeys,
  poll,
  type Target,
  targetPlace,
  wireTarget,
} from './driver';
import { findInPage } from './find-in-page';
import { profileCopy } from './firefox-profile';

/** The Firefox end-to-end build (`wxt build -b firefox --mode e2e`). */
const FIREFOX_E2E_BUILD_DIR = resolve('.output/firefox-mv3-e2e');
const ADDON_ID = 'workplace-knowledge@example.com';
/** Fixed through `extensions.webextensions.uuids`, so page addresses are known in advance. */
const ADDON_UUID = '0f1d8a52-3c1e-4c55-9a36-7b2a4d9e5c01';
const EXTENSION_URL = `moz-extension://${ADDON_UUID}/`;
/**
 * A test-only add-on (fixtures/firefox-chrome) whose WebExtension Experiment evaluates in
 * Firefox's own window: its keyboard input, sidebar and tabs, which WebDriver BiDi does not
 * reach in Firefox ESR 140 (its `browsingContext.getTree` lists content tabs only).
 */
const CHROME_HELPER_DIR = resolve('tests/e2e/fixtures/firefox-chrome');
const CHROME_HELPER_ID = 'wk-test-chrome@example.com';

declare const browser: typeof import('wxt/browser').browser;

/** The Firefox driver, with puppeteer's browser for windows the extension opens itself. */
export type FirefoxDriver = BrowserDriver & {
  readonly puppeteer: Browser;
  /** Evaluates `expression` in Firefox's browser window (`browser.xhtml`), answering its value. */
  inBrowserWindow(expression: string): Promise<unknown>;
  /**
   * Opens an extension page, waiting `waitMs` for it (the driver's 20 s unless named): a page
   * of an add-on not installed, or being replaced by its update, never loads.
   */
  openExtensionPage(path: string, waitMs?: number): Promise<DriverPage>;
};

/**
 * The shared flows' driver for Firefox ESR: puppeteer-core over WebDriver BiDi, the extension
 * installed as a temporary add-on (`browser.installExtension`). `--remote-allow-system-access`
 * lets BiDi navigate a tab to a `moz-extension://` page (refused otherwise). Firefox's MV3
 * background is an event page: "evaluate in background" runs in an extension page of the add-on,
 * with the same API, and `__wkPageActions` taken from `runtime.getBackgroundPage()`.
 */
export async function launchFirefoxDriver(
  options: {
    buildDir?: string;
    prefs?: Record<string, unknown>;
    display?: string;
    /** False when a policy installs the add-on (the self-hosted update test). */
    install?: boolean;
  } = {},
): Promise<FirefoxDriver> {
  const executablePath = requireFirefox();
  // A copy of the run's started profile (support/firefox-profile.ts), except where a policy
  // installs the add-on: that test sees a profile as new as a person's.
  const profile = options.install === false ? undefined : profileCopy();
  const removeProfile = () => {
    if (profile) rmSync(profile, { recursive: true, force: true });
  };
  const firefox = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    userDataDir: profile,
    // With windows on the X display when one is named (support/x-display.ts).
    headless: !options.display,
    ...(options.display ? { env: { ...process.env, DISPLAY: options.display } } : {}),
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [ADDON_ID]: ADDON_UUID }),
      // Nothing on this machine may dial out.
      'network.dns.disableIPv6': true,
      'app.update.enabled': false,
      // Lets the temporary test add-on run its experiment (fixtures/firefox-chrome).
      'extensions.experiments.enabled': true,
      ...options.prefs,
    },
  });
  try {
    await installChromeHelper(firefox);
    if (options.install !== false) {
      await firefox.installExtension(options.buildDir ?? FIREFOX_E2E_BUILD_DIR);
    }
  } catch (error) {
    await firefox.close();
    removeProfile();
    throw error;
  }
  const consoleErrors: string[] = [];
  let helper: Page | undefined;
  const open = async (path: string, waitMs?: number): Promise<Page> => {
    for (let tries = 1; ; tries += 1) {
      try {
        return await openExtensionTab(firefox, consoleErrors, path, waitMs);
      } catch (error) {
        // The add-on was being installed or replaced as the tab opened (a policy's install or
        // update), and Firefox closed the tab with it: BiDi then knows no such browsing
        // context. A new tab opens the new add-on's page.
        if (tries >= 3 || !/no such frame|Browsing Context with id/.test(String(error)))
          throw error;
      }
    }
  };
  const inBackground = async <A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> => {
    helper ??= await open('options.html');
    // The event page may have been suspended and started again since the last call.
    await helper.evaluate(async () => {
      const background = (await browser.runtime.getBackgroundPage()) as unknown as {
        __wkPageActions?: unknown;
      };
      (globalThis as { __wkPageActions?: unknown }).__wkPageActions = background.__wkPageActions;
    });
    return (await helper.evaluate(fn as never, arg as never)) as R;
  };
  const inBrowserWindow = async (expression: string) => {
    // Sent from a page of the add-on under test: the helper answers no one else.
    const ask = async (page: Page) =>
      (await page.evaluate(
        (id, text) => browser.runtime.sendMessage(id, { expression: text }),
        CHROME_HELPER_ID,
        expression,
      )) as { value?: string; error?: string } | undefined;
    helper ??= await open('options.html');
    const answer = await ask(helper).catch(async (error: unknown) => {
      // The add-on was replaced since (a policy's install or update): the page kept is no
      // longer one of its pages, and has no `browser`. Asked again from a page of the new one.
      if (!String(error).includes('browser is not defined')) throw error;
      helper = await open('options.html');
      return ask(helper);
    });
    if (!answer) throw new Error('The test add-on for Firefox’s own window did not answer');
    if (answer.error !== undefined) throw new Error(answer.error);
    return JSON.parse(answer.value ?? 'null') as unknown;
  };
  return {
    name: 'firefox',
    puppeteer: firefox,
    inBrowserWindow,
    extensionUrl: EXTENSION_URL,
    consoleErrors,
    async openExtensionPage(path: string, waitMs?: number) {
      return firefoxPage(await open(path, waitMs));
    },
    async openWebPage(url) {
      const page = await firefox.newPage();
      watch(page, consoleErrors);
      await page.goto(url);
      const tabId = await inBackground(async (address) => {
        // Not `query({ url })`: its match pattern carries the port, which Firefox never matches.
        const tabs = (await browser.tabs.query({})).filter((tab) => tab.url === address);
        return Math.max(-1, ...tabs.map((tab) => tab.id ?? -1));
      }, page.url());
      // In front, as the page a person acts on is. The helper tab (`inBackground`), opened on
      // the first call above, came in front of the session's first web page: Firefox then
      // treated it as hidden (its timers and its page panel's held to one run a second, the
      // panel's form 1.7 s late) where no person's page is.
      // With windows (Xvfb) the page says so a moment after its window takes the focus.
      await page.bringToFront();
      let shown = '';
      await poll(
        `the web page ${url} to be in front`,
        async () => {
          shown = await page.evaluate(() => document.visibilityState);
          return shown === 'visible' ? true : undefined;
        },
        5_000,
      ).catch(() => {
        throw new Error(`The web page ${url} is ${shown}, not in front`);
      });
      return { page: firefoxPage(page), tabId };
    },
    evaluateInBackground: inBackground,
    close: async () => {
      await firefox.close();
      removeProfile();
    },
  };
}

/**
 * Installs the test add-on that reaches Firefox's own window, or fails with a sentence naming
 * the Firefox and what it lacks: only a Firefox that runs WebExtension Experiments of temporary
 * add-ons (ESR, Developer Edition, Nightly; not a release build) can drive the sidebar, the
 * toolbar popup and the browser's keyboard as the tests do.
 */
async function installChromeHelper(firefox: Browser): Promise<void> {
  try {
    await firefox.installExtension(CHROME_HELPER_DIR);
  } catch (error) {
    const version = await firefox.version().catch(() => 'this Firefox');
    throw new Error(
      `${version} refused the browser tests' add-on for its own window (a WebExtension ` +
        'Experiment, allowed by extensions.experiments.enabled in Firefox ESR, Developer ' +
        'Edition and Nightly): without it no test can open the sidebar or press keys as a ' +
        'person. Install Firefox ESR 140 or newer (apt-get install -y firefox-esr) or set ' +
        `FIREFOX_PATH to one. Firefox said: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  }
}

function requireFirefox(): string {
  const { path, problem } = findFirefox();
  if (path) return path;
  throw new Error(`The Firefox browser tests need Firefox ESR. ${problem}`);
}

/**
 * A new tab on an extension page, waiting up to `waitMs` (the driver's wait unless named); the
 * tab is closed again when the page never loads. BiDi's wait for the load never ends for
 * `moz-extension://` (the tab changes process), so the wait is for the document itself.
 */
async function openExtensionTab(
  firefox: Browser,
  errors: string[],
  path: string,
  waitMs?: number,
): Promise<Page> {
  const page = await firefox.newPage();
  watch(page, errors);
  const url = `${EXTENSION_URL}${path}`;
  page.goto(url).catch(() => undefined);
  try {
    await poll(
      `Firefox to open ${url}`,
      async () => {
        const state = await page.evaluate(() => [location.href, document.readyState]);
        return state[0] === url && state[1] === 'complete' ? true : undefined;
      },
      waitMs,
    );
  } catch (error) {
    await page.close().catch(() => undefined);
    throw error;
  }
  return page;
}

function watch(page: Page, errors: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${String(error)}`));
}

function firefoxPage(page: Page): DriverPage {
  /** The page, or the page panel's frame for a target within the panel. */
  /**
   * The page, or the page panel's frame for a target within the panel. Puppeteer over BiDi
   * reports an extension frame's address as about:blank: the frame says its own.
   */
  const place = async (inPanel: boolean): Promise<Page | Frame | undefined> => {
    if (!inPanel) return page;
    for (const frame of page.frames().slice(1)) {
      const href = await frame.evaluate(() => location.href).catch(() => '');
      if (href.includes(PANEL_FRAME)) return frame;
    }
    return undefined;
  };
  /** Waits until the page panel takes clicks (its frame's root says so, click-guard.ts). */
  const settled = () =>
    poll('the page panel to take clicks', async () => {
      const frame = await place(true);
      if (!frame) return true;
      const state = await frame.evaluate(() => document.documentElement.dataset.clicks);
      return state === 'on' ? true : undefined;
    });
  const find = (wanted: Target) =>
    poll(`${JSON.stringify(wireTarget(wanted))} in Firefox`, async () => {
      const { inPanel, target: inFrame } = targetPlace(wanted);
      const frame = inPanel ? await place(true) : undefined;
      // A panel drawn in the page itself (a build before issue 41) is looked for there.
      const target = frame ? inFrame : wanted;
      const handle = await (frame ?? page).evaluateHandle(findInPage, {
        target: wireTarget(target),
      });
      return (handle?.asElement() as ElementHandle<Element> | null | undefined) ?? undefined;
    });
  return {
    async click(target) {
      // The panel refuses a click in its first half second, or while it is not visible.
      const inPanel = targetPlace(target).inPanel;
      await clickFound(() => find(target), inPanel ? settled : undefined);
    },
    async type(target, text) {
      // A field of the panel, once the panel has the keyboard; found then (its page may be new).
      const inPanel = targetPlace(target).inPanel;
      if (inPanel) await panelHasKeys((probe, selector) => page.evaluate(probe, selector));
      const element = await find(target);
      await element.focus();
      if (inPanel)
        await fieldHasKeys(() =>
          element.evaluate((field) => document.hasFocus() && document.activeElement === field),
        );
      await element.evaluate((field) => (field as HTMLInputElement).select?.());
      if (text === '') await page.keyboard.press('Backspace');
      else await page.keyboard.type(text);
    },
    async focus(target) {
      await (await find(target)).focus();
    },
    async press(keys) {
      // A chord as Playwright writes it: modifiers held while the last key is pressed.
      const parts = keys.split('+') as KeyInput[];
      const key = parts.pop() as KeyInput;
      for (const modifier of parts) await page.keyboard.down(modifier);
      await page.keyboard.press(key);
      for (const modifier of parts.reverse()) await page.keyboard.up(modifier);
    },
    async text(target) {
      return (await (await find(target)).evaluate((element) => element.textContent)) ?? '';
    },
    async waitFor(target) {
      await find(target);
    },
    async count(wanted) {
      const { inPanel, target } = targetPlace(wanted);
      const frame = inPanel ? await place(true) : undefined;
      return (await (frame ?? page).evaluate(findInPage, {
        target: wireTarget(frame ? target : wanted),
        count: true,
      })) as number;
    },
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    close: () => page.close(),
  };
}
