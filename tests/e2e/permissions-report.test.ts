import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { type ManifestGrants, reportOf } from '../../scripts/permissions/report';

// The manifests as WXT wrote them (`npm run test:e2e` builds them first, scripts/build-once.mjs),
// with what WXT adds from the entrypoints: each permission and host pattern has its reason in
// scripts/permissions/table.ts, or this fails (tests/unit/scripts/permissions.test.ts checks
// wxt.config.ts alone, before a build).
test.each(['chrome-mv3-e2e', 'firefox-mv3-e2e', 'firefox-mv3'])(
  'every permission and host pattern of the %s build has a written reason',
  (dir) => {
    const manifest = JSON.parse(
      readFileSync(resolve('.output', dir, 'manifest.json'), 'utf8'),
    ) as ManifestGrants;
    const report = reportOf(manifest);
    expect(report.lines.length).toBeGreaterThan(5);
    expect(report.missing).toEqual([]);
  },
);
