import { type BrowserDriver, poll } from './driver';

/**
 * Evidence that a form has read the input kept on the device (lib/shared/storage/kept-input.ts)
 * and decided whether to offer it back, for a test that then says "nothing was offered back".
 *
 * A form that opens with nothing to keep reads the kept list for its own target (`draft:206`,
 * `panel-collect:<address>`…) and then forgets that target (its write that follows, in the
 * same queue as its read: `inTurn` in kept-input.ts, kept-forms.ts; use-kept-draft.ts writes
 * once the read has answered). So a marker put in the list before the form opens, an entry for
 * that very target and the connection's scope whose value no form's schema reads, is found by
 * the form's read (after any real entry for the target: an entry kept earlier is still found
 * first, and offered), offered back by none, and removed only by a write for that target and
 * scope, which every other writer (another form, another target, the worker's expiry) leaves
 * alone, as it leaves every entry that reads as an entry. Once it is gone, the form's read has
 * answered: an offer would be on screen by then.
 *
 * The limit: a write for the same target and scope from another page (a tab of the same form
 * closed just before, whose last write on closing lands after the marker) removes it too, before
 * the new form has read. And only the forms whose targets are named are covered.
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

/**
 * Puts a marker in the kept list for each of `targets` (under the connection in use) and answers
 * its name. Call before the form opens.
 */
export async function plantKeptMarker(browser: BrowserDriver, targets: string[]): Promise<string> {
  const marker = `e2e-marker-${Date.now()}-${Math.random()}`;
  await browser.evaluateInBackground(
    async ({ name, forms }) => {
      const api = ((globalThis as { browser?: unknown }).browser ??
        (globalThis as { chrome?: unknown }).chrome) as typeof import('wxt/browser').browser;
      const { keptInput, connection } = await api.storage.local.get(['keptInput', 'connection']);
      const scope = (connection as { scope?: unknown } | undefined)?.scope;
      if (typeof scope !== 'string') throw new Error('No connection in use to plant a marker for.');
      const list = Array.isArray(keptInput) ? keptInput : [];
      const markers = forms.map((target) => ({
        target,
        scope,
        savedAt: Date.now(),
        value: { marker: name },
      }));
      await api.storage.local.set({ keptInput: [...list, ...markers] });
    },
    { name: marker, forms: targets },
  );
  return marker;
}

/** Waits until the forms the marker was planted for have each written their target since. */
export async function keptMarkerGone(browser: BrowserDriver, marker: string): Promise<void> {
  await poll('the form to read the kept input and write its target again', async () => {
    const list = await keptList(browser);
    return list.some(
      (entry) => (entry as { value?: { marker?: unknown } })?.value?.marker === marker,
    )
      ? undefined
      : true;
  });
}
