// `npm start`: the reference service on its embedded defaults, the extension built for it, and
// a Chromium with the extension loaded. Without a display the browser runs headless and writes
// screenshots instead. Ctrl+C (or SIGTERM) stops everything, at any moment.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { DEMO_TOKENS, DEMO_USERS } from '../server/demo/identities';
import { DEMO_PASSWORD } from '../server/sso/demo-client';
import { type RunningServer, startServer } from '../server/start';
import { sendFromPage } from '../tests/e2e/support/connect';
import { findChromium } from './find-chromium.mjs';
import { spawnGroup, stopGroup } from './process-group.mjs';
import { launchStartBrowser } from './start-browser';
import { readStartOptions, StartUsageError } from './start-options.mjs';
import { writeScreenshots } from './start-screenshots';
import { presetSignIn } from './start-sso';

const values = (() => {
  try {
    return readStartOptions(process.argv.slice(2), process.env).values;
  } catch (error) {
    if (!(error instanceof StartUsageError)) throw error;
    console.error(`✖ ${error.message}`);
    process.exit(error.exitCode);
  }
})();
const dataDir = resolve(values['data-dir']);

const chromePath = findChromium();
if (!chromePath.path) {
  console.error(`✖ ${chromePath.problem}`);
  process.exit(1);
}

// What this script has started, so that a signal at any step stops exactly that.
let build: ChildProcess | undefined;
let server: RunningServer | undefined;
let launching: Promise<BrowserContext> | undefined;
let profile: string | undefined;
let stopped: Promise<never> | undefined;
/** Closes the browser and the service, removes the profile, exits; once, whoever asks. */
const stop = (code: number): Promise<never> =>
  (stopped ??= (async () => {
    // The build's whole group: npx leaves wxt and esbuild building on when told alone.
    if (build) await stopGroup(build, 'SIGTERM');
    const context = await launching?.catch(() => undefined);
    await context?.close().catch(() => undefined);
    await server?.close();
    // Retried: the browser's helper processes may still write into the profile for a moment
    // after it closed, and a folder that gained a file while being removed is not empty
    // (start-stop left the profile once in a full run). Nothing stops the exit.
    if (profile)
      await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }).catch(
        (error: Error) =>
          console.error(`✖ The browser's profile ${profile} stays: ${error.message}`),
      );
    process.exit(code);
  })());
// `on`, not `once`: a terminal's Ctrl-C arrives twice (from the terminal and from the
// bootstrap), and a second signal with no listener would kill this process mid-cleanup.
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGHUP', () => void stop(0));

const extensionDir = resolve('.output/chrome-mv3-demo');
if (!values['no-build']) {
  console.log('› Building the extension for the local service…');
  build = spawnGroup('npx', ['wxt', 'build', '--mode', 'demo'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const built = await new Promise<number | null>((done) => build?.once('exit', done));
  build = undefined;
  if (stopped) await stopped;
  if (built !== 0) {
    console.error('✖ The extension did not build (see above).');
    process.exit(built ?? 1);
  }
} else if (!existsSync(join(extensionDir, 'manifest.json'))) {
  console.error(`✖ --no-build, but nothing was built yet in ${extensionDir}: run npm start once.`);
  process.exit(1);
}

try {
  server = await startServer({
    port: Number(values.port),
    dbPath: join(dataDir, 'knowledge.db'),
    reset: values.reset,
    ...(values.sso ? { sso: {} } : {}),
  });
} catch (error) {
  const inUse = (error as { code?: string }).code === 'EADDRINUSE';
  console.error(
    inUse
      ? `✖ Port ${values.port} is in use. Stop the other program, or run: npm start -- --port 8788`
      : `✖ The reference service could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

const who = values.admin ? DEMO_USERS.admin : DEMO_USERS.employee;
const token = values.admin ? DEMO_TOKENS.admin : DEMO_TOKENS.user;
console.log(`✔ Reference service at ${server.url} (data in ${join(dataDir, 'knowledge.db')})`);

const headless = !process.env.DISPLAY && process.platform === 'linux';
const root = process.getuid?.() === 0;
const made = await mkdtemp(join(tmpdir(), 'wk-start-'));
// A signal while the folder was made: the stop above has passed the browser and the profile by
// now, so nothing more is started here, and the folder goes (start-stop left the profile, the
// browser's own folders and Playwright's when the launch began during the stop's close).
if (stopped) {
  await rm(made, { recursive: true, force: true });
  await stopped;
}
profile = made;
// The DevTools flag allows the second route below; Chromium loads the extension without it.
const branded = !/chromium/i.test(chromePath.path);
launching = launchStartBrowser(chromePath.path, profile, extensionDir, {
  headless,
  root,
  extraArgs: branded ? ['--enable-unsafe-extension-debugging'] : [],
});
const context = await launching;
if (stopped) await stopped;
const waitForWorker = (timeout: number) =>
  context.serviceWorkers()[0] ??
  context.waitForEvent('serviceworker', { timeout }).catch(() => undefined);
let worker = await waitForWorker(8_000);
if (!worker) {
  // Branded Chrome (137 and later) ignores --load-extension: load it through DevTools instead.
  console.log('› The browser ignored --load-extension; loading the extension through DevTools…');
  try {
    const session = await context.browser()?.newBrowserCDPSession();
    // The Extensions domain is not in Playwright's protocol types.
    await session?.send('Extensions.loadUnpacked' as never, { path: extensionDir } as never);
    worker = await waitForWorker(15_000);
  } catch (error) {
    console.error(`  DevTools refused: ${error instanceof Error ? error.message : String(error)}`);
  }
}
if (!worker) {
  console.error(
    `✖ The browser at ${chromePath.path} did not load the extension.\n` +
      `  Load it by hand: open chrome://extensions, turn on Developer mode, choose "Load unpacked"\n` +
      `  and pick ${extensionDir}. The service keeps running at ${server.url}; connect with\n` +
      `  token ${token} in the extension's settings.`,
  );
  console.log('  Press Ctrl+C to stop.');
}
// Without the extension there is nothing more to do: the signal handlers above stop everything.
const loaded = worker ?? (await new Promise<never>(() => undefined));

const extensionId = new URL(loaded.url()).host;
const signInPage = values.sso
  ? await presetSignIn(context, extensionId, server, headless ? who.email : undefined)
  : undefined;
if (signInPage) {
  console.log(
    headless
      ? `✔ Signed in through the demo provider (${server.sso?.issuer}) as ${who.name}.`
      : `✔ The settings page is open with the demo provider (${server.sso?.issuer}) filled in.\n` +
          `  Press "Sign in with your company account" and sign in as ${who.email},\n` +
          `  password ${DEMO_PASSWORD}; the popup then shows ${who.name}'s feed.`,
  );
} else {
  await connectWithToken(server.url);
}

/**
 * Connects the extension the way the options page does: the token goes to the background
 * by message and is never part of the build.
 */
async function connectWithToken(serviceUrl: string) {
  const settingsPage = await context.newPage();
  await settingsPage.goto(`chrome-extension://${extensionId}/options.html`);
  const connected = (await sendFromPage(settingsPage, 'saveConnection', {
    serviceUrl,
    token,
  })) as { ok: boolean; error?: { message: string } };
  if (!connected.ok) {
    console.error(`✖ The extension could not connect: ${connected.error?.message}`);
    await stop(1);
  }
  await settingsPage.close();
  console.log(`✔ The extension is connected as ${who.name} (token ${token}).`);
}

const page = context.pages()[0] ?? (await context.newPage());
await page.goto(`${server.url}/docs/DOC_100`);

if (headless) {
  const folder = join(dataDir, 'screenshots');
  await writeScreenshots(context, loaded, page, folder);
  console.log(`✔ No display here, so the browser runs headless; screenshots are in ${folder}`);
} else {
  console.log('✔ Chromium is open with the extension loaded, on a document page of the demo.');
  await signInPage?.bringToFront();
}
console.log('  Press Ctrl+C to stop.');
