// `tsx scripts/bench/build-production.ts <outDir>`: the production build into a folder of its
// own, so measuring never clashes with `.output/` (npm start, the e2e build).
import { resolve } from 'node:path';
import { build } from 'wxt';

const outDir = process.argv[2];
if (!outDir) {
  console.error('Usage: tsx scripts/bench/build-production.ts <outDir>');
  process.exit(2);
}
await build({ mode: 'production', browser: 'chrome', outDir: resolve(outDir), logger: undefined });
