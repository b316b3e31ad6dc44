// Finds the Chromium that the browser tests and the launcher drive. Plain JavaScript with no
// dependencies, because the bootstrap uses it before anything is installed.
import { existsSync } from 'node:fs';

/** Paths where a Chromium is usually installed; CHROME_PATH wins over all of them. */
const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** How to get a Chromium, in words for the person who has none. */
const INSTALL_CHROMIUM_HINT =
  'On Debian or Ubuntu: sudo apt-get install -y chromium. Elsewhere: install Chromium or Chrome and set CHROME_PATH to its executable.';

/**
 * Returns `{ path }` for the Chromium to use, or `{ problem }`: a sentence saying why none
 * was found and how to get one.
 */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH) {
    return existsSync(env.CHROME_PATH)
      ? { path: env.CHROME_PATH }
      : {
          problem: `CHROME_PATH is ${env.CHROME_PATH}, but there is no file there. ${INSTALL_CHROMIUM_HINT}`,
        };
  }
  const path = CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
  return path ? { path } : { problem: `No Chromium was found. ${INSTALL_CHROMIUM_HINT}` };
}
