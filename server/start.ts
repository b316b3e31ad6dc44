import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { createApp } from './app';
import { checkpointInWorker } from './db/checkpointer';
import { DEFAULT_DB_PATH, openDatabase } from './db/open';
import type { DraftOmitted } from './context';
import { seedDemoData } from './demo/seed';
import { noteServiceStart } from './operations/started-meetings';
import { createFaults, type FaultOptions } from './faults';
import { createRateLimiter, DEFAULT_RATE_LIMIT, type RateLimitOptions } from './rate-limit';
import { createReplyCache } from './reply-cache';
import type { SsoInfo, SsoOptions } from './sso/mount';

/** How to run the reference service. */
export interface ServerOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** A file path, or ':memory:' for tests. */
  dbPath?: string;
  /** Wipe and reseed the demo data. */
  reset?: boolean;
  /** How many times the demo company a new (or reset) database is filled with; 1 by default. */
  demoScale?: number;
  /** `false` turns rate limiting off (tests); the default is the documented 7/s and 30/s. */
  rateLimit?: false | RateLimitOptions;
  faults?: FaultOptions;
  /**
   * `false` turns the reply cache of read operations off (the bench's uncached figures);
   * on by default: see server/reply-cache.ts for when a kept reply is dropped.
   */
  replyCache?: boolean;
  /** Milliseconds clock, injectable for tests. */
  now?: () => number;
  /**
   * Runs the demo OpenID provider at `<url>/oidc` and accepts its access tokens with
   * `X-Service-Auth-Type: OAUTH` (see server/sso/). Off by default.
   */
  sso?: SsoOptions;
  /**
   * How `updatedraftannouncement` reads a property the request leaves out: `keep` its stored
   * value (the default) or `clear` it. The seed leaves this open; see server/context.ts.
   */
  draftOmitted?: DraftOmitted;
}

/** A running service. */
export interface RunningServer {
  url: string;
  port: number;
  /** The scale the data was seeded at (an existing database keeps its own). */
  demoScale: number;
  /** The identity provider's issuer, audience and client, when started with `sso`. */
  sso?: SsoInfo;
  setFaults(faults: FaultOptions): void;
  close(): Promise<void>;
}

/**
 * Starts the reference Knowledge Service. A new (or reset) database is filled with the demo
 * company; an existing one is migrated and kept.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const now = options.now ?? Date.now;
  // Loaded only when asked for: without --sso the service never loads oidc-provider and Koa.
  // Prepared first, so a wrong option fails before the database is opened.
  const sso = options.sso ? await (await import('./sso/mount')).prepareSso(options.sso) : undefined;
  const dbPath = options.dbPath ?? DEFAULT_DB_PATH;
  let { db, isNew } = openDatabase(dbPath);
  if (options.reset && !isNew) {
    db.close();
    if (dbPath !== ':memory:') {
      const { rmSync } = await import('node:fs');
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
    }
    ({ db, isNew } = openDatabase(dbPath));
  }
  if (isNew) seedDemoData(db, now(), options.demoScale ?? 1);
  // The demo's meetings are timed from each start (npm start shows the card within minutes).
  noteServiceStart(db, now());
  const stopCheckpoints = checkpointInWorker(db, dbPath);

  const faults = createFaults(options.faults);
  const rateLimit = options.rateLimit === undefined ? DEFAULT_RATE_LIMIT : options.rateLimit;
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<Server>((resolve, reject) => {
    const instance = createServer();
    instance.once('error', reject);
    instance.listen(options.port ?? 8787, host, () => resolve(instance));
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  // The provider's issuer is <url>/oidc, known once listening; the handler is attached in the
  // same turn, before any connection can be read.
  const mounted = sso?.mount(url, db);
  const app = createApp({
    db,
    now,
    faults,
    rateLimiter: rateLimit ? createRateLimiter(rateLimit) : undefined,
    replyCache: options.replyCache === false ? undefined : createReplyCache(db),
    oauth: mounted?.verifier,
    draftOmitted: options.draftOmitted,
  });
  server.on('request', mounted ? mounted.wrap(app) : app);
  const scale = db.prepare("SELECT value FROM counters WHERE name = 'demo_scale'").get() as
    | { value: number }
    | undefined;
  return {
    url,
    port,
    demoScale: scale?.value ?? 1,
    sso: mounted?.info,
    setFaults: (next) => faults.set(next),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          void stopCheckpoints().then(() => {
            db.close();
            resolve();
          });
        });
        // Keep-alive connections would hold close() open until they time out.
        server.closeAllConnections();
      }),
  };
}
