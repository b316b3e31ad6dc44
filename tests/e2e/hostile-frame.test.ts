import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { collectionDocuments, PANEL, text } from './flows/helpers';
import { BROWSERS, type BrowserSession, startBrowserSession } from './support/browsers';
import type { DriverPage } from './support/driver';
import { clickThrough } from './support/panel-click';
import { commandKeys, pressShortcut } from './support/shortcut-keys';
import { stopBackground } from './support/side-panel-worker';
import { startXDisplay, type XDisplay } from './support/x-display';

// Issue 53: a page attacks the panel's frame and the moments around it, in both browsers, with
// the person's keys and clicks the browser's own input (X events on a private display, or the
// driver's trusted mouse). Each test failed on the build before issue 53 (see its closing note).

// The extension's own API, as code evaluated in its worker sees it.
declare const chrome: typeof import('wxt/browser').browser;

const READING_LIST = 2;
const QUERIES = { role: 'textbox', name: text('panelQueries'), within: PANEL };
const COLLECT = { label: text('panelFindCollection'), within: PANEL };

/** Everything a page hears on its window and document, capture and bubble, kept in `heard`. */
function listen(page: DriverPage, types: string[]) {
  return page.evaluate((events) => {
    const heard: string[] = [];
    (globalThis as unknown as { heard: string[] }).heard = heard;
    // Listened for in both phases on the window and the document, and noted once an event: the
    // keys the page heard are counted by press (four notes a key made 'oadmap' read as 'map').
    const noted = new WeakSet<Event>();
    for (const type of events)
      for (const capture of [true, false]) {
        const note = (event: Event) => {
          if (noted.has(event)) return;
          noted.add(event);
          heard.push(
            `${type}:${String((event as KeyboardEvent).key ?? (event as MessageEvent).data)}`,
          );
        };
        window.addEventListener(type, note, capture);
        document.addEventListener(type, note, capture);
      }
  }, types);
}
const heard = (page: DriverPage) =>
  page.evaluate(() => (globalThis as unknown as { heard: string[] }).heard, null);

describe.each(BROWSERS)('a hostile page against the panel’s frame in $name', ({ launch }) => {
  let display: XDisplay;
  let session: BrowserSession;
  beforeAll(async () => {
    display = await startXDisplay();
    session = await startBrowserSession(() => launch({ display: display.name }), {
      connect: true,
    });
  });
  afterAll(async () => {
    await session?.close();
    await display?.close();
  });
  const open = (path: string) => session.browser.openWebPage(`${session.server.url}${path}`);

  test('9. a page listening for messages hears nothing while the panel opens, shows and closes', async () => {
    const { page, tabId } = await open('/docs/DOC_154');
    await listen(page, ['message']);
    // The listener works: a message the page posts to itself is heard.
    await page.evaluate(() => postMessage('control', '*'), null);
    await expect.poll(() => heard(page)).toContain('message:control');
    await pressShortcut(session.browser, display, 'pin-page', tabId);
    await page.waitFor(QUERIES);
    await page.press('Escape');
    await expect.poll(() => page.count({ css: PANEL })).toBe(0);
    // Evidence that anything posted before the close has arrived: a message posted after it.
    await page.evaluate(() => postMessage('after', '*'), null);
    await expect.poll(() => heard(page)).toContain('message:after');
    expect((await heard(page)).filter((note) => !/^message:(control|after)$/.test(note))).toEqual(
      [],
    );
    await page.close();
  });

  test('10. a page that sends the frame elsewhere never has its document shown: the panel closes', async () => {
    const { page, tabId } = await open('/docs/DOC_155');
    await listen(page, ['message']);
    await pressShortcut(session.browser, display, 'pin-page', tabId);
    await page.waitFor(QUERIES);
    // The e2e build's shadow root is open: the handle a page could get by any means.
    const lookalike = `data:text/html,<p>Your session expired. Sign in again.</p><script>parent.postMessage('lookalike shown', '*')</script>`;
    await page.evaluate((address) => {
      const host = document.querySelector('[data-wk-page-panel]') as HTMLElement;
      const frame = host.shadowRoot?.querySelector('iframe[src]') as HTMLIFrameElement;
      (frame.contentWindow as Window).location.href = address;
    }, lookalike);
    await expect.poll(() => page.count({ css: PANEL })).toBe(0);
    // The frame is gone with its host: no document can run in it any more.
    expect(await heard(page)).not.toContain('message:lookalike shown');
    // The look-alike, had it loaded, would have been heard: framed by the page, it is.
    await page.evaluate((address) => {
      const own = document.createElement('iframe');
      own.src = address;
      document.body.append(own);
    }, lookalike);
    await expect.poll(() => heard(page)).toContain('message:lookalike shown');
    // The next opening starts a fresh frame.
    await pressShortcut(session.browser, display, 'pin-page', tabId);
    await page.waitFor(QUERIES);
    await page.close();
  });

  for (const worker of ['running', 'stopped'] as ('running' | 'stopped')[])
    test(`11. keys typed 150 ms after the shortcut, eight a second, reach the panel (worker ${worker})`, async () => {
      // An address of its own for each run: what a run before it typed and left in the panel
      // is kept for its page's address and offered back (kept-forms.ts), and its chip would be
      // read for this run's (a chip of 'roadmap' read where 'dmap' was typed, in a full run).
      const { page, tabId } = await open(`/docs/DOC_156?run=keys-${worker}`);
      await listen(page, ['keydown', 'keyup', 'keypress', 'beforeinput', 'input']);
      await page.press('KeyA');
      await expect.poll(async () => (await heard(page)).length).toBeGreaterThan(0);
      await page.evaluate(() => {
        (globalThis as unknown as { heard: string[] }).heard.length = 0;
      }, null);
      // The key and the tab in front are asked of the worker first: pressed, it is what wakes it.
      const shortcut = (await commandKeys(session.browser)).find(
        (entry) => entry.name === 'pin-page',
      );
      await session.browser.evaluateInBackground(
        (id) => chrome.tabs.update(id, { active: true }),
        tabId,
      );
      // The moment the panel's host is on the page, as the page sees it.
      await page.evaluate(() => {
        const marks = globalThis as unknown as { heard: string[] };
        new MutationObserver((records) => {
          // The panel's host itself (marked in the e2e build), not any node put under <html>.
          const host = (node: Node) => (node as Element).hasAttribute?.('data-wk-page-panel');
          const added = records.flatMap((record) => [...record.addedNodes].filter(host));
          if (added.length > 0) marks.heard.push('host');
          // Each load of the panel's frames and each focus the page itself gets, noted for the
          // failure's message (not asserted: they say why a key reached the page).
          for (const node of added)
            for (const frame of (node as Element).shadowRoot?.querySelectorAll('iframe') ?? [])
              frame.addEventListener('load', () => marks.heard.push(`~load:${frame.src}`));
        }).observe(document.documentElement, { childList: true });
        for (const type of ['focus', 'blur'])
          window.addEventListener(type, (event) => {
            if (event.target === window) marks.heard.push(`~page-${type}`);
          });
      }, null);
      if (worker === 'stopped') await stopBackground(session);
      await display.pressThenType(String(shortcut?.shortcut).toLowerCase(), 'roadmap', 150, 125);
      // Return made what the panel got a query: a chip, whose words are read.
      await page.waitFor({ css: '.wk-chip span', within: PANEL }).catch(async (error) => {
        throw new Error(`${error.message} The page heard: ${(await heard(page)).join(' ')}`);
      });
      const chip = await page.text({ css: '.wk-chip span', within: PANEL });
      // This run's one chip, no other offered back.
      expect(await page.count({ css: '.wk-chip', within: PANEL })).toBe(1);
      // Keys typed before the extension could act at all (its script not yet in the page: the
      // person's machine that slow) are the page's; from the moment the panel's host is there,
      // the page hears no key, and the panel got every one after those, in order. On a machine
      // at rest the host comes well within 150 ms and the panel gets the whole word
      // (BENCHMARKS.md, the wake bench, holds that figure; a test does not time it).
      const own = String(shortcut?.shortcut).split('+');
      const all = await heard(page);
      const notes = all.filter(
        (note) =>
          !note.startsWith('~') &&
          !own.some((key) => note.toLowerCase().endsWith(`:${key.toLowerCase()}`)),
      );
      const hostAt = notes.indexOf('host');
      expect(hostAt).toBeGreaterThanOrEqual(0);
      // A key pressed before the host came may be let go after it: its release is the page's.
      const before = notes.slice(0, hostAt);
      const pressed = before.filter((note) => note.startsWith('keydown:')).map((n) => n.slice(8));
      const after = notes
        .slice(hostAt + 1)
        .filter((note) => !(note.startsWith('keyup:') && pressed.includes(note.slice(6))));
      expect(after, all.join(' ')).toEqual([]);
      const early = pressed.length;
      expect(chip).toBe('roadmap'.slice(early));
      expect(chip.length).toBeGreaterThan(0);
      // The focus the browser moves by itself while the panel opens is not the page taking the
      // keyboard (test 14): the person is told nothing.
      expect(await page.count({ css: 'html[data-keyboard]', within: PANEL })).toBe(0);
      await page.press('Escape');
      await expect.poll(() => page.count({ css: PANEL })).toBe(0);
      await page.close();
    });

  test('12. a panel made see-through 150, 60 or 20 ms before the click adds nothing, 20 times each', async () => {
    // A document the demo's reading list does not hold already (its items are drawn at random).
    const held = await collectionDocuments(session.server, READING_LIST);
    const doc = ['DOC_157', 'DOC_161', 'DOC_163', 'DOC_165', 'DOC_167'].find(
      (id) => !held.includes(id),
    );
    if (!doc) throw new Error('Every candidate document is in the reading list already');
    const { page, tabId } = await open(`/docs/${doc}`);
    const address = `${session.server.url}/docs/${doc}`;
    await pressShortcut(session.browser, display, 'add-to-collection', tabId);
    await page.type(COLLECT, 'reading');
    await page.waitFor({ role: 'button', name: /My reading list/, within: PANEL });
    let refused = 0;
    for (const before of [150, 60, 20])
      for (let run = 0; run < 20; run++) {
        await page.waitFor({ css: 'html[data-clicks="on"]', within: PANEL });
        // Through the CSS object model: no DOM mutation for the content script to see, so only
        // a look made after the click (or its 100 ms round) finds the page see-through.
        await page.evaluate(() => {
          setTimeout(() => {
            const sheet = new CSSStyleSheet();
            sheet.replaceSync('html { opacity: 0 !important }');
            document.adoptedStyleSheets = [sheet];
          });
        }, null);
        await new Promise((resolve) => setTimeout(resolve, before));
        await clickThrough(session.browser, address, /My reading list/);
        // The frame counts each click it refused: evidence this one was decided.
        refused++;
        await page.waitFor({
          css: `html[data-refused="${refused}"][data-refused-why="not-visible"]`,
          within: PANEL,
        });
        await page.evaluate(() => {
          document.adoptedStyleSheets = [];
        }, null);
      }
    expect(await collectionDocuments(session.server, READING_LIST)).not.toContain(doc);
    // The same click on the panel left visible adds it: the refusals above were the guard's.
    await page.waitFor({ css: 'html[data-clicks="on"]', within: PANEL });
    await clickThrough(session.browser, address, /My reading list/);
    await page.waitFor({ text: text('pageActionsAddedTo', 'My reading list'), within: PANEL });
    expect(await collectionDocuments(session.server, READING_LIST)).toContain(doc);
    await page.close();
    // Sixty clicks, each waited for: 45 s on an idle machine, more beside the other suites.
  }, 240_000);

  /** The panel opened on a page with a field of its own, once its frame has the keyboard. */
  const openHandedOver = async (path: string) => {
    const { page, tabId } = await open(path);
    await page.evaluate(() => {
      const own = document.createElement('input');
      own.id = 'own';
      document.body.prepend(own);
    }, null);
    await pressShortcut(session.browser, display, 'pin-page', tabId);
    // The handover is over: the panel's frame has the focus (marked in the e2e build).
    await page.waitFor({ css: '[data-wk-page-panel][data-wk-handed-over]' });
    await page.waitFor({ css: ':focus', within: PANEL });
    await listen(page, ['keydown', 'keyup', 'keypress', 'beforeinput', 'input']);
    return page;
  };
  /** What the panel's frame did about the keyboard, as its root counts it. */
  const keyboard = (state: string) => ({ css: `html[data-keyboard="${state}"]`, within: PANEL });

  const moves: [string, () => void][] = [
    ['its own field focused', () => (document.getElementById('own') as HTMLElement).focus()],
    [
      // Nothing the page's document shows changes: its active element stays the host.
      'a frame of its own focused',
      () => {
        const own = document.createElement('iframe');
        own.srcdoc = '<input id="inner">';
        own.onload = () => (own.contentDocument as Document).getElementById('inner')?.focus();
        document.body.prepend(own);
      },
    ],
    [
      // Taken again from its own blur listener: the frame's window taken back is not undone.
      'its own field focused again on each blur',
      () => {
        const own = document.getElementById('own') as HTMLElement;
        own.addEventListener('blur', () => own.focus());
        own.focus();
      },
    ],
    [
      // The page's active element stays the host, which the keys now reach.
      'the host itself focused',
      () => {
        const host = document.activeElement as HTMLElement;
        host.tabIndex = -1;
        host.focus();
      },
    ],
  ];
  for (const [index, [name, move]] of moves.entries())
    test(`14. a page that takes the keyboard from the open panel (${name}) hears nothing typed after: the panel takes it back and says so`, async () => {
      // An address of its own for each move: the words a move before typed, kept for its
      // page's address, were offered back and typed before this move's ('roadroad').
      const page = await openHandedOver(`/docs/DOC_159?run=move-${index}`);
      await page.evaluate(move, null);
      // Evidence the keyboard is back with the panel: its frame counted the take (the page
      // cannot read the frame's root), and says so to the person.
      await page.waitFor(keyboard('taken 1'));
      await page.waitFor({ text: text('panelKeysBack'), within: PANEL });
      await display.pressThenType('shift', 'road', 150, 125);
      const chip = { css: '.wk-chip span', within: PANEL };
      await page.waitFor(chip);
      expect(await page.text(chip)).toBe('road');
      expect(await page.count({ css: '.wk-chip', within: PANEL })).toBe(1);
      expect(await heard(page)).toEqual([]);
      await page.close();
    });

  test('15. a page that takes the keyboard again and again is not fought for: the panel says the page has it', async () => {
    const page = await openHandedOver('/docs/DOC_160');
    await page.evaluate(() => {
      const own = document.getElementById('own') as HTMLElement;
      setInterval(() => own.focus(), 50);
    }, null);
    // One take back, then the page had it again within the second: the panel stops taking it
    // (a take each time would keep the tab busy, and lose), and says the page has it.
    await page.waitFor(keyboard('taken 1'));
    await page.waitFor(keyboard('lost 2'));
    await page.waitFor({ text: text('panelKeysLost'), within: PANEL });
    await page.close();
  });

  test('13. a page that defines the element names it can think of learns nothing, and the panel opens', async () => {
    const { page, tabId } = await open('/docs/DOC_158');
    await page.evaluate(() => {
      const learned: string[] = [];
      (globalThis as unknown as { learned: string[] }).learned = learned;
      const attach = HTMLElement.prototype.attachInternals;
      HTMLElement.prototype.attachInternals = function (this: HTMLElement) {
        const internals = attach.call(this);
        learned.push(`internals of ${this.localName}`);
        queueMicrotask(() => learned.push(`root: ${String(internals.shadowRoot)}`));
        return internals;
      };
      for (const name of ['wk-page-panel', 'wk-panel', 'wk-panel-host', 'workplace-knowledge'])
        customElements.define(
          name,
          class extends HTMLElement {
            constructor() {
              super();
              learned.push(`constructed ${name}`);
              this.attachInternals();
            }
          },
        );
      // The panel still opens below: nothing the page defined stood in its way.
    }, null);
    await pressShortcut(session.browser, display, 'pin-page', tabId);
    await page.waitFor(QUERIES);
    expect(
      await page.evaluate(() => (globalThis as unknown as { learned: string[] }).learned, null),
    ).toEqual([]);
    await page.close();
  });
});
