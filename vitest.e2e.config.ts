import { defineConfig } from 'vitest/config';

// Browser tests drive Debian's Chromium with the built extension. One browser at a time:
// the machines have two cores and each test launches its own profile.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    // A temporary folder of its own for the run (profiles, databases), which must be empty at
    // the end.
    globalSetup: ['tests/support/no-leftovers.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
