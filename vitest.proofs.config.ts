import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// The long proofs: size budgets (a production build first) and the resilience runs (a
// 500-write soak, 10,000 hostile answers, 1,000 hostile messages, 3,000 commits against the
// service's write-ahead log). `npm test` runs them; they stay out of the unit run so that
// `npm run check` remains a quick loop.
export default defineConfig({
  plugins: [WxtVitest(), preact()],
  test: {
    include: ['tests/proofs/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/support/setup-i18n.ts'],
    // A temporary folder of its own for the run, which must be empty at the end.
    globalSetup: ['tests/support/no-leftovers.ts'],
    hookTimeout: 240_000,
    testTimeout: 120_000,
  },
});
