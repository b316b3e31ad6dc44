import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { findFirefox, firefoxTooOld } from '../../../scripts/find-firefox.mjs';

// A new Firefox profile costs about 3 s at its first start (Firefox writes its databases, its
// add-on registry and its start-up cache), most of a Firefox launch's 4 s; the browser tests
// launch Firefox some thirty times a run. So the run starts Firefox once on a profile of its
// own, with nothing installed, and each launch gets a copy of that profile: a profile in the
// same state as a new one (the add-ons are installed for each launch, temporarily), which
// starts in about 1 s.

/** Where the run's profile is, set by the global setup below for the test workers. */
const TEMPLATE = 'WK_FIREFOX_PROFILE_TEMPLATE';

/**
 * Vitest's global setup for the browser tests: starts the Firefox the tests drive once on a new
 * profile in the run's temporary folder, and removes it at the end. Without a Firefox it does
 * nothing (the Firefox tests then fail with their own sentence).
 */
export default async function setup(): Promise<(() => void) | undefined> {
  // With projects (vitest.e2e.config.ts) each one runs this: the first starts the profile, and
  // removes it before tests/support/no-leftovers.ts, set up just before it, checks the folder.
  if (process.env[TEMPLATE]) return undefined;
  const { path } = findFirefox();
  if (!path) return undefined;
  // Before the first test: an older Firefox answers in protocol errors, test after test.
  const old = firefoxTooOld(path);
  if (old) {
    const error = new Error(old);
    error.stack = old;
    throw error;
  }
  const folder = mkdtempSync(join(tmpdir(), 'wk-firefox-profile-'));
  const firefox = await puppeteer.launch({
    browser: 'firefox',
    executablePath: path,
    headless: true,
    userDataDir: folder,
  });
  await firefox.close();
  process.env[TEMPLATE] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}

/**
 * A copy of the run's started profile for one launch (the caller removes it after the browser
 * closes), or undefined outside a run with the global setup: puppeteer then makes a new one.
 */
export function profileCopy(): string | undefined {
  const template = process.env[TEMPLATE];
  if (!template) return undefined;
  const copy = mkdtempSync(join(tmpdir(), 'wk-firefox-'));
  cpSync(template, copy, { recursive: true });
  return copy;
}
