// Builds an earlier commit of this repository, for comparing it with today's build: the
// "previous release" the update test installs (scripts/build-previous-release.mjs) and the
// "before" of a benchmark (scripts/bench-wake.ts).
import { execFileSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/**
 * Builds `commit`'s Chromium build in `mode` inside `work` (its files only, no .git, on this
 * checkout's node_modules) and answers the build's folder. `env` is the build's environment
 * (a benchmark gives the NODE_ENV its other build had).
 * @throws when the commit is not in this clone (a shallow clone lacks it) or does not build.
 */
export function buildCommit(
  commit,
  work,
  { mode = 'e2e', stdio = 'inherit', env = process.env } = {},
) {
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C ${JSON.stringify(work)}`], {
    cwd: root,
    stdio,
  });
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'));
  const wxt = join(root, 'node_modules/.bin/wxt');
  execFileSync(wxt, ['prepare'], { cwd: work, stdio, env });
  execFileSync(wxt, ['build', '--mode', mode], { cwd: work, stdio, env });
  return join(work, `.output/chrome-mv3-${mode}`);
}
