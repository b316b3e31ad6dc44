import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';
import { DEMO_TOKENS } from '../../server/demo/identities';
import { chromiumArgs, requireChromium } from '../../tests/e2e/support/chromium';
import { BLANK_PAGE } from './floor-pages';

/** The key the bench binds to `pin-page` when the build's default is not assigned. */
const BENCH_KEY = 'Alt+Shift+U';
/** The target: with the worker stopped, within this many times the running worker. */
export const WAKE_TARGET_RATIO = 1.5;
/** How long each run waits before the key, so the previous run's work has finished. */
const SETTLE_MS = 500;

/** The milliseconds from the key to the panel's first frame, per run, by the worker's state. */
export interface WakeResult {
  running: number[];
  stopped: number[];
  /** The same runs' milliseconds to the panel's own page drawn in its frame. */
  ready: { running: number[]; stopped: number[] };
  key: string;
}

/**
 * A virtual X display of its own (Xvfb): a headed Chromium on it takes keys from the X server,
 * which is what a keyboard does. Headless Chromium and CDP key events never reach the
 * browser's shortcuts (DevTools marks its key events to skip the browser), so neither can press
 * an extension command.
 */
async function startDisplay(): Promise<{ display: string; xvfb: ChildProcess }> {
  let number = 90;
  while (existsSync(`/tmp/.X${number}-lock`)) number++;
  const display = `:${number}`;
  const xvfb = spawn('Xvfb', [display, '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  for (let waited = 0; !existsSync(`/tmp/.X11-unix/X${number}`); waited += 50) {
    if (waited > 5_000) throw new Error(`Xvfb did not start on ${display}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { display, xvfb };
}

/** Connects the extension and makes sure `pin-page` has a key, as a person would on the shortcuts page. */
async function prepare(context: BrowserContext, id: string, serviceUrl: string): Promise<string> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${id}/${BLANK_PAGE}`);
  const answer = await page.evaluate(
    ([url, token]) =>
      chrome.runtime.sendMessage({
        id: 1,
        type: 'saveConnection',
        data: { serviceUrl: url, token },
        timestamp: Date.now(),
      }),
    [serviceUrl, DEMO_TOKENS.user] as const,
  );
  if (!(answer as { res?: { ok?: boolean } }).res?.ok) throw new Error('Connecting failed');
  const commands = await page.evaluate(() => chrome.commands.getAll());
  let shortcut = commands.find((command) => command.name === 'pin-page')?.shortcut ?? '';
  if (!shortcut) {
    // The build's default is taken by the browser (Chromium keeps some Alt+Shift keys): bind
    // one through chrome://extensions/shortcuts' own API, as a person does on that page.
    await page.goto('chrome://extensions/shortcuts');
    await page.evaluate(
      ([extensionId, keybinding]) =>
        (
          chrome as unknown as {
            developerPrivate: { updateExtensionCommand(u: unknown): Promise<void> };
          }
        ).developerPrivate.updateExtensionCommand({
          extensionId,
          commandName: 'pin-page',
          keybinding,
        }),
      [id, BENCH_KEY] as const,
    );
    shortcut = BENCH_KEY;
  }
  await page.close();
  return shortcut;
}

/** Follows our worker's running state through DevTools' ServiceWorker domain. */
function watchWorker(cdp: CDPSession, id: string): { status: () => string } {
  let status = 'unknown';
  cdp.on('ServiceWorker.workerVersionUpdated', (event) => {
    for (const version of event.versions) {
      if (version.scriptURL.includes(id)) status = version.runningStatus;
    }
  });
  return { status: () => status };
}

/** Waits until `test` holds, polling every 20 ms, up to 5 s. */
async function until(what: string, test: () => boolean): Promise<void> {
  for (let waited = 0; !test(); waited += 20) {
    if (waited > 5_000) throw new Error(`Waited 5 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The page panel's own page, in its frame on the page. */
const PANEL_PAGE = '/page-panel-frame.html';

/** The milliseconds from a key to the panel drawn on the page, and to its frame drawn. */
interface Timing {
  drawn: number;
  ready: number;
}

/**
 * Presses the key at the X server and answers the milliseconds to the panel's first frame on
 * the page (its placeholder, lib/ui/panel/frame-shell.ts, in the e2e build's open shadow root;
 * or, in a build before issue 41, the panel itself), and to the first frame of the panel's own
 * page in its frame (its dialog), when the build has one (`framed`).
 */
async function pressAndTime(
  page: Page,
  display: string,
  key: string,
  framed: boolean,
): Promise<Timing> {
  // Watched on every animation frame of the page, from before the key: the first in which
  // the panel is drawn (its placeholder lives only until the frame has drawn itself).
  // A string, not a function: the bench runs under tsx, whose helpers a page does not have.
  await page.evaluate(`{
    globalThis.wkDrawn = undefined;
    const watch = () => {
      const host = document.querySelector('[data-wk-page-panel], wk-page-panel');
      if (host?.shadowRoot?.querySelector('.wk-panel')) {
        globalThis.wkDrawn = performance.timeOrigin + performance.now();
      } else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  }`);
  const start = performance.timeOrigin + performance.now();
  execFileSync('xdotool', ['key', key], { env: { ...process.env, DISPLAY: display } });
  const drawnAt = async () => {
    const drawn = await page.evaluate(() => (globalThis as { wkDrawn?: number }).wkDrawn);
    return drawn === undefined ? undefined : drawn - start;
  };
  if (!framed) {
    for (let waited = 0; ; waited += 20) {
      const drawn = await drawnAt();
      if (drawn !== undefined) return { drawn, ready: drawn };
      if (waited > 15_000) throw new Error('Waited 15 s for the page panel');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  // The frame: looked for every 2 ms, then polled on each of its animation frames until its
  // dialog exists.
  let frame = page.frames().find((candidate) => candidate.url().includes(PANEL_PAGE));
  for (let waited = 0; !frame; waited += 2) {
    if (waited > 15_000) throw new Error('Waited 15 s for the page panel’s frame');
    await new Promise((resolve) => setTimeout(resolve, 2));
    frame = page.frames().find((candidate) => candidate.url().includes(PANEL_PAGE));
  }
  const ready = await frame.waitForFunction(
    () =>
      document.querySelector('[role="dialog"]')
        ? performance.timeOrigin + performance.now()
        : false,
    null,
    { polling: 'raf', timeout: 15_000 },
  );
  const drawn = await drawnAt();
  if (drawn === undefined) throw new Error('The panel’s frame came without its placeholder');
  return {
    drawn,
    ready: ((await ready.jsonValue()) as number) - start,
  };
}

/**
 * Measures the pin shortcut, key to panel drawn, `runs` times with the worker running and
 * `runs` times with it stopped (interleaved), in a headed Chromium on a virtual display.
 */
export async function measureWake(
  extensionDir: string,
  serviceUrl: string,
  pageUrl: string,
  runs: number,
): Promise<WakeResult> {
  const framed = existsSync(join(extensionDir, PANEL_PAGE));
  const { display, xvfb } = await startDisplay();
  const profile = mkdtempSync(join(tmpdir(), 'wk-wake-'));
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: requireChromium(),
      headless: false,
      args: chromiumArgs(extensionDir),
      env: { ...process.env, DISPLAY: display },
    });
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const id = new URL(worker.url()).host;
    const shortcut = await prepare(context, id, serviceUrl);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const worker$ = watchWorker(cdp, id);
    await cdp.send('ServiceWorker.enable');
    const waker = await context.newPage();
    await waker.goto(`chrome-extension://${id}/${BLANK_PAGE}`);
    const result: WakeResult = {
      running: [],
      stopped: [],
      ready: { running: [], stopped: [] },
      key: shortcut,
    };
    for (let run = 0; run < runs * 2; run++) {
      const state = run % 2 === 0 ? 'running' : 'stopped';
      await page.goto(pageUrl);
      await page.bringToFront();
      // The page's load may wake the worker (its tab listeners): stop it after the load.
      if (state === 'stopped') await cdp.send('ServiceWorker.stopAllWorkers');
      else await waker.evaluate(wake);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      await until(`the worker ${state}`, () => worker$.status() === state);
      const timing = await pressAndTime(page, display, shortcut.toLowerCase(), framed);
      result[state].push(timing.drawn);
      result.ready[state].push(timing.ready);
    }
    return result;
  } finally {
    await context?.close();
    xvfb.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Runs in an extension page: a message the worker answers, so it is awake. */
const wake = () => chrome.runtime.sendMessage({ id: 2, type: 'getConnection', timestamp: 0 });

declare const chrome: typeof import('wxt/browser').browser;
