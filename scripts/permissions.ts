import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatReport, type ManifestGrants, reportOf } from './permissions/report';

// `npm run permissions [-- <manifest.json> …]`: every permission and host pattern of the
// Chromium and the Firefox build (or of the manifests named), why each is needed, and the
// score under CRXcavator's published weights, required and optional apart. Builds what is
// missing first (a fresh clone). Exit code 1 when something has no row in the table.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUILDS = [
  { title: 'Chromium (store build, .output/chrome-mv3)', dir: 'chrome-mv3', args: [] },
  {
    title: 'Firefox (store build, .output/firefox-mv3)',
    dir: 'firefox-mv3',
    args: ['-b', 'firefox'],
  },
];

function manifestOf(dir: string, args: string[]): string {
  const file = join(ROOT, '.output', dir, 'manifest.json');
  if (!existsSync(file)) {
    console.error(`Building ${dir} (npx wxt build ${args.join(' ')})…`);
    const built = spawnSync(join(ROOT, 'node_modules/.bin/wxt'), ['build', ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (built.status !== 0) throw new Error(`The ${dir} build failed; see above.`);
  }
  return file;
}

const named = process.argv.slice(2);
const targets = named.length
  ? named.map((file) => ({ title: file, file }))
  : BUILDS.map(({ title, dir, args }) => ({ title, file: manifestOf(dir, args) }));
let missing = 0;
for (const { title, file } of targets) {
  const report = reportOf(JSON.parse(readFileSync(file, 'utf8')) as ManifestGrants);
  console.log(`${formatReport(title, report)}\n`);
  missing += report.missing.length;
}
if (missing > 0) {
  console.error(`${missing} permission(s) or host pattern(s) have no reason written: add a row.`);
  process.exitCode = 1;
}
