// `tsx scripts/bench/build-production.ts <outDir> [mode]`: a Chrome build (production unless a
// mode is named) into a folder of its own, so measuring never clashes with `.output/` (npm
// start, the e2e build that browser tests use).
import { resolve } from 'node:path';
import { build } from 'wxt';

const [outDir, mode = 'production'] = process.argv.slice(2);
if (!outDir) {
  console.error('Usage: tsx scripts/bench/build-production.ts <outDir> [mode]');
  process.exit(2);
}
await build({ mode, browser: 'chrome', outDir: resolve(outDir) });
