import {
  CHROME,
  type ChromiumFamily,
  chromiumWindowsExtensionKey,
  EDGE,
  FIREFOX,
  firefoxWindowsExtensionKey,
} from './browsers';
import type { KitOptions } from './options';
import { chromiumPolicy, firefoxInstall } from './policies';
import type { PolicyValue } from './schema';

// Windows registry files (.reg), as regedit writes them: "Windows Registry Editor Version
// 5.00", UTF-16LE with a byte-order mark, CRLF. Text is REG_SZ ("…", with \ and " escaped);
// booleans and whole numbers are REG_DWORD (dword:8 hex digits): the registry has no boolean.

/** One value of a .reg file: `"name"="text"` or `"name"=dword:0000000n`. */
function regValue(name: string, value: PolicyValue): string {
  if (typeof value === 'boolean')
    return `${regString(name)}=dword:${value ? '00000001' : '00000000'}`;
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) {
      throw new Error(
        `"${name}": ${value} does not fit a REG_DWORD (a whole number 0 to 4294967295).`,
      );
    }
    return `${regString(name)}=dword:${value.toString(16).padStart(8, '0')}`;
  }
  return `${regString(name)}=${regString(value)}`;
}

/** A quoted .reg string; a line break cannot be written in a REG_SZ of a .reg file. */
function regString(text: string): string {
  if (/[\r\n\0]/.test(text))
    throw new Error(`A .reg text cannot hold a line break: ${JSON.stringify(text)}`);
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

type RegKeys = [key: string, values: Record<string, PolicyValue>, comment?: string][];

/** The whole file: header, each key in brackets with its values, as UTF-16LE with a BOM. */
function regFile(keys: RegKeys): Buffer {
  const lines = ['Windows Registry Editor Version 5.00', ''];
  for (const [key, values, comment] of keys) {
    if (comment) lines.push(...comment.split('\n').map((line) => `; ${line}`));
    lines.push(`[${key}]`, ...Object.entries(values).map(([n, v]) => regValue(n, v)), '');
  }
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(lines.join('\r\n'), 'utf16le')]);
}

/**
 * Each browser keeps ExtensionSettings as one value (Chrome's and Edge's ADMX write REG_SZ
 * JSON; Firefox's write REG_MULTI_SZ or, "on one line", REG_SZ JSON: policy-templates,
 * windows/firefox.admx). Importing a value replaces the one a machine has, and Firefox reads a
 * key's values before its subkeys, a subkey replacing a value of its name
 * (WindowsGPOParser.sys.mjs, registryToObject), so a subkey would drop the company's whole
 * list. Hence three files per browser: `<browser>.reg` holds only the extension's keys (a
 * subkey of its own, which merges with anything); `<browser>-install.reg` the install entry as
 * the whole value, for machines with no ExtensionSettings yet; `<browser>-install-entry.json`
 * the entry to add to the value the company already has.
 */
const INSTALL_NOTE =
  'ExtensionSettings is one value: importing this file replaces the one a machine has.\nOnly for machines with no ExtensionSettings policy; otherwise add the entry of the\n*-install-entry.json file to yours (see the README).';

/** Chrome's or Edge's keys: `<policy key>\3rdparty\extensions\<id>\policy` (Chromium's loader). */
function chromiumFiles(browser: ChromiumFamily, options: KitOptions, name: string) {
  const policy = chromiumPolicy(browser, options);
  return installFiles(name, browser.windowsKey as string, policy.id, policy.install, [
    chromiumWindowsExtensionKey(browser, policy.id),
    policy.values,
  ]);
}

/** The three files of one browser: its keys, its install value, its install entry. */
function installFiles(
  name: string,
  policyKey: string,
  id: string,
  install: Record<string, string | boolean>,
  keys: RegKeys[number],
): Record<string, Buffer | string> {
  const entry = { [id]: install };
  return {
    [`windows/${name}.reg`]: regFile([keys]),
    [`windows/${name}-install.reg`]: regFile([
      [policyKey, { ExtensionSettings: JSON.stringify(entry) }, INSTALL_NOTE],
    ]),
    [`windows/${name}-install-entry.json`]: `${JSON.stringify(entry, null, 2)}\n`,
  };
}

/**
 * The kit before issue 55 wrote Firefox's install entry as a subkey `ExtensionSettings\<id>`,
 * which hides the company's whole ADMX `ExtensionSettings` value while it is there: this file
 * deletes that subkey (a `[-key]` line), and only it.
 */
function removePrevious(geckoId: string): Record<string, Buffer> {
  return {
    'windows/firefox-remove-previous.reg': regFile([
      [
        `-${FIREFOX.windowsKey}\\ExtensionSettings\\${geckoId}`,
        {},
        'Deletes the ExtensionSettings\\<id> subkey an earlier kit wrote (it hid your own\nExtensionSettings). Nothing else is touched.',
      ],
    ]),
  };
}

/** The .reg files of the kit (and the install entries to merge), by file name. */
export const windowsFiles = (options: KitOptions): Record<string, Buffer | string> => ({
  ...chromiumFiles(CHROME, options, 'google-chrome'),
  ...chromiumFiles(EDGE, options, 'microsoft-edge'),
  ...installFiles('firefox', FIREFOX.windowsKey, options.geckoId, firefoxInstall(options), [
    firefoxWindowsExtensionKey(options.geckoId),
    options.values,
  ]),
  ...removePrevious(options.geckoId),
});
