import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page, type Worker } from 'playwright-core';
import { chromiumArgs, requireChromium } from './chromium';

/** The end-to-end build (`wxt build --mode e2e`): it may reach loopback without a prompt. */
const E2E_BUILD_DIR = resolve('.output/chrome-mv3-e2e');

/** A running Chromium with the extension loaded, and ways into its pages. */
export interface ExtensionSession {
  context: BrowserContext;
  extensionId: string;
  serviceWorker: Worker;
  /** Opens an extension page (for example `popup.html`) in a new tab. */
  openExtensionPage(path: string): Promise<Page>;
  /** Console errors and uncaught page errors seen in any page so far. */
  consoleErrors: string[];
  close(): Promise<void>;
}

/**
 * Launches Chromium (headless, fresh profile) with the e2e build loaded, its interface (and so
 * the extension's messages) in `language`, English unless named; with windows on the X
 * `display` when one is named (`support/x-display.ts`).
 */
export async function launchExtension(
  language = 'en',
  display?: string,
  /** More of the browser's environment (support/notification-window.ts's NO_SESSION_BUS). */
  env: Record<string, string> = {},
): Promise<ExtensionSession> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'wk-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: requireChromium(),
    headless: !display,
    args: [...chromiumArgs(E2E_BUILD_DIR), `--lang=${language}`],
    // Chromium on Linux takes its interface language from the environment.
    env: {
      ...process.env,
      ...(display ? { DISPLAY: display } : {}),
      LANGUAGE: language,
      LC_ALL: '',
      LANG: `${language}.UTF-8`,
      ...env,
    },
    locale: language,
  });
  const consoleErrors: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`));
  };
  context.on('page', watch);
  for (const page of context.pages()) watch(page);

  const serviceWorker =
    context.serviceWorkers()[0] ??
    (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const extensionId = new URL(serviceWorker.url()).host;

  return {
    context,
    extensionId,
    serviceWorker,
    consoleErrors,
    async openExtensionPage(path) {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${path}`);
      return page;
    },
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
