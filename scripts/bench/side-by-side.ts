import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BenchBrowser, launchProbed } from './browser';

/** The file each build's copy carries, so that its worker can tell which build it is. */
const SIDE_FILE = 'bench-side.txt';

/** Several builds loaded in one browser, one `BenchBrowser` for each, in the order given. */
export interface SideBySide {
  sides: BenchBrowser[];
  close(): Promise<void>;
}

/**
 * Launches one headless Chromium with several builds of the extension loaded side by side, for
 * comparing them (scripts/bench-ab.ts): openings of each, interleaved in the same browser, meet
 * the same load, where separate runs differ by more than a change is worth. Each folder must be
 * the bench's own copy: its manifest's `key` is removed (builds with one key would be one
 * extension) and a file naming its place is added.
 */
export async function launchSideBySide(extensionDirs: readonly string[]): Promise<SideBySide> {
  for (const [index, dir] of extensionDirs.entries()) {
    const manifestPath = join(dir, 'manifest.json');
    const { key: _key, ...manifest } = JSON.parse(readFileSync(manifestPath, 'utf8'));
    writeFileSync(manifestPath, JSON.stringify(manifest));
    writeFileSync(join(dir, SIDE_FILE), String(index));
  }
  const { context, close } = await launchProbed(extensionDirs.join(','));
  try {
    const workers = () => [...new Map(context.serviceWorkers().map((w) => [w.url(), w])).values()];
    const deadline = Date.now() + 15_000;
    while (workers().length < extensionDirs.length) {
      if (Date.now() > deadline) throw new Error('Not every build started its service worker.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const ids: string[] = [];
    for (const worker of workers()) {
      const side = await worker.evaluate(`fetch('/${SIDE_FILE}').then((answer) => answer.text())`);
      ids[Number(side)] = new URL(worker.url()).host;
    }
    const sides = ids.map((extensionId) => ({
      context,
      extensionId,
      page: (path: string) => `chrome-extension://${extensionId}/${path}`,
      close,
    }));
    return { sides, close };
  } catch (error) {
    await close();
    throw error;
  }
}
