// A reader of .reg files by their grammar (what regedit imports): the header line, `[key]`
// lines, `"name"="text"` (REG_SZ, with \\ and \" escaped) or `"name"=dword:8 hex digits`,
// `;` comments and empty lines, CRLF, UTF-16LE with a byte-order mark. Anything else throws.

export type RegData = { type: 'REG_SZ'; value: string } | { type: 'REG_DWORD'; value: number };

const QUOTED = String.raw`"((?:[^"\\]|\\["\\])*)"`;
const VALUE_LINE = new RegExp(`^${QUOTED}=(?:${QUOTED}|dword:([0-9a-f]{8}))$`);
const unescaped = (text: string) => text.replace(/\\(["\\])/g, '$1');

export function parseReg(file: Buffer): Map<string, Map<string, RegData>> {
  if (file[0] !== 0xff || file[1] !== 0xfe) throw new Error('no UTF-16LE byte-order mark');
  const text = file.subarray(2).toString('utf16le');
  if (/\r(?!\n)|(?<!\r)\n/.test(text)) throw new Error('a line break that is not CRLF');
  const [header, ...lines] = text.split('\r\n');
  if (header !== 'Windows Registry Editor Version 5.00') throw new Error(`header: ${header}`);
  const keys = new Map<string, Map<string, RegData>>();
  let current: Map<string, RegData> | undefined;
  for (const line of lines) {
    if (line === '' || line.startsWith(';')) continue;
    // `[-key]`: the key deleted, with everything under it (kept here with its "-").
    const key = /^\[(-?HKEY_LOCAL_MACHINE(?:\\[^\\\]]+)+)\]$/.exec(line);
    if (key) {
      current = new Map();
      keys.set(key[1] as string, current);
      continue;
    }
    const value = VALUE_LINE.exec(line);
    if (!value || !current) throw new Error(`not a line of a .reg file: ${line}`);
    const [, name, text, dword] = value;
    current.set(
      unescaped(name as string),
      dword !== undefined
        ? { type: 'REG_DWORD', value: Number.parseInt(dword, 16) }
        : { type: 'REG_SZ', value: unescaped(text as string) },
    );
  }
  return keys;
}
