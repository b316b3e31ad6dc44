// Finds the Firefox that the Firefox browser tests drive, the way find-chromium.mjs finds
// Chromium. Plain JavaScript with no dependencies, because the bootstrap uses it before
// anything is installed.
import { execFileSync } from 'node:child_process';
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
  'On Debian or Ubuntu: sudo apt-get install -y firefox-esr. Elsewhere: install Firefox ESR (150 or newer) and set FIREFOX_PATH to its executable.';

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

/**
 * The oldest Firefox the browser tests can drive: the one puppeteer-core (24.43) is made for
 * (`PUPPETEER_REVISIONS.firefox` is stable_150.0.2 in its revisions.js), whose WebDriver BiDi
 * it speaks. Firefox ESR 140.12 answered it with protocol errors (`browsingContext.locateNodes`
 * refused the "context" locator; `browsingContext.create` failed in its TabManager): 16 tests
 * failed (issue 56). ESR 153.8 passes. The extension itself asks less (README, "Firefox").
 */
export const FIREFOX_NEEDED_FOR_TESTS = 150;

/** The version `firefox --version` prints (`Mozilla Firefox 153.8.0esr`), or undefined. */
export function firefoxVersion(
  path,
  run = (file) => execFileSync(file, ['--version'], { encoding: 'utf8', timeout: 30_000 }),
) {
  try {
    return /Firefox\s+(\d+(?:\.\d+)*\S*)/.exec(run(path))?.[1];
  } catch {
    return undefined;
  }
}

/**
 * A sentence when the Firefox at `path` is too old for the browser tests (the version found, the
 * one needed, how to get it), or undefined when it is new enough or says no version.
 */
export function firefoxTooOld(path, version = firefoxVersion(path)) {
  const major = Number.parseInt(version ?? '', 10);
  if (!Number.isFinite(major) || major >= FIREFOX_NEEDED_FOR_TESTS) return undefined;
  return `The Firefox at ${path} is ${version}, and the browser tests need Firefox ${FIREFOX_NEEDED_FOR_TESTS} or newer: on Debian, run sudo apt-get update first (it brings bookworm-security's newer firefox-esr), then sudo apt-get install -y firefox-esr; elsewhere install a newer Firefox ESR and set FIREFOX_PATH to it.`;
}
