// What the bootstrap runs to bring node_modules up to date. Plain JavaScript with no
// dependencies, because the bootstrap uses it before anything is installed.

const QUIET = ['--no-audit', '--no-fund'];

/**
 * The install to run for the state of the checkout, or null when node_modules is current.
 * With a lockfile it is `npm ci`: exactly the locked versions, as CI installs them, and
 * node_modules replaced whole, so a half-finished earlier install cannot linger. Without one,
 * `npm install` (which writes the lockfile).
 */
export function installPlan({ hasLockfile, hasTools, installedHash, wantedHash }) {
  if (hasTools && installedHash === wantedHash) return null;
  const stale = hasTools && installedHash !== '';
  if (!hasLockfile) {
    return {
      args: ['install', ...QUIET],
      message: '› No package-lock.json: installing dependencies and writing one (npm install)…',
    };
  }
  return {
    args: ['ci', ...QUIET],
    message: stale
      ? '› The lockfile changed since the last install: installing the locked dependencies (npm ci)…'
      : '› First run: installing the locked dependencies (npm ci, about two minutes)…',
  };
}
