import type { KnipConfig } from 'knip';

// Unused files, exports, types and dependencies (`npm run lint:unused`). Knip follows the
// imports from the entry files below; whatever it cannot reach from them is reported.
const config: KnipConfig = {
  entry: [
    // WXT's entrypoints, by its conventions: a folder whose `index.ts[x]` is the script
    // (background, the page-panel content script) or whose `index.html` loads `main.tsx` with
    // a <script> tag (popup, options, collections, draft). Knip does not read HTML, so main.ts[x]
    // is named here. Any other file in an entrypoint folder is an ordinary module and must be
    // imported to count as used. (A single-file entrypoint, `entrypoints/<name>.ts`, would need
    // a pattern of its own; there is none today, and knip flags patterns that match nothing.)
    'entrypoints/*/index.{ts,tsx}',
    'entrypoints/*/main.{ts,tsx}',
    'wxt.config.ts',
    // How `npm run dev` opens the browser: WXT loads it by name.
    'web-ext.config.ts',
    // The reference service: server/cli.ts is an entry already, found by knip in `npm run
    // serve` (naming it here again draws a configuration hint). server/start.ts is not an
    // entry: it is a module that cli.ts, scripts and tests import, so its exports are checked.
    // Scripts run by path (npm scripts, `node scripts/…`, `tsx scripts/…`, spawned by another
    // script). Only the top-level ones and the bench build are programs; find-chromium.mjs,
    // install-plan.mjs and the other files in scripts/bench are modules, so their exports are
    // checked.
    'scripts/*.{ts,mjs}',
    '!scripts/find-chromium.mjs',
    '!scripts/install-plan.mjs',
    '!scripts/start-options.mjs',
    '!scripts/test-plan.mjs',
    '!scripts/test-timing.mjs',
    '!scripts/start-browser.ts',
    'scripts/bench/build-production.ts',
    // Module hooks the fleet registers by path (module.register), so nothing imports them.
    'scripts/fleet/env-hooks.mjs',
    // Tests and vitest configs (also found by knip's vitest plugin; named for the reader).
    'tests/**/*.test.{ts,tsx}',
    // A program a test runs as a process of its own (tsx), so nothing imports it.
    'tests/support/close-server.ts',
    // The timing reporter `npm test` names by path (`--reporter=./tests/support/…`).
    'tests/support/timing-reporter.ts',
    // The test add-on Firefox loads from its folder (tests/e2e/support/firefox-driver.ts).
    'tests/e2e/fixtures/firefox-chrome/*.js',
    'vitest.{config,e2e.config,proofs.config}.ts',
  ],
  // Knip's WXT plugin makes every file under entrypoints/ an entry, which would hide unused
  // files and exports there; the entries above follow WXT's conventions exactly instead.
  wxt: false,
  // System programs, not npm packages: Debian's X server and xdotool, which the shortcut test
  // (tests/e2e/support/x-display.ts) and the wake bench (scripts/bench/wake.ts) use to press a
  // shortcut at a virtual display; .ci/run and the README install both.
  ignoreBinaries: ['Xvfb', 'xdotool'],
  ignoreDependencies: [
    // Never imported by name: the tests import it through `wxt/testing/fake-browser`. It is a
    // direct devDependency so that package.json's `overrides` can pin WXT's copy to it
    // ("$@webext-core/fake-browser"), and npm requires an override by reference to be one.
    '@webext-core/fake-browser',
  ],
};

export default config;
