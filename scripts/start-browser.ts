import { type BrowserContext, chromium } from 'playwright-core';

/**
 * The flags `npm start` gives Chromium: the extension, and quiet on a machine that may have no
 * network. Only what a person's own Chromium would accept without a warning bar: `--no-sandbox`
 * only as root, where Chromium refuses to start with its sandbox, and no `--disable-gpu` with a
 * display. Playwright's own `--enable-automation` (the "controlled by automated test software"
 * bar) is left out too; so is its `--no-sandbox` (`chromiumSandbox`).
 */
function startFlags(extensionDir: string, options: { headless: boolean; root: boolean }): string[] {
  return [
    `--disable-extensions-except=${extensionDir}`,
    `--load-extension=${extensionDir}`,
    ...(options.root ? ['--no-sandbox'] : []),
    ...(options.headless ? ['--disable-gpu'] : []),
    '--no-first-run',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ];
}

/** Opens Chromium on `profile` with the extension in `extensionDir` (see `startFlags`). */
export function launchStartBrowser(
  executablePath: string,
  profile: string,
  extensionDir: string,
  options: { headless: boolean; root: boolean; extraArgs?: string[] },
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath,
    headless: options.headless,
    chromiumSandbox: !options.root,
    // Playwright turns extensions off by default, and says the browser is automated.
    ignoreDefaultArgs: ['--disable-extensions', '--enable-automation'],
    args: [...startFlags(extensionDir, options), ...(options.extraArgs ?? [])],
    viewport: options.headless ? { width: 1200, height: 800 } : null,
    // `npm start` closes the browser itself on a signal, after which it closes the service.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}
