import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { E2E_BUILDS, inputsHash } from '../../../scripts/build-once.mjs';

describe('a browser-test build is made again only when its inputs changed', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'wk-build-once-'));
    for (const folder of ['lib/ui', 'entrypoints/popup', 'tests/e2e', 'docs']) {
      mkdirSync(join(root, folder), { recursive: true });
    }
    writeFileSync(join(root, 'lib/ui/a.ts'), 'export const a = 1;');
    writeFileSync(join(root, 'entrypoints/popup/main.ts'), 'a();');
    writeFileSync(join(root, 'wxt.config.ts'), 'export default {};');
    writeFileSync(join(root, 'tests/e2e/x.test.ts'), '');
    writeFileSync(join(root, 'docs/a.md'), '');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const E2E = ['--mode', 'e2e'];

  test('the same sources give the same hash', () => {
    expect(inputsHash(root, E2E)).toBe(inputsHash(root, E2E));
  });

  test('a changed, added or renamed source, or the config, changes it', () => {
    const before = inputsHash(root, E2E);
    writeFileSync(join(root, 'lib/ui/a.ts'), 'export const a = 2;');
    const edited = inputsHash(root, E2E);
    expect(edited).not.toBe(before);
    writeFileSync(join(root, 'lib/ui/b.ts'), '');
    const added = inputsHash(root, E2E);
    expect(added).not.toBe(edited);
    writeFileSync(join(root, 'wxt.config.ts'), 'export default { x: 1 };');
    expect(inputsHash(root, E2E)).not.toBe(added);
  });

  test('tests and docs are not inputs; the build’s arguments are', () => {
    const before = inputsHash(root, E2E);
    writeFileSync(join(root, 'tests/e2e/x.test.ts'), 'changed');
    writeFileSync(join(root, 'docs/a.md'), 'changed');
    expect(inputsHash(root, E2E)).toBe(before);
    expect(inputsHash(root, ['-b', 'firefox', '--mode', 'e2e'])).not.toBe(before);
  });
});

describe('which builds are made as they ship', () => {
  test('the published Firefox package as it ships; the e2e builds marked as test builds', () => {
    const envOf = (dir: string) => E2E_BUILDS.find((build) => build.dir === dir)?.env;
    expect(envOf('firefox-mv3')).toEqual({});
    expect(envOf('chrome-mv3-e2e')).toEqual({ WK_TEST_BUILD: '1' });
    expect(envOf('firefox-mv3-e2e')).toEqual({ WK_TEST_BUILD: '1' });
  });
});
