import { copyFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { firefoxPolicies } from '../../scripts/deploy-kit/policies';
import { packXpi, selfHostedHosts, updatesJson } from '../../scripts/deploy-kit/self-host';
import type { DriverPage } from './support/driver';
import { type FirefoxDriver, launchFirefoxDriver } from './support/firefox-driver';
import {
  FIREFOX_POLICY_FILE,
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

// A self-hosted rollout in Firefox ESR, as the deployment kit sets it up: policies.json
// force-installs version N (ExtensionSettings install_url) from an update server on loopback,
// the XPI's gecko.update_url names that server's updates.json, the person queues changes while
// the service is down, N+1 is published, and Firefox updates on its own. The XPIs are not
// signed: ESR runs them when `xpinstall.signatures.required` is false, set here by the
// Preferences policy as an administrator would. Writes a machine policy naming only this
// test's add-on, removed in `finally`; the e2e config runs one file at a time.
const SKIP = machinePolicySkipReason();
const BUILD = resolve('.output/firefox-mv3-e2e');
const rollout = selfHostedRollout('wk-self-hosted-ff-');

/** Packs the e2e build as `version` and offers it in updates.json. */
function publish(version: string) {
  const base = rollout.updates.base;
  const packed = packXpi({
    sourceDir: BUILD,
    geckoId: GECKO_ID,
    updateUrl: `${base}updates.json`,
    // What the kit declares: the preset service's origin and nothing else (issue 54).
    hosts: selfHostedHosts({ serviceUrl: rollout.service.url }),
    outFile: (v) => join(rollout.hosted, `workplace-knowledge-${v}.xpi`),
    version,
  });
  const link = `${base}workplace-knowledge-${version}.xpi`;
  writeFileSync(
    join(rollout.hosted, 'updates.json'),
    JSON.stringify(updatesJson(GECKO_ID, version, link)),
  );
  return packed.file;
}

// The policy installs the XPI under a name that never changes (the kit's workplace-knowledge.xpi).
beforeAll(() => copyFileSync(publish(VERSION_N), join(rollout.hosted, 'workplace-knowledge.xpi')));

/**
 * The version of the add-on, read in a page of its own (closed again), or null. Asked again
 * after 3 s: before the policy has installed N, or while N+1 replaces it, the page never loads,
 * and the driver's own 20 s wait was most of this file's time in a full run (35 to 45 s).
 */
async function installedVersion(firefox: FirefoxDriver): Promise<string | null> {
  let page: DriverPage | undefined;
  try {
    page = await firefox.openExtensionPage('options.html', 3_000);
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
      // The kit's own policies.json (linux/firefox-policies.json), with the Preferences policy
      // an administrator of unsigned builds adds (the kit's XPI is for AMO's signing).
      // (Firefox's files use neither the Chromium id nor the CRX key: placeholders for both.)
      const options = kitOptions(rollout, 'a'.repeat(32), GECKO_ID, 'unused.pem');
      const kit = firefoxPolicies(options);
      const policies = {
        policies: {
          ...kit,
          Preferences: { 'xpinstall.signatures.required': { Value: false, Status: 'locked' } },
        },
      };
      expect(kit.ExtensionSettings[GECKO_ID]?.install_url).toBe(
        `${rollout.updates.base}workplace-knowledge.xpi`,
      );
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
          // Granted at install (Firefox 127+, MV3 host_permissions), no prompt, no "Allow":
          // exactly the service's origin.
          expect(await page.evaluate(() => chrome.permissions.getAll(), null)).toMatchObject({
            origins: [`${new URL(rollout.service.url).origin.replace(/:\d+$/, '')}/*`],
          });
          const connection = await connectAndQueue(page, rollout.service);
          await page.close();

          // Firefox's timer manager wakes at most every 30 s (a floor it sets whatever the
          // preferences say), so N+1 published after its first check came up to 30 s later
          // (23.8 s, published 15 s after N). Its own tests' setting, "utm-test-init", lowers
          // that floor to 1 s (3.3 s then): the add-on check then comes on its 10 s interval,
          // still by Firefox's own timer (both in omni.ja, modules/UpdateTimerManager.sys.mjs,
          // `observe`). Set before N+1 is published: the helper's page is an add-on page, and
          // one opened while N+1 replaces N never loads (two full runs failed on it).
          await firefox.inBrowserWindow(
            `Cc['@mozilla.org/updates/timer-manager;1'].getService(Ci.nsIObserver).observe(null, 'utm-test-init', '')`,
          );
          // The administrator publishes N+1; Firefox's next update check installs it.
          publish(VERSION_NEXT);
          await expect
            .poll(() => installedVersion(firefox), { timeout: 120_000, interval: 2000 })
            .toBe(VERSION_NEXT);
          expect(rollout.updates.requests).toContain('/updates.json');
          expect(rollout.updates.requests).toContain(`/workplace-knowledge-${VERSION_NEXT}.xpi`);

          page = await firefox.openExtensionPage('options.html');
          await expectKept(page, connection);
          await expectSentOnce(page, rollout.service);
        } finally {
          await firefox.close();
        }
      });
    }, 300_000);
  },
);
