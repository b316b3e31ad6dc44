import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_TOKENS } from '../../server/demo/identities';
import { call } from '../support/service';
import { BROWSERS, type BrowserSession, startBrowserSession } from './support/browsers';
import type { DriverPage } from './support/driver';
import { keptMarkerGone, plantKeptMarker } from './support/kept-marker';
import { type RecordingProxy, startRecordingProxy } from './support/recording-proxy';

// Alex's own unpublished draft "Lunch and learn: contract testing".
const DRAFT = 206;
const RESTORED = /did not save is back/;

/** The draft page's "Text" field as it holds it now. */
const bodyText = (page: DriverPage) =>
  page.evaluate(() => (document.getElementById('draft-body') as HTMLTextAreaElement).value, null);

/** What is kept on the device for the draft (the extension's own storage). */
const keptTargets = (page: DriverPage) =>
  page.evaluate(async () => {
    const api = ((globalThis as { browser?: unknown }).browser ??
      (globalThis as { chrome?: unknown }).chrome) as typeof import('wxt/browser').browser;
    const { keptInput } = await api.storage.local.get('keptInput');
    return ((keptInput ?? []) as { target: string }[]).map((entry) => entry.target);
  }, null);

/** Everything kept on the device now, as text (the typed words are looked for in it). */
const keptText = (page: DriverPage) =>
  page.evaluate(async () => {
    const api = ((globalThis as { browser?: unknown }).browser ??
      (globalThis as { chrome?: unknown }).chrome) as typeof import('wxt/browser').browser;
    return JSON.stringify((await api.storage.local.get('keptInput')).keptInput ?? []);
  }, null);

// Issue 45: typed and not sent, the draft page's input survives the tab closing; reopened, it is
// back with a sentence and "Discard"; saved, it reaches the service once and is forgotten.
describe.each(BROWSERS)('in $name', ({ launch }) => {
  let session: BrowserSession;
  let proxy: RecordingProxy;
  beforeAll(async () => {
    session = await startBrowserSession(launch);
    proxy = await startRecordingProxy(session.server.url);
    const saved = await session.send('saveConnection', {
      serviceUrl: proxy.url,
      token: DEMO_TOKENS.user,
    });
    expect(saved.ok).toBe(true);
  });
  afterAll(async () => {
    await session?.close();
    await proxy?.close();
  });

  const openDraft = async () => {
    const page = await session.browser.openExtensionPage(`draft.html?id=${DRAFT}`);
    await page.waitFor({ label: 'Title' });
    return page;
  };
  const serviceText = async () =>
    (await call(session.server, 'getdraftannouncement', { id: DRAFT })).json.announcement.body
      ?.text as string | undefined;

  test('typed text survives the tab closing, is sent once, then forgotten', async () => {
    const typed = `Kept on the device ${session.browser.name} ${Date.now()}`;
    const first = await openDraft();
    await first.type({ label: 'Text' }, typed);
    // Kept once typing rests, as it is before a person closes the tab (it is kept again as the
    // page is hidden): all of it, not the part typed before a pause the machine's load made.
    await expect.poll(() => keptText(first)).toContain(typed);
    expect(await keptTargets(first)).toContain(`draft:${DRAFT}`);
    await first.close();

    const again = await openDraft();
    await again.waitFor({ text: RESTORED });
    expect(await bodyText(again)).toBe(typed);
    await again.waitFor({ role: 'button', name: 'Discard' });
    expect(await serviceText()).not.toBe(typed);

    const writes = proxy.operations.filter((op) => op === 'updatedraftannouncement').length;
    await again.click({ role: 'button', name: 'Save draft' });
    await again.waitFor({ text: /^Saved/ });
    expect(await serviceText()).toBe(typed);
    await again.close();

    // Reopened after the save: nothing to restore, nothing kept, and sent exactly once.
    const marker = await plantKeptMarker(session.browser, [`draft:${DRAFT}`]);
    const third = await openDraft();
    expect(await bodyText(third)).toBe(typed);
    // The page has read what was kept and decided: an offer would be on screen now.
    await keptMarkerGone(session.browser, marker);
    expect(await third.count({ text: RESTORED })).toBe(0);
    expect(await keptTargets(third)).not.toContain(`draft:${DRAFT}`);
    expect(proxy.operations.filter((op) => op === 'updatedraftannouncement').length).toBe(
      writes + 1,
    );
    await third.close();
  });

  test('kept while typing, then saved and closed at once: reopened, the saved draft shows and nothing older comes back', async () => {
    const title = `Saved then closed ${session.browser.name} ${Date.now()}`;
    const page = await openDraft();
    await page.type({ label: 'Text' }, 'Typed first');
    // A pause while typing: the page keeps the input as it stands (with the old title).
    await expect.poll(() => keptTargets(page), { timeout: 10_000 }).toContain(`draft:${DRAFT}`);
    await page.type({ label: 'Title' }, title);
    await page.click({ role: 'button', name: 'Save draft' });
    await page.waitFor({ text: /^Saved/ });
    // Closed the moment the service has it, as a person who is done.
    await page.close();

    const marker = await plantKeptMarker(session.browser, [`draft:${DRAFT}`]);
    const again = await openDraft();
    await keptMarkerGone(session.browser, marker);
    expect(await again.count({ text: RESTORED })).toBe(0);
    expect(
      await again.evaluate(
        () => (document.getElementById('draft-title') as HTMLInputElement).value,
        null,
      ),
    ).toBe(title);
    expect(await keptTargets(again)).not.toContain(`draft:${DRAFT}`);
    await again.close();
  });

  test('“Discard” puts the service’s text back and forgets what was typed', async () => {
    const before = await serviceText();
    const first = await openDraft();
    await first.type({ label: 'Text' }, 'Typed, then thrown away');
    await expect.poll(() => keptTargets(first), { timeout: 10_000 }).toContain(`draft:${DRAFT}`);
    await first.close();
    const again = await openDraft();
    await again.waitFor({ text: RESTORED });
    await again.click({ role: 'button', name: 'Discard' });
    expect(await bodyText(again)).toBe(before);
    expect(await again.count({ text: RESTORED })).toBe(0);
    // Forgotten: gone from the device (polled until the forget has landed).
    await expect
      .poll(() => keptTargets(again), { timeout: 10_000 })
      .not.toContain(`draft:${DRAFT}`);
    await again.close();
    expect(await serviceText()).toBe(before);
  });
});
