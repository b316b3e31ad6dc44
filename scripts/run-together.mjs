// `node scripts/run-together.mjs a b …`: runs the npm scripts at once and fails when any fails.
// `npm run check` runs the import rules, the unused-code check and the type check beside the
// unit tests: the tests spend most of their time importing, so these share the machine's cores
// well. Run one after another, a check with a cold type-check cache took 73 s on the project's
// 2-core machine; together, 53 s. Each script's output is printed whole when it ends, never
// interleaved.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (script) =>
  new Promise((resolve) => {
    const child = spawn(npm, ['run', '-s', script], { shell: process.platform === 'win32' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(`> ${script}\n${output}`);
      resolve(code ?? 1);
    });
  });

const codes = await Promise.all(process.argv.slice(2).map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
