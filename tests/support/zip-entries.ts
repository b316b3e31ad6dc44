import { inflateRawSync } from 'node:zlib';

/**
 * The files of a ZIP archive (an XPI, or the archive inside a CRX3), read from its local file
 * headers: enough to check what a package holds without a library of our own choosing.
 */
export function zipEntries(zip: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const flags = zip.readUInt16LE(at + 6);
    const method = zip.readUInt16LE(at + 8);
    let size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const start = at + 30 + nameLength + extraLength;
    if (flags & 0x8) {
      // Sizes follow the data (a data descriptor): look the entry up in the central directory.
      size = centralSize(zip, name);
    }
    const data = zip.subarray(start, start + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at =
      start + size + (flags & 0x8 ? (zip.readUInt32LE(start + size) === 0x08074b50 ? 16 : 12) : 0);
  }
  return entries;
}

function centralSize(zip: Buffer, name: string): number {
  for (let at = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0; ) {
    const nameLength = zip.readUInt16LE(at + 28);
    if (zip.subarray(at + 46, at + 46 + nameLength).toString('utf8') === name) {
      return zip.readUInt32LE(at + 20);
    }
    at = at > 0 ? zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at - 1) : -1;
  }
  throw new Error(`${name} is not in the archive's central directory`);
}

/** The ZIP inside a CRX3: "Cr24", version 3, header length, header (protobuf), then the ZIP. */
export function crx3Zip(crx: Buffer): { version: number; header: Buffer; zip: Buffer } {
  if (crx.subarray(0, 4).toString('latin1') !== 'Cr24') throw new Error('not a CRX (no Cr24)');
  const headerLength = crx.readUInt32LE(8);
  return {
    version: crx.readUInt32LE(4),
    header: crx.subarray(12, 12 + headerLength),
    zip: crx.subarray(12 + headerLength),
  };
}
