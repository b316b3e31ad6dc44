import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call } from '../support/service';
import { PANEL, pinQueries, text } from './flows/helpers';
import { BROWSERS, type BrowserSession, startBrowserSession } from './support/browsers';
import { keptHolds, keptMarkerGone, keptTargets, plantKeptMarker } from './support/kept-marker';

// Issue 45: what the person typed into the page panel's pin form and did not send survives the
// panel closing (Escape, the person's own key in the frame; the tab closing), and is sent once
// when they pin; a pinned page opens its pin to edit.
describe.each(BROWSERS)('typed input kept by the page panel in $name', ({ launch }) => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession(launch, { connect: true });
  });
  afterAll(() => session?.close());

  const QUERIES = { role: 'textbox', name: text('panelQueries'), within: PANEL };
  const RESTORED = { text: /did not send is back/, within: PANEL };

  test('closed with Escape, reopened on the page: the queries are back, and pinned once', async () => {
    const { browser, server } = session;
    const { page, tabId } = await browser.openWebPage(`${server.url}/docs/DOC_121`);
    const open = () => session.send('openPageActions', { tabId, action: 'pin' });
    await open();
    await page.type(QUERIES, 'kept on the device');
    await page.press('Enter');
    await page.type(QUERIES, 'half typed');
    await page.press('Escape');
    await expect.poll(() => page.count({ css: '[data-wk-page-panel]' })).toBe(0);

    await open();
    await page.waitFor(RESTORED);
    await page.waitFor({ text: 'kept on the device', within: PANEL });
    await page.click({ role: 'button', name: text('panelPin'), within: PANEL });
    await page.waitFor({ text: /Pinned for/, within: PANEL });
    const pins = await pinQueries(server, 'DOC_121');
    expect(pins.filter((queries) => queries.includes('kept on the device'))).toEqual([
      ['kept on the device', 'half typed'],
    ]);

    // Sent: opening again offers nothing back, and the page, pinned now, opens its pin to edit
    // instead of only a form that would pin it twice (issue 45, item 3).
    await page.press('Escape');
    await expect.poll(() => page.count({ css: '[data-wk-page-panel]' })).toBe(0);
    // A marker for each form the pinned page opens: the pin form and each pin's edit.
    const address = `${server.url}/docs/DOC_121`;
    const { json } = await call(server, 'listpins', {});
    const edits = (json.pins as { id: string; documentId: string }[])
      .filter((pin) => pin.documentId === 'DOC_121')
      .map((pin) => `panel-pinEdit:${address}#${pin.id}`);
    const marker = await plantKeptMarker(browser, [`panel-pin:${address}`, ...edits]);
    await open();
    const editing = { role: 'textbox', name: text('panelPinQueries'), within: PANEL };
    await page.waitFor(editing);
    // The form has read what was kept and decided: an offer would be on screen now.
    await keptMarkerGone(browser, marker);
    expect(await page.count(RESTORED)).toBe(0);
    await page.type(editing, 'edited in place');
    await page.press('Enter');
    // The edit, closed with Escape before Save, is back on the pin's form the next time.
    await page.press('Escape');
    await expect.poll(() => page.count({ css: '[data-wk-page-panel]' })).toBe(0);
    await open();
    await page.waitFor(RESTORED);
    await page.click({ role: 'button', name: text('panelSave'), within: PANEL });
    await page.waitFor({ text: text('pageActionsPinUpdated'), within: PANEL });
    await expect
      .poll(() => pinQueries(server, 'DOC_121'))
      .toEqual([['kept on the device', 'half typed', 'edited in place']]);
    await page.close();
  });

  test('the tab closed, opened again on the page: the queries are back, and pinned once', async () => {
    const { browser, server } = session;
    const url = `${server.url}/docs/DOC_124`;
    const first = await browser.openWebPage(url);
    await session.send('openPageActions', { tabId: first.tabId, action: 'pin' });
    await first.page.type(QUERIES, 'typed before the tab closed');
    // Kept once typing rests, as it is before a person closes the tab: all of it, not the part
    // typed before a pause a full run's load made (Firefox kept 'typ' once, and the tab closed).
    await expect.poll(() => keptHolds(browser, 'typed before the tab closed')).toBe(true);
    expect(await keptTargets(browser)).toContain(`panel-pin:${url}`);
    await first.page.close();

    const { page, tabId } = await browser.openWebPage(url);
    await session.send('openPageActions', { tabId, action: 'pin' });
    await page.waitFor(RESTORED);
    await page.click({ role: 'button', name: text('panelPin'), within: PANEL });
    await page.waitFor({ text: /Pinned for/, within: PANEL });
    expect(await pinQueries(server, 'DOC_124')).toEqual([['typed before the tab closed']]);
    await page.close();
  });
});
