import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { START_STOP } from './scripts/test-plan.mjs';

// The long proofs: size budgets (a production build first) and the resilience runs (a
// 500-write soak, 10,000 hostile answers, 1,000 hostile messages, 3,000 commits against the
// service's write-ahead log). `npm test` runs them; they stay out of the unit run so that
// `npm run check` remains a quick loop.
export default defineConfig({
  plugins: [WxtVitest(), preact()],
  test: {
    environment: 'node',
    setupFiles: ['tests/support/setup-i18n.ts'],
    // A temporary folder of its own for the run, which must be empty at the end.
    globalSetup: ['tests/support/no-leftovers.ts'],
    hookTimeout: 240_000,
    testTimeout: 120_000,
    // Two files at a time: each proof keeps one core busy, and `npm test` runs them beside the
    // machine-wide browser tests, which mostly wait on their browsers (scripts/test-run.mjs).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'proofs',
          include: ['tests/proofs/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', START_STOP],
        },
      },
      {
        extends: true,
        // `npm start` stopped by signals: mostly waiting on processes, and it starts browsers,
        // so `npm test` runs it beside the browser tests rather than beside the machine-wide
        // policies (scripts/test-run.mjs).
        test: { name: 'start-stop', include: [START_STOP] },
      },
    ],
  },
});
