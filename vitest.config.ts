import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { EnvironmentSequencer } from './tests/support/sequencer.ts';

const TESTS = '**/*.test.{ts,tsx}';
const FIRST_SCREEN_TEST = 'tests/unit/components/first-screen/first-{screen,frame}.test.ts';
// Tests of the worker's and the pages' pure parts: neither the test nor any module of the project
// it imports keeps anything at module level (no `let`, no cache, no listener added on import), and
// each resets the fake browser itself before it uses it. They need no module graph of their own.
const STATELESS_LIB_TESTS = [
  'background/api/{client,in-body-errors,retry-after}',
  'background/auth/discovery',
  'background/handlers/writes',
  'background/outbox/{attempt,entry,schedule,outbox,outbox-storage,store,verify}',
  'background/{badge,popup-address,side-panel-address}',
  'ui/active-tab',
  'ui/options/request-access',
  'background/page-actions/{actions,resolve,urls}',
  'ui/collections/{local-copy,order,pending,requests,views,write-queue}',
  'ui/drafts/{draft-address,draft-form,draft-form.round-trip,draft-update}',
  'ui/feed/{categories,entry-kind,html-text}',
  'ui/{first-interaction,kept-frame,loading}',
  'ui/menu/menu-keys',
  'ui/outbox/export-entry',
  'ui/panel/{contain-events,page-prefill,suggest}',
].map((name) => `tests/unit/lib/${name}.test.ts`);

// Unit and service tests. Browser tests have their own config (vitest.e2e.config.ts)
// because they need a fresh build and a real Chromium.
export default defineConfig({
  plugins: [WxtVitest(), preact()],
  resolve: {
    alias: [
      // WXT's mock of `wxt/browser` imports `wxt/testing`, whose index also exports the Vitest
      // plugin, so every test file that touched the browser evaluated WXT's whole build core
      // (about 0.8 s a file, most of `npm run check`). The fake browser alone is what it uses.
      {
        find: /^wxt\/testing$/,
        replacement: fileURLToPath(
          new URL('node_modules/wxt/dist/testing/fake-browser.mjs', import.meta.url),
        ),
      },
    ],
  },
  test: {
    // The long proofs (size budgets, resilience) have their own run: vitest.proofs.config.ts.
    exclude: ['**/node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/support/setup-i18n.ts'],
    // A temporary folder of its own for the run, which must be empty at the end.
    globalSetup: ['tests/support/no-leftovers.ts'],
    // Most of a unit file's time is importing its modules, not running: two worker threads keep
    // both cores busy (the default leaves one of two idle).
    pool: 'threads',
    maxWorkers: 2,
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache, keyed by each
    // file's content and the config) for the next run: 8 s of a run's 70 s of CPU. Safe here
    // because no transform depends on another file (WXT's auto-imports are off, see wxt.config.ts);
    // `npx vitest --clearCache` empties it.
    experimental: { fsModuleCache: true },
    // Keeps a project's files of one environment together, so non-isolated workers are reused.
    sequence: { sequencer: EnvironmentSequencer },
    projects: [
      {
        extends: true,
        // The worker's and the pages' modules keep state on purpose (the token in memory, the
        // outbox's locks, a hook's cache), so each of their test files gets its own module graph.
        // So does the popup's first screen, which keeps asking and listening after its test.
        // Not a worker of its own (vitest's `isolate`): its start, environment and imports were
        // most of the unit run's time. tests/support/fresh-modules.ts gives each file its own
        // modules, fake browser and window in a shared worker.
        test: {
          name: 'isolated',
          isolate: false,
          setupFiles: ['tests/support/fresh-modules.ts'],
          include: [`tests/unit/lib/{background,ui}/${TESTS}`, FIRST_SCREEN_TEST],
          exclude: ['**/node_modules/**', ...STATELESS_LIB_TESTS],
        },
      },
      {
        extends: true,
        // A new worker per file costs its start, the environment and the imports again (about
        // 0.6 s of CPU a file): the files that hold no state share workers like the rest.
        test: { name: 'stateless', include: STATELESS_LIB_TESTS, isolate: false },
      },
      {
        extends: true,
        // The rest hold no state between files (each service test starts its own service on its
        // own database), so they share one module graph per thread: importing the service or
        // Preact once instead of once a file keeps `npm run check` well within a minute.
        test: {
          name: 'shared',
          include: [`tests/unit/${TESTS}`],
          exclude: [
            '**/node_modules/**',
            `tests/unit/lib/{background,ui}/${TESTS}`,
            FIRST_SCREEN_TEST,
          ],
          isolate: false,
        },
      },
    ],
  },
});
