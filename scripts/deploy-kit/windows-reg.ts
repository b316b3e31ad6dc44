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

const MERGE_NOTE =
  "ExtensionSettings is one value (JSON text): importing it replaces one you already set.\nIf you have one, add this extension's entry to yours instead of importing this key.";

/** Chrome's or Edge's: ExtensionSettings (REG_SZ JSON, as for every dictionary policy) and our keys. */
function chromiumReg(browser: ChromiumFamily, options: KitOptions): Buffer {
  const policy = chromiumPolicy(browser, options);
  return regFile([
    [
      browser.windowsKey as string,
      { ExtensionSettings: JSON.stringify({ [policy.id]: policy.install }) },
      MERGE_NOTE,
    ],
    [chromiumWindowsExtensionKey(browser, policy.id), policy.values],
  ]);
}

/**
 * Firefox's: it reads its registry key as a tree (WindowsGPOParser.sys.mjs), a subkey per
 * object, so ExtensionSettings\<gecko id> sits beside the entries you already have.
 */
function firefoxReg(options: KitOptions): Buffer {
  return regFile([
    [`${FIREFOX.windowsKey}\\ExtensionSettings\\${options.geckoId}`, firefoxInstall(options)],
    [firefoxWindowsExtensionKey(options.geckoId), options.values],
  ]);
}

/** The .reg files of the kit, by file name. */
export const windowsFiles = (options: KitOptions): Record<string, Buffer> => ({
  'windows/google-chrome.reg': chromiumReg(CHROME, options),
  'windows/microsoft-edge.reg': chromiumReg(EDGE, options),
  'windows/firefox.reg': firefoxReg(options),
});
