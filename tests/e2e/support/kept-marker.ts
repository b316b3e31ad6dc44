import { type BrowserDriver, poll } from './driver';

/**
 * Evidence that a page has read the input kept on the device (lib/shared/storage/kept-input.ts)
 * and decided whether to offer it back, for a test that then says "nothing was offered back".
 *
 * A form that opens reads the kept list, then writes the list again (it forgets what it no longer
 * holds, or keeps what it holds), one step after the other. Each write drops the entries that do
 * not read as entries. So a marker put in the list before the form opens, one no form reads, is
 * gone once that form's read is done: the offer would be on screen by then.
 */

/** The kept list as stored, read where the extension's background code runs. */
function keptList(browser: BrowserDriver): Promise<unknown[]> {
  return browser.evaluateInBackground(async () => {
    const api = ((globalThis as { browser?: unknown }).browser ??
      (globalThis as { chrome?: unknown }).chrome) as typeof import('wxt/browser').browser;
    const { keptInput } = await api.storage.local.get('keptInput');
    return Array.isArray(keptInput) ? keptInput : [];
  }, null);
}

/** Whether some input kept now holds `text` (in any of its fields). */
export async function keptHolds(browser: BrowserDriver, text: string): Promise<boolean> {
  return (await keptList(browser)).some((entry) =>
    JSON.stringify((entry as { value?: unknown })?.value ?? null).includes(text),
  );
}

/** What the kept list holds input for now (`draft:206`, `panel-collect:<address>`…). */
export async function keptTargets(browser: BrowserDriver): Promise<string[]> {
  return (await keptList(browser)).flatMap((entry) =>
    typeof (entry as { target?: unknown })?.target === 'string'
      ? [(entry as { target: string }).target]
      : [],
  );
}

/** Puts an unreadable entry in the kept list and answers its name. Call before the form opens. */
export async function plantKeptMarker(browser: BrowserDriver): Promise<string> {
  const marker = `e2e-marker-${Date.now()}-${Math.random()}`;
  await browser.evaluateInBackground(async (name) => {
    const api = ((globalThis as { browser?: unknown }).browser ??
      (globalThis as { chrome?: unknown }).chrome) as typeof import('wxt/browser').browser;
    const { keptInput } = await api.storage.local.get('keptInput');
    const list = Array.isArray(keptInput) ? keptInput : [];
    await api.storage.local.set({ keptInput: [...list, { marker: name }] });
  }, marker);
  return marker;
}

/** Waits until a form has written the kept list since the marker was put in it. */
export async function keptMarkerGone(browser: BrowserDriver, marker: string): Promise<void> {
  await poll('the form to read the kept input and write the list again', async () => {
    const list = await keptList(browser);
    return list.some((entry) => (entry as { marker?: unknown })?.marker === marker)
      ? undefined
      : true;
  });
}
