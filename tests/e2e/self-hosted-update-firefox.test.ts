import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { packXpi, updatesJson } from '../../scripts/deploy-kit/self-host';
import { DEMO_TOKENS } from '../../server/demo/identities';
import { type RunningServer, startServer } from '../../server/start';
import { call } from '../support/service';
import { sendFromPage } from './support/connect';
import type { DriverPage } from './support/driver';
import { type FirefoxDriver, launchFirefoxDriver } from './support/firefox-driver';
import {
  FIREFOX_POLICY_FILE,
  GECKO_ID,
  machinePolicySkipReason,
  withPolicyFile,
} from './support/machine-policy';
import { startUpdateServer, type UpdateServer } from './support/update-server';

declare const chrome: typeof import('wxt/browser').browser;

// A self-hosted rollout in Firefox ESR, as the deployment kit sets it up: policies.json
// force-installs version N (ExtensionSettings install_url) from an update server on loopback,
// the XPI's gecko.update_url names that server's updates.json, the person queues changes while
// the service is down, N+1 is published, and Firefox updates on its own. The XPIs are not
// signed: ESR runs them when `xpinstall.signatures.required` is false, set here by the
// Preferences policy as an administrator would. Writes a machine policy naming only this
// test's add-on, removed in `finally`; the e2e config runs one file at a time.
const SKIP = machinePolicySkipReason();
const BUILD = resolve('.output/firefox-mv3-e2e');
const VERSION_N = '0.1.0.1';
const VERSION_NEXT = '0.1.0.2';

const work = mkdtempSync(join(tmpdir(), 'wk-self-hosted-ff-'));
const hosted = join(work, 'hosted');
let service: RunningServer;
let updates: UpdateServer;

/** Packs the e2e build as `version` and offers it in updates.json. */
function publish(version: string) {
  const packed = packXpi({
    sourceDir: BUILD,
    geckoId: GECKO_ID,
    updateUrl: `${updates.base}updates.json`,
    outFile: (v) => join(hosted, `workplace-knowledge-${v}.xpi`),
    version,
  });
  const link = `${updates.base}workplace-knowledge-${version}.xpi`;
  writeFileSync(join(hosted, 'updates.json'), JSON.stringify(updatesJson(GECKO_ID, version, link)));
  return packed.file;
}

beforeAll(async () => {
  mkdirSync(hosted);
  service = await startServer({ port: 0, dbPath: join(work, 'k.db'), rateLimit: false });
  updates = await startUpdateServer(hosted);
  copyFileSync(publish(VERSION_N), join(hosted, 'workplace-knowledge.xpi'));
});
afterAll(async () => {
  await updates?.close();
  await service?.close();
  rmSync(work, { recursive: true, force: true });
});

async function timesPinned(query: string): Promise<number> {
  const pins = await call(service, 'listpins', {}, { Authorization: `Bearer ${DEMO_TOKENS.user}` });
  return JSON.stringify(pins.json).split(`"${query}"`).length - 1;
}

/** The version of the add-on, read in a page of its own (closed again), or null. */
async function installedVersion(firefox: FirefoxDriver): Promise<string | null> {
  let page: DriverPage | undefined;
  try {
    page = await firefox.openExtensionPage('options.html');
    return await page.evaluate(() => chrome.runtime.getManifest().version, null);
  } catch {
    return null;
  } finally {
    await page?.close().catch(() => undefined);
  }
}

describe.skipIf(SKIP)(
  `a self-hosted update in Firefox ESR${SKIP ? ` (skipped: ${SKIP})` : ''}`,
  () => {
    test('policies.json installs N from the update server; N+1 arrives by gecko.update_url; queued changes sent once, settings kept', async () => {
      const policies = {
        policies: {
          ExtensionSettings: {
            [GECKO_ID]: {
              installation_mode: 'force_installed',
              install_url: `${updates.base}workplace-knowledge.xpi`,
            },
          },
          Preferences: { 'xpinstall.signatures.required': { Value: false, Status: 'locked' } },
        },
      };
      await withPolicyFile(FIREFOX_POLICY_FILE, policies, async () => {
        const firefox = await launchFirefoxDriver({
          install: false,
          prefs: {
            // Firefox refuses an add-on whose update_url is plain http unless this is off; an
            // administrator serves updates.json over https and needs no such preference.
            'extensions.checkUpdateSecurity': false,
            // Automation turns add-on updates off by default (WebDriver's recommended
            // preferences); a person's Firefox has them on and checks once a day: here every 10 s.
            'extensions.update.enabled': true,
            'extensions.update.autoUpdateDefault': true,
            'extensions.update.interval': 10,
            'app.update.timerMinimumDelay': 1,
            'app.update.timerFirstInterval': 1000,
          },
        });
        try {
          await expect
            .poll(() => installedVersion(firefox), { timeout: 60_000, interval: 1000 })
            .toBe(VERSION_N);
          let page = await firefox.openExtensionPage('options.html');
          const send = async (type: string, data?: unknown) =>
            (await sendFromPage(page, type, data)) as { ok: boolean };
          const stored = (key: string) =>
            page.evaluate(async (name) => (await chrome.storage.local.get(name))[name], key);
          const states = async () =>
            (((await stored('outbox')) ?? []) as { label: string; state: string }[]).map(
              (e) => `${e.label}: ${e.state}`,
            );
          expect(
            (await send('saveConnection', { serviceUrl: service.url, token: DEMO_TOKENS.user })).ok,
          ).toBe(true);
          const connection = await stored('connection');
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
          await expect.poll(states).toEqual(['queued one: pending', 'queued two: pending']);
          await page.close();

          // The administrator publishes N+1; Firefox's next update check installs it.
          publish(VERSION_NEXT);
          await expect
            .poll(() => installedVersion(firefox), { timeout: 120_000, interval: 2000 })
            .toBe(VERSION_NEXT);
          expect(updates.requests).toContain('/updates.json');
          expect(updates.requests).toContain(`/workplace-knowledge-${VERSION_NEXT}.xpi`);

          page = await firefox.openExtensionPage('options.html');
          expect(await stored('connection')).toEqual(connection);
          expect(await states()).toEqual(['queued one: pending', 'queued two: pending']);

          service.setFaults({});
          await expect
            .poll(async () => [await timesPinned('queued one'), await timesPinned('queued two')], {
              timeout: 60_000,
            })
            .toEqual([1, 1]);
          await expect
            .poll(states, { timeout: 30_000 })
            .toEqual(['queued one: done', 'queued two: done']);
          await new Promise((wait) => setTimeout(wait, 3000));
          expect([await timesPinned('queued one'), await timesPinned('queued two')]).toEqual([
            1, 1,
          ]);
          expect(await send('getConnection')).toMatchObject({ ok: true });
        } finally {
          await firefox.close();
        }
      });
    }, 300_000);
  },
);
