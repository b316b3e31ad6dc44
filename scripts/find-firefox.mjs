// Finds the Firefox that the Firefox browser tests drive, the way find-chromium.mjs finds
// Chromium. Plain JavaScript with no dependencies, because the bootstrap uses it before
// anything is installed.
import { existsSync } from 'node:fs';

/** Paths where a Firefox is usually installed; FIREFOX_PATH wins over all of them. */
const FIREFOX_CANDIDATES = [
  '/usr/bin/firefox-esr',
  '/usr/bin/firefox',
  '/usr/lib/firefox-esr/firefox-esr',
  '/Applications/Firefox.app/Contents/MacOS/firefox',
];

/** How to get a Firefox, in words for the person who has none. */
const INSTALL_FIREFOX_HINT =
  'On Debian or Ubuntu: sudo apt-get install -y firefox-esr. Elsewhere: install Firefox ESR (140 or newer) and set FIREFOX_PATH to its executable.';

/**
 * Returns `{ path }` for the Firefox to use, or `{ problem }`: a sentence saying why none
 * was found and how to get one.
 */
export function findFirefox(env = process.env, exists = existsSync) {
  if (env.FIREFOX_PATH) {
    return exists(env.FIREFOX_PATH)
      ? { path: env.FIREFOX_PATH }
      : {
          problem: `FIREFOX_PATH is ${env.FIREFOX_PATH}, but there is no file there. ${INSTALL_FIREFOX_HINT}`,
        };
  }
  const path = FIREFOX_CANDIDATES.find((candidate) => exists(candidate));
  return path ? { path } : { problem: `No Firefox was found. ${INSTALL_FIREFOX_HINT}` };
}
