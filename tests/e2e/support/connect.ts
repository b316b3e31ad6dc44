import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { hashToken } from '../../../server/db/hash';
import { DEMO_TOKENS } from '../../../server/demo/identities';
import { type RunningServer, type ServerOptions, startServer } from '../../../server/start';
import type { DriverPage } from './driver';
import { type ExtensionSession, launchExtension } from './extension';

/** A reference service and a Chromium with the extension, connected to each other. */
export interface ConnectedSession {
  server: RunningServer;
  session: ExtensionSession;
  /** The SQLite file of the service, so it can be stopped and started again with its data. */
  dbPath: string;
  /** Stops the service (the extension keeps running). */
  stopService(): Promise<void>;
  /** Starts the service again on the same port with the same data. */
  restartService(options?: ServerOptions): Promise<void>;
  /** Makes the service refuse this token from now on, as when it expires or is revoked. */
  expireToken(token: string): void;
  /** An extension page to send messages from (opened on first use). */
  messenger(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Sends one protocol message from an extension page, the way `lib/ui/ask.ts` does, and returns
 * the background's `Result`.
 */
export async function sendFromPage(
  page: Pick<DriverPage, 'evaluate'>,
  type: string,
  data?: unknown,
): Promise<unknown> {
  return page.evaluate(
    async ([messageType, messageData]) => {
      // This runs inside the extension page, where `chrome` is the real extension API.
      const runtime = (globalThis as unknown as { chrome: typeof import('wxt/browser').browser })
        .chrome.runtime;
      const answer = (await runtime.sendMessage({
        id: Math.floor(Math.random() * 1e9),
        type: messageType,
        data: messageData,
        timestamp: Date.now(),
      })) as { res?: unknown; err?: unknown } | undefined;
      return answer?.res ?? answer;
    },
    [type, data] as const,
  );
}

/**
 * Starts a reference service on a temporary SQLite file and a Chromium with the e2e build,
 * and connects the extension with `token` (the demo employee's by default) through the same
 * `saveConnection` message the options page sends.
 */
export async function startServiceAndExtension(
  options: {
    token?: string;
    actAs?: string;
    connect?: boolean;
    server?: ServerOptions;
    /** The browser's interface language, so the extension's too (English by default). */
    language?: string;
  } = {},
): Promise<ConnectedSession> {
  const folder = await mkdtemp(join(tmpdir(), 'wk-e2e-db-'));
  const dbPath = join(folder, 'knowledge.db');
  const serverOptions: ServerOptions = { port: 0, dbPath, rateLimit: false, ...options.server };
  let server = await startServer(serverOptions);
  const session = await launchExtension(options.language);
  let messengerPage: Page | undefined;
  const connected: ConnectedSession = {
    get server() {
      return server;
    },
    session,
    dbPath,
    async stopService() {
      await server.close();
    },
    async restartService(more = {}) {
      server = await startServer({ ...serverOptions, port: server.port, ...more });
    },
    expireToken(token) {
      // Saving refuses a token the service refuses, so a token goes bad after it was saved.
      const db = new Database(dbPath);
      try {
        db.prepare('UPDATE tokens SET expires_at = 1 WHERE hash = ?').run(hashToken(token));
      } finally {
        db.close();
      }
    },
    async messenger() {
      messengerPage ??= await session.openExtensionPage('options.html');
      return messengerPage;
    },
    async close() {
      await session.close();
      await server.close().catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
  if (options.connect !== false) {
    const answer = (await sendFromPage(await connected.messenger(), 'saveConnection', {
      serviceUrl: server.url,
      token: options.token ?? DEMO_TOKENS.user,
      ...(options.actAs ? { actAs: options.actAs } : {}),
    })) as { ok: boolean; error?: { message: string } };
    if (!answer.ok) throw new Error(`Connecting the extension failed: ${answer.error?.message}`);
  }
  return connected;
}
