// `node scripts/run-together.mjs a b … [--beside c d …]`: runs the package.json scripts at once
// and fails when any fails. `npm run check` runs every check this way: the unit tests spend most
// of their time importing, and the quick checks (lengths, messages, Biome, the import rules,
// unused code) and the type check fit in beside them on the project's 2-core machine. Run one
// after another, a check with a cold type-check cache took 73 s; the four quick ones first and
// the rest together, 53 s. Each script's output is printed whole when it ends, never
// interleaved.
//
// The scripts after `--beside` run at a lower priority (nice 10): the unit tests are the check's
// long pole, and the others, 13 s of CPU together, took their CPU from it at the start. Beside
// it at a lower priority they use the time its workers wait: `npm run check` warm took 28.1 s,
// 26.4 s and 26.1 s against 28.8 s, 29.0 s and 28.7 s, alternated (BENCHMARKS.md).
//
// A script's command line runs in a shell with node_modules/.bin first on PATH, as `npm run`
// runs it, but without a second npm for each (about 0.3 s of CPU each, eight times).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PATH = [join(ROOT, 'node_modules', '.bin'), process.env.PATH].join(delimiter);

/** The priority of the scripts named after `--beside` (0 is normal, 19 the lowest). */
export const BESIDE_PRIORITY = 10;

/**
 * Splits the command line's script names into those run at normal priority and those after
 * `--beside`.
 * @param {string[]} args
 */
export function splitArgs(args) {
  const at = args.indexOf('--beside');
  return at === -1
    ? { first: args, beside: [] }
    : { first: args.slice(0, at), beside: args.slice(at + 1) };
}

/**
 * Runs `first` at normal priority and `beside` at BESIDE_PRIORITY, all at once, each script's
 * command taken from `scripts`; calls `report(name, output)` as each ends and answers their exit
 * codes in the order named.
 * @param {{ first: string[], beside: string[], scripts: Record<string, string>,
 *   report: (name: string, output: string) => void }} options
 * @returns {Promise<number[]>}
 */
export function runTogether({ first, beside, scripts, report }) {
  const run = (script, priority) =>
    new Promise((resolve) => {
      const command = scripts[script];
      if (!command) {
        report(script, `No script "${script}" in package.json.\n`);
        resolve(1);
        return;
      }
      const options = { cwd: ROOT, env: { ...process.env, PATH } };
      // POSIX `nice` starts the shell at the priority, so every process and thread of the
      // script has it (Linux sets a priority per thread: set after the start, it missed the
      // threads and children already there). Windows has no `nice`: set on the shell at once.
      const niced = priority !== 0 && process.platform !== 'win32';
      const child = niced
        ? spawn('nice', ['-n', String(priority), 'sh', '-c', command], options)
        : spawn(command, { ...options, shell: true });
      if (priority !== 0 && !niced && child.pid !== undefined) setPriority(child.pid, priority);
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) => {
        report(script, output);
        resolve(code ?? 1);
      });
    });
  return Promise.all([
    ...first.map((script) => run(script, 0)),
    ...beside.map((script) => run(script, BESIDE_PRIORITY)),
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const codes = await runTogether({
    ...splitArgs(process.argv.slice(2)),
    scripts,
    report: (name, output) => process.stdout.write(`> ${name}\n${output}`),
  });
  process.exit(codes.find((code) => code !== 0) ?? 0);
}
