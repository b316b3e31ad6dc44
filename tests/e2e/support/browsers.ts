import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_TOKENS } from '../../../server/demo/identities';
import { type RunningServer, startServer } from '../../../server/start';
import { launchChromiumDriver } from './chromium-driver';
import type { BrowserDriver, DriverPage } from './driver';
import { launchFirefoxDriver } from './firefox-driver';

/** Every browser the shared flows run in. */
export const BROWSERS = [
  { name: 'Chromium', launch: launchChromiumDriver },
  { name: 'Firefox ESR', launch: launchFirefoxDriver },
] as const;

/** A reference service on a fresh database and a browser with the extension. */
export interface BrowserSession {
  server: RunningServer;
  /** The service's SQLite file, for a test that changes its data as an administrator would. */
  dbPath: string;
  browser: BrowserDriver;
  /** Sends one protocol message from an extension page, as `lib/ui/ask.ts` does. */
  send(type: string, data?: unknown): Promise<{ ok: boolean; value?: unknown; error?: unknown }>;
  close(): Promise<void>;
}

/** Starts the service and the browser; with `connect`, saves the demo employee's connection. */
export async function startBrowserSession(
  launch: () => Promise<BrowserDriver>,
  options: { connect?: boolean; now?: () => number } = {},
): Promise<BrowserSession> {
  const folder = await mkdtemp(join(tmpdir(), 'wk-e2e-db-'));
  const dbPath = join(folder, 'knowledge.db');
  const server = await startServer({
    port: 0,
    dbPath,
    rateLimit: false,
    // A service whose clock runs behind: the demo meetings it times from its start come sooner.
    ...(options.now ? { now: options.now } : {}),
  });
  const browser = await launch();
  let messenger: DriverPage | undefined;
  const session: BrowserSession = {
    server,
    dbPath,
    browser,
    async send(type, data) {
      messenger ??= await browser.openExtensionPage('options.html');
      return messenger.evaluate(
        async ([messageType, messageData]) => {
          // Inside the extension page: Firefox's `browser`, Chromium's `chrome`.
          const api = ((globalThis as { browser?: unknown }).browser ??
            (globalThis as { chrome?: unknown }).chrome) as typeof import('wxt/browser').browser;
          const answer = (await api.runtime.sendMessage({
            id: Math.floor(Math.random() * 1e9),
            type: messageType,
            data: messageData,
            timestamp: Date.now(),
          })) as { res?: unknown } | undefined;
          return (answer?.res ?? answer) as { ok: boolean; value?: unknown; error?: unknown };
        },
        [type, data] as const,
      );
    },
    async close() {
      await browser.close().catch(() => undefined);
      await server.close().catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
  if (options.connect) {
    const answer = await session.send('saveConnection', {
      serviceUrl: server.url,
      token: DEMO_TOKENS.user,
    });
    if (!answer.ok) throw new Error(`Connecting the extension failed: ${JSON.stringify(answer)}`);
  }
  return session;
}
