// The part of the crx3 package (CommonJS, no types of its own) the kit uses.
declare module 'crx3' {
  interface Crx3Options {
    keyPath: string;
    crxPath: string;
  }
  /** Packs the files (or the folder of `manifest.json`) into a CRX3 signed with the key. */
  function crx3(files: string[], options: Crx3Options): Promise<{ appId: string }>;
  export default crx3;
}
