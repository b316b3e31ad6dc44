import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { type ManifestGrants, reportOf } from '../../../scripts/permissions/report';
import { HOST_ROWS, PERMISSION_ROWS } from '../../../scripts/permissions/table';
import config from '../../../wxt.config';

type ManifestOf = (env: {
  browser: string;
  mode: string;
  manifestVersion: 3;
  command: 'build';
}) => ManifestGrants & { permissions?: string[] };

/**
 * What wxt.config.ts declares for a build, with what WXT adds from the entrypoints (Chromium's
 * side panel page brings `sidePanel`). The browser tests check the built manifests themselves
 * (tests/e2e/permissions-report.test.ts).
 */
function declared(browser: 'chrome' | 'firefox', mode: string): ManifestGrants {
  const manifest = (config.manifest as ManifestOf)({
    browser,
    mode,
    manifestVersion: 3,
    command: 'build',
  });
  const added = browser === 'chrome' ? ['sidePanel'] : [];
  return { ...manifest, permissions: [...(manifest.permissions ?? []), ...added] };
}

describe('every permission and host pattern has a written reason', () => {
  test.each([
    ['chrome', 'production'],
    ['firefox', 'production'],
    ['chrome', 'e2e'],
    ['firefox', 'e2e'],
    ['chrome', 'demo'],
  ] as const)('the %s %s build', (browser, mode) => {
    expect(reportOf(declared(browser, mode)).missing).toEqual([]);
  });

  test('a build that gains a permission or a host pattern with no row fails the gate', () => {
    const store = declared('chrome', 'production');
    const gained = {
      ...store,
      permissions: [...(store.permissions ?? []), 'cookies'],
      optional_host_permissions: [...(store.optional_host_permissions ?? []), '*://*/*'],
      host_permissions: ['https://*.acme.example/*'],
    };
    expect(reportOf(gained).missing).toEqual(['cookies', 'https://*.acme.example/*', '*://*/*']);
  });

  test('a self-hosted build’s one origin has its reason; a wildcard host does not', () => {
    const report = reportOf({ host_permissions: ['https://kb.acme.example/*', 'https://*/*'] });
    expect(report.missing).toEqual([]);
    expect(reportOf({ host_permissions: ['https://*.acme.example/*'] }).missing).toHaveLength(1);
  });

  test('the scores under CRXcavator’s weights, required and optional apart', () => {
    // storage 10, activeTab 5, notifications 5, identity 5; alarms, contextMenus, scripting and
    // sidePanel 0. Optional: tabs, https://*/* and http://*/*, 15 each.
    expect(reportOf(declared('chrome', 'production'))).toMatchObject({
      requiredScore: 25,
      optionalScore: 45,
    });
    expect(reportOf(declared('firefox', 'production'))).toMatchObject({
      requiredScore: 25,
      optionalScore: 45,
    });
  });

  test('docs/security.md shows every row of the table with its reason', () => {
    const doc = readFileSync('docs/security.md', 'utf8');
    for (const row of [...PERMISSION_ROWS, ...HOST_ROWS]) {
      expect(doc).toContain(`\`${row.name}\``);
      expect(doc).toContain(row.why);
    }
  });
});
