import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gupdateXml, packCrx } from '../../scripts/deploy-kit/self-host';
import { DEMO_TOKENS } from '../../server/demo/identities';
import { type RunningServer, startServer } from '../../server/start';
import { call } from '../support/service';
import { requireChromium } from './support/chromium';
import { sendFromPage } from './support/connect';
import {
  chromiumPolicyFile,
  machinePolicySkipReason,
  withPolicyFile,
} from './support/machine-policy';
import { startUpdateServer, type UpdateServer } from './support/update-server';

declare const chrome: typeof import('wxt/browser').browser;

// A self-hosted rollout in Chromium, as the deployment kit sets it up: a machine policy
// force-installs version N from an update server on loopback (ExtensionSettings with
// override_update_url), the person connects and queues changes while the service is down,
// version N+1 is published on that server, and Chromium updates on its own at its next check.
// Chromium checks at start and then every few hours; --extensions-update-frequency=30 asks for
// every 30 s, but Chromium 156 ran only the check at start with it (watched for 100 s with
// --vmodule=extension_updater=3: "Starting update check 0" and no other), so the test restarts
// the browser, as people do: the check at start downloads N+1, which Chromium installs once the
// extension is idle or, as here, at the following start (its delayed install). The queued changes are sent once after
// the update, and the settings are kept. Writes a machine policy naming only this test's id,
// removed in `finally` (its one browser-wide policy lets DevTools into the extension); the e2e
// config runs one file at a time.
const SKIP = machinePolicySkipReason();
const BUILD = resolve('.output/chrome-mv3-e2e');
const VERSION_N = '0.1.0.1';
const VERSION_NEXT = '0.1.0.2';

const work = mkdtempSync(join(tmpdir(), 'wk-self-hosted-'));
const hosted = join(work, 'hosted');
const keyPath = join(work, 'admin.pem');
let service: RunningServer;
let updates: UpdateServer;
let extensionId: string;

/** Packs the e2e build as `version`, signed with the test's key, and offers it in updates.xml. */
async function publish(version: string) {
  const packed = await packCrx({
    sourceDir: BUILD,
    keyPath,
    updateUrl: `${updates.base}updates.xml`,
    outFile: (v) => join(hosted, `workplace-knowledge-${v}.crx`),
    version,
  });
  writeFileSync(
    join(hosted, 'updates.xml'),
    gupdateXml(packed.id, version, `${updates.base}workplace-knowledge-${version}.crx`),
  );
  return packed.id;
}

beforeAll(async () => {
  mkdirSync(hosted);
  writeFileSync(
    keyPath,
    generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }),
  );
  service = await startServer({ port: 0, dbPath: join(work, 'k.db'), rateLimit: false });
  updates = await startUpdateServer(hosted);
  extensionId = await publish(VERSION_N);
});
afterAll(async () => {
  await updates?.close();
  await service?.close();
  rmSync(work, { recursive: true, force: true });
});

/** How often `query` is among the pins the service holds for the token's person. */
async function timesPinned(query: string): Promise<number> {
  const pins = await call(service, 'listpins', {}, { Authorization: `Bearer ${DEMO_TOKENS.user}` });
  return JSON.stringify(pins.json).split(`"${query}"`).length - 1;
}

/**
 * The version Chromium has installed, as chrome://extensions reads it (its own API), so that
 * no page of the extension is open: Chromium installs an update only while the extension is
 * idle (no page, no running worker).
 */
async function installedVersion(extensions: Page): Promise<string | null> {
  return extensions.evaluate(async (id) => {
    const developer = (
      chrome as unknown as {
        developerPrivate: { getExtensionInfo(id: string): Promise<{ version: string }> };
      }
    ).developerPrivate;
    return developer.getExtensionInfo(id).then(
      (info) => info.version,
      () => null,
    );
  }, extensionId);
}

/** Chromium on the test's profile, with extensions and their updates on. */
function launch(): Promise<BrowserContext> {
  return chromium.launchPersistentContext(join(work, 'profile'), {
    executablePath: requireChromium(),
    headless: true,
    // Playwright turns extensions and background networking (which runs extension updates)
    // off by default: this test needs both.
    ignoreDefaultArgs: ['--disable-extensions', '--disable-background-networking'],
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
      '--disable-component-update',
      '--extensions-update-frequency=30',
    ],
  });
}

/** The person's connection settings as stored (never the token: that is in IndexedDB). */
const storedConnection = async (page: Page) =>
  (await page.evaluate(() => chrome.storage.local.get('connection'))).connection;

describe.skipIf(SKIP)(
  `a self-hosted update in Chromium${SKIP ? ` (skipped: ${SKIP})` : ''}`,
  () => {
    test('force-installed N updates to N+1 from the update server; queued changes are sent once, settings kept', async () => {
      const policy = {
        // Chromium keeps DevTools (and so Playwright) out of force-installed extensions by
        // default (DeveloperToolsAvailability 0); 1 lets the test drive the extension's pages.
        DeveloperToolsAvailability: 1,
        ExtensionSettings: {
          [extensionId]: {
            installation_mode: 'force_installed',
            update_url: `${updates.base}updates.xml`,
            override_update_url: true,
          },
        },
      };
      await withPolicyFile(chromiumPolicyFile(), policy, async () => {
        let context = await launch();
        try {
          let extensions = await context.newPage();
          await extensions.goto('chrome://extensions');
          await expect
            .poll(() => installedVersion(extensions), { timeout: 60_000 })
            .toBe(VERSION_N);
          let page = await context.newPage();
          await page.goto(`chrome-extension://${extensionId}/options.html`);
          const send = async (type: string, data?: unknown) =>
            (await sendFromPage(page, type, data)) as { ok: boolean };
          const outbox = async () =>
            ((await page.evaluate(() => chrome.storage.local.get('outbox'))).outbox ?? []) as {
              label: string;
              state: string;
            }[];
          expect(
            (await send('saveConnection', { serviceUrl: service.url, token: DEMO_TOKENS.user })).ok,
          ).toBe(true);
          const connection = await storedConnection(page);
          // The service goes down; the person pins twice; both wait in the queue.
          service.setFaults({ dropRate: 1 });
          for (const [doc, label] of [
            ['DOC_150', 'queued one'],
            ['DOC_151', 'queued two'],
          ]) {
            await send('write', {
              operation: 'pin',
              request: { documentId: doc, queries: [label] },
              label,
            });
          }
          await expect
            .poll(async () => (await outbox()).map((e) => e.state))
            .toEqual(['pending', 'pending']);

          // The administrator publishes N+1; the person's browser restarts and its check at
          // start downloads it. Chromium installs an update only while the extension is idle
          // (no page, no worker running), else at the next start: the second restart.
          await context.close();
          const checksBefore = updates.requests.filter((path) => path === '/updates.xml').length;
          await publish(VERSION_NEXT);
          context = await launch();
          await expect
            .poll(() => updates.requests, { timeout: 60_000 })
            .toContain(`/workplace-knowledge-${VERSION_NEXT}.crx`);
          await new Promise((wait) => setTimeout(wait, 2000));
          await context.close();
          context = await launch();
          extensions = await context.newPage();
          await extensions.goto('chrome://extensions');
          await expect
            .poll(() => installedVersion(extensions), { timeout: 30_000 })
            .toBe(VERSION_NEXT);
          expect(updates.requests.filter((path) => path === '/updates.xml').length).toBeGreaterThan(
            checksBefore,
          );
          expect(updates.requests).toContain(`/workplace-knowledge-${VERSION_NEXT}.crx`);

          // The new version has what the old one stored: the connection and the queue.
          page = await context.newPage();
          await page.goto(`chrome-extension://${extensionId}/options.html`);
          expect(await page.evaluate(() => chrome.runtime.getManifest().version)).toBe(
            VERSION_NEXT,
          );
          expect(await storedConnection(page)).toEqual(connection);
          expect((await outbox()).map((e) => e.label).sort()).toEqual(['queued one', 'queued two']);

          // The service comes back: each queued change reaches it once, and only once.
          service.setFaults({});
          await expect
            .poll(async () => [await timesPinned('queued one'), await timesPinned('queued two')], {
              timeout: 60_000,
            })
            .toEqual([1, 1]);
          await expect
            .poll(async () => (await outbox()).map((e) => e.state), { timeout: 30_000 })
            .toEqual(['done', 'done']);
          await new Promise((wait) => setTimeout(wait, 3000));
          expect([await timesPinned('queued one'), await timesPinned('queued two')]).toEqual([
            1, 1,
          ]);
          expect(await send('getConnection')).toMatchObject({ ok: true });
        } finally {
          await context.close();
        }
      });
    }, 300_000);
  },
);
