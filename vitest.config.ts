import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// Unit and service tests. Browser tests have their own config (vitest.e2e.config.ts)
// because they need a fresh build and a real Chromium.
export default defineConfig({
  plugins: [WxtVitest(), preact()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // The long proofs (size budgets, resilience) have their own run: vitest.proofs.config.ts.
    exclude: ['**/node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/support/setup-i18n.ts'],
    // Most of a unit file's time is importing its modules, not running: two worker threads keep
    // both cores busy (the default leaves one of two idle), so `npm run check` stays within a
    // minute. Each file still gets its own module graph (isolation stays on).
    pool: 'threads',
    maxWorkers: 2,
  },
});
