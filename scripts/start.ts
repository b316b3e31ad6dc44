// `npm start`: builds the extension. The reference service and the browser launcher are not
// part of the project yet, so this says so instead of pretending to run the product.
import { spawnSync } from 'node:child_process';

const build = spawnSync('npx', ['wxt', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(
  '\nThe extension is built in .output/chrome-mv3 (load it unpacked in chrome://extensions).\n' +
    'Not yet available: the reference Knowledge Service and the one-command browser launch.',
);
