import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineWebExtConfig } from 'wxt';

// How `npm run dev` (wxt, through web-ext) opens the browser.
// - A profile of its own per run, removed when wxt exits: web-ext copies a profile into a
//   temporary folder it never removes (5 MB per run), so it is given this folder to use as is.
// - `--no-sandbox` only as root, where Chromium refuses to start with its sandbox (and the dev
//   run failed with "CDP connection closed before response to Extensions.loadUnpacked").
// WXT reads this file for its other commands too; they make and remove an empty folder.
const profile = mkdtempSync(join(tmpdir(), 'wk-dev-profile-'));
process.once('exit', () => rmSync(profile, { recursive: true, force: true }));

export default defineWebExtConfig({
  chromiumProfile: profile,
  keepProfileChanges: true,
  chromiumArgs: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
});
