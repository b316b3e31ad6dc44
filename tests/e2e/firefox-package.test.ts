import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, expect, test } from 'vitest';

/**
 * The Firefox package as it is published (`wxt build -b firefox`, which `npm run test:e2e` runs
 * first), not the e2e build.
 */
const FIREFOX_BUILD_DIR = resolve('.output/firefox-mv3');

interface LintReport {
  errors: { code: string; message: string }[];
  warnings: { code: string; message: string; file?: string }[];
}

let report: LintReport;
beforeAll(() => {
  const lint = spawnSync(
    'npx',
    [
      'web-ext',
      'lint',
      '--source-dir',
      FIREFOX_BUILD_DIR,
      '--output',
      'json',
      '--no-config-discovery',
    ],
    { encoding: 'utf8' },
  );
  report = JSON.parse(lint.stdout) as LintReport;
}, 60_000);

test('web-ext lint finds no error in the Firefox package', () => {
  expect(report.errors).toEqual([]);
});

test('every warning web-ext lint still gives is explained in the README', () => {
  const readme = readFileSync('README.md', 'utf8');
  const unexplained = report.warnings.filter((warning) => !readme.includes(`\`${warning.code}\``));
  expect(unexplained).toEqual([]);
});

test('the Firefox package declares no Chromium-only key', () => {
  const manifest = JSON.parse(readFileSync(`${FIREFOX_BUILD_DIR}/manifest.json`, 'utf8'));
  expect(manifest.manifest_version).toBe(3);
  expect(manifest).not.toHaveProperty('storage');
  expect(manifest.background).toEqual({ scripts: ['background.js'] });
});
