#!/usr/bin/env node
// Builds the "previous release" the update test installs first (tests/e2e/update.test.ts):
// the e2e Chromium build of a fixed commit, packed as tests/e2e/fixtures/previous-release.tar.gz.
// There are no release tags yet; the commit is named in tests/e2e/fixtures/README.md. Building
// it at test time would take a minute of every run, so the build is kept in the repository.
//
// Usage: node scripts/build-previous-release.mjs [commit]   (default: PREVIOUS_RELEASE below)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildCommit } from './build-commit.mjs';

/** The commit the fixture is built from: main before issue 33 (sign-in on oauth4webapi). */
const PREVIOUS_RELEASE = 'b279eab';
const commit = process.argv[2] ?? PREVIOUS_RELEASE;
const root = resolve(import.meta.dirname, '..');
const out = join(root, 'tests/e2e/fixtures/previous-release.tar.gz');
const work = mkdtempSync(join(tmpdir(), 'wk-previous-'));
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: 'inherit' });
try {
  const build = buildCommit(commit, work);
  // Fixed owner, order and times, so the same commit packs to the same bytes.
  run(
    'tar',
    [
      '--sort=name',
      '--owner=0',
      '--group=0',
      '--numeric-owner',
      '--mtime=2026-01-01 00:00Z',
      '-czf',
      out,
      '-C',
      build,
      '.',
    ],
    root,
  );
  console.log(`✔ ${out} (the e2e build of ${commit})`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
