import type { KitOptions } from './options';
import { HOSTED } from './policies';

// The README's part on the packages the kit wrote: the self-hosted ones to serve, or the XPI
// to sign when Firefox installs from --xpi-url.

/** What to upload to addons.mozilla.org, and what comes back. */
const SIGNING =
  'Sign it on addons.mozilla.org as an **unlisted** add-on: upload the XPI on the Developer Hub (Submit a New Add-on, "On your own"), or unzip it and run `npx web-ext sign --channel=unlisted --api-key … --api-secret …` in that folder. AMO checks it and gives back the same add-on, signed by Mozilla, with the id and version of its manifest unchanged; the first upload makes the id yours on AMO, and every later upload needs a higher version. Firefox refuses an XPI whose id is not the one its policy names, so sign this XPI, not one built without `--gecko-id`.';

function selfHosted(base: string): string[] {
  return [
    `## self-hosted/: serve these at ${base}`,
    '',
    `- \`${HOSTED.updatesXml}\` and the CRX: Chrome, Edge and Chromium install from \`${base}${HOSTED.updatesXml}\` and keep asking it for updates (the CRX's manifest names it as \`update_url\`, and the policies set \`override_update_url\`). For a new version, run the kit again with the same \`--key\` and replace \`${HOSTED.updatesXml}\`; keep the key safe: another key is another extension.`,
    `- \`${HOSTED.updatesJson}\` and the XPI: **the XPI is not signed yet.** ${SIGNING} Then serve the signed file under both names, \`${HOSTED.xpiLatest}\` (what the policy installs) and the versioned one that \`${HOSTED.updatesJson}\` offers. Its manifest names \`${base}${HOSTED.updatesJson}\` as \`gecko.update_url\`.`,
    '- Serve `.crx` as `application/x-chrome-extension` and `.xpi` as `application/x-xpinstall`, over https.',
    '',
  ];
}

function toSign(xpiUrl: string, packed: string[]): string[] {
  return [
    '## firefox-to-sign/: the Firefox add-on, to sign',
    '',
    `- \`${packed.join('`, `')}\`: built with your \`--gecko-id\`, **not signed yet**. ${SIGNING}`,
    `- Serve the signed file at \`${xpiUrl}\`, the address the policies install from (as \`application/x-xpinstall\`, over https).`,
    '- It names no `update_url` (there is no `updates.json` without `--update-base`): for updates that Firefox fetches by itself, run the kit with `--update-base` instead.',
    '',
  ];
}

/** The README's lines on the packages: `packed` are the files the kit wrote, relative to it. */
export function packagesPart(options: KitOptions, packed: string[]): string[] {
  if (options.updateBase) return selfHosted(options.updateBase);
  return toSign(options.xpiUrl as string, packed);
}
