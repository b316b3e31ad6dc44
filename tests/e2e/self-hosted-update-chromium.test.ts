import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM } from '../../scripts/deploy-kit/browsers';
import { chromiumJson, chromiumPolicy } from '../../scripts/deploy-kit/policies';
import { gupdateXml, packCrx, selfHostedHosts } from '../../scripts/deploy-kit/self-host';
import { requireChromium } from './support/chromium';
import {
  chromiumPolicyFile,
  GECKO_ID,
  machinePolicySkipReason,
  withPolicyFile,
} from './support/machine-policy';
import {
  connectAndQueue,
  expectKept,
  expectSentOnce,
  kitOptions,
  selfHostedRollout,
  VERSION_N,
  VERSION_NEXT,
} from './support/self-hosted';

declare const chrome: typeof import('wxt/browser').browser;

// A self-hosted rollout in Chromium, as the deployment kit sets it up: a machine policy
// force-installs version N from an update server on loopback (ExtensionSettings with
// override_update_url), the person connects and queues changes while the service is down,
// version N+1 is published on that server, and Chromium updates on its own at its next check.
// Chromium checks at start and then every few hours; --extensions-update-frequency=30 asks for
// every 30 s, but Chromium 156 ran only the check at start with it (watched for 100 s with
// --vmodule=extension_updater=3: "Starting update check 0" and no other), so the test restarts
// the browser, as people do: the check at start downloads N+1, which Chromium installs once the
// extension is idle or, as here, at the following start (its delayed install). The queued
// changes are sent once after the update, and the settings are kept. Writes a machine policy
// naming only this test's id, removed in `finally` (its one browser-wide policy lets DevTools
// into the extension); the e2e config runs one file at a time.
const SKIP = machinePolicySkipReason();
const BUILD = resolve('.output/chrome-mv3-e2e');
const rollout = selfHostedRollout('wk-self-hosted-');
const keyPath = join(rollout.work, 'admin.pem');
let extensionId: string;

/** Packs the e2e build as `version`, signed with the test's key, and offers it in updates.xml. */
async function publish(version: string) {
  const base = rollout.updates.base;
  const packed = await packCrx({
    sourceDir: BUILD,
    keyPath,
    updateUrl: `${base}updates.xml`,
    // What the kit declares: the preset service's origin and nothing else (issue 54).
    hosts: selfHostedHosts({ serviceUrl: rollout.service.url }),
    outFile: (v) => join(rollout.hosted, `workplace-knowledge-${v}.crx`),
    version,
  });
  const xml = gupdateXml(packed.id, version, `${base}workplace-knowledge-${version}.crx`);
  writeFileSync(join(rollout.hosted, 'updates.xml'), xml);
  return packed.id;
}

beforeAll(async () => {
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  writeFileSync(keyPath, key.export({ type: 'pkcs8', format: 'pem' }));
  extensionId = await publish(VERSION_N);
});

/** Chromium on the test's profile, with extensions and their updates on. */
function launch(): Promise<BrowserContext> {
  return chromium.launchPersistentContext(join(rollout.work, 'profile'), {
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

/**
 * The version Chromium has installed, as chrome://extensions reads it (its own API), so that
 * no page of the extension is open: Chromium installs an update only while the extension is
 * idle (no page, no running worker).
 */
async function installedVersion(context: BrowserContext): Promise<string | null> {
  const extensions = context.pages().find((page) => page.url().startsWith('chrome://extensions'));
  const page = extensions ?? (await context.newPage());
  if (!extensions) await page.goto('chrome://extensions');
  return page.evaluate(async (id) => {
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

async function optionsPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  return page;
}

describe.skipIf(SKIP)(
  `a self-hosted update in Chromium${SKIP ? ` (skipped: ${SKIP})` : ''}`,
  () => {
    test('force-installed N updates to N+1 from the update server; queued changes are sent once, settings kept', async () => {
      // The kit's own Linux policy for Chromium (linux/chromium.json), and one browser-wide
      // policy of the test's: Chromium keeps DevTools (and so Playwright) out of force-installed
      // extensions by default (DeveloperToolsAvailability 0); 1 lets it drive their pages.
      const options = kitOptions(rollout, extensionId, GECKO_ID, keyPath);
      const policy = {
        ...chromiumJson(chromiumPolicy(CHROMIUM, options)),
        DeveloperToolsAvailability: 1,
      };
      expect(policy.ExtensionSettings[extensionId]).toMatchObject({ override_update_url: true });
      await withPolicyFile(chromiumPolicyFile(), policy, async () => {
        let context = await launch();
        try {
          // A failure says what Chromium asked the update server for, if anything.
          await expect
            .poll(() => installedVersion(context), {
              timeout: 60_000,
              message: 'version N installed by policy (the update server’s requests follow)',
            })
            .toBe(VERSION_N)
            .catch((error: Error) => {
              throw new Error(`${error.message}; requests: ${rollout.updates.requests.join(' ')}`);
            });
          let page = await optionsPage(context);
          // Held with no prompt and no click on "Allow": exactly the service's origin.
          expect(await page.evaluate(() => chrome.permissions.getAll())).toMatchObject({
            origins: [`${new URL(rollout.service.url).origin.replace(/:\d+$/, '')}/*`],
          });
          const connection = await connectAndQueue(page, rollout.service);

          // The administrator publishes N+1; the person's browser restarts and its check at
          // start downloads it. Chromium installs an update only while the extension is idle
          // (no page, no worker running), else at the next start: the second restart.
          await context.close();
          const checks = () => rollout.updates.requests.filter((path) => path === '/updates.xml');
          const checksBefore = checks().length;
          await publish(VERSION_NEXT);
          context = await launch();
          await expect
            .poll(() => rollout.updates.requests, { timeout: 60_000 })
            .toContain(`/workplace-knowledge-${VERSION_NEXT}.crx`);
          expect(checks().length).toBeGreaterThan(checksBefore);
          await new Promise((wait) => setTimeout(wait, 2000));
          await context.close();
          context = await launch();
          await expect
            .poll(() => installedVersion(context), { timeout: 30_000 })
            .toBe(VERSION_NEXT);

          page = await optionsPage(context);
          await expectKept(page, connection);
          await expectSentOnce(page, rollout.service);
        } finally {
          await context.close();
        }
      });
    }, 300_000);
  },
);
