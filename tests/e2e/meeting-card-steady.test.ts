import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REST_MS } from '../../components/meetings/show-card';
import { DEMO_TOKENS } from '../../server/demo/identities';
import { type BrowserSession, startBrowserSession } from './support/browsers';
import { type ChromiumDriver, launchChromiumDriver } from './support/chromium-driver';
import { poll, within } from './support/driver';
import { type RecordingProxy, startRecordingProxy } from './support/recording-proxy';
import { findChromiumSidePanel, focusedWindow } from './support/side-panel';
import { ignoreClosed } from './support/side-panel-cdp';
import { openToolbarPopup } from './support/toolbar-popup';

/**
 * A move's answer, or nothing after MOVE_ANSWER_MS. Chromium leaves a dispatched mouse event
 * unanswered now and then (rstudio/chromote#30), and most of this test's commands are moves: twice
 * in about 25 full runs it hung to its timeout, at a step the run did not say (the likely one).
 * The reads and the click still fail in words if the popup stops answering altogether
 * (support/side-panel-cdp.ts).
 */
const MOVE_ANSWER_MS = 3_000;
const moved = (sent: Promise<unknown>) =>
  within(sent, MOVE_ANSWER_MS, 'a pointer move').catch(() => undefined);

/** The feed's answer (which brings the meetings) comes this late: a busy network. */
const FEED_LATE_MS = 5_000;

/** The centre of "Open in side panel" in the popup, or null before it is drawn. */
const BUTTON_CENTRE = `(() => {
  const box = document.querySelector('.wk-popup__side-panel')?.getBoundingClientRect();
  return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
})()`;
const CARD_IN_DOCUMENT = `(document.getElementById('wk-meeting')?.childElementCount ?? 0) > 0`;
/** The card's script has the meeting's card (kept for the next opening's first frame). */
const CARD_DUE = `(localStorage.getItem('wk:meeting-card') ?? '').includes('"cards":[{')`;
/**
 * What the popup itself saw, by its own clock: each pointer move (the event's time stamp, no
 * later than the `performance.now()` the card's listener reads for it, so a gap measured here is
 * no shorter than the card's own; and where the button was then), whether the card was due at
 * it, and when the card landed. A test's own pace on a busy machine may give the pointer a rest the
 * person would not have: the rule is judged on the popup's evidence, not the test's.
 */
const RECORD = `(() => {
  const log = { moves: [], landed: null };
  globalThis.__wkSteady = log;
  addEventListener('pointermove', (event) => {
    const centre = ${BUTTON_CENTRE};
    log.moves.push({ at: event.timeStamp, y: centre && centre.y, due: ${CARD_DUE} });
  }, true);
  new MutationObserver(() => {
    if (log.landed === null && ${CARD_IN_DOCUMENT}) log.landed = performance.now();
  }).observe(document.documentElement, { childList: true, subtree: true });
  return true;
})()`;
type Move = { at: number; y: number | null; due: boolean };
type Steady = { moves: Move[]; landed: number | null };

/**
 * For how long (ms, the popup's clock) the card has been due while the pointer kept moving: from
 * the move before the first due one, through the last move, with no gap of REST_MS or more (a
 * rest would let it land). 0 when no move has come while it was due.
 */
function dueWhileMoving(moves: Move[]): number {
  const first = moves.findIndex((move) => move.due);
  if (first < 1) return 0;
  const since = moves[first - 1]?.at ?? 0;
  for (let index = first; index < moves.length; index++) {
    const gap = (moves[index]?.at ?? 0) - (moves[index - 1]?.at ?? 0);
    if (gap >= REST_MS) return 0;
  }
  return (moves.at(-1)?.at ?? since) - since;
}

// The popup's first opening, before the worker's first answers: the "Next meeting" card lands
// above the header with them (components/meetings/show-card.ts). A person already moving
// towards "Open in side panel" must still hit it: the mouse as Chromium delivers it (DevTools
// input into the real toolbar popup). Chromium only: Firefox's popup is reached by its keys
// in these tests (support/side-panel-firefox.ts), and a key press aims at no place.
describe('the Next meeting card, landing under a moving pointer in Chromium', () => {
  let session: BrowserSession;
  let proxy: RecordingProxy;
  beforeAll(async () => {
    session = await startBrowserSession(launchChromiumDriver);
    proxy = await startRecordingProxy(session.server.url);
    proxy.delays.set('feed', FEED_LATE_MS);
    const saved = await session.send('saveConnection', {
      serviceUrl: proxy.url,
      token: DEMO_TOKENS.user,
    });
    if (!saved.ok) throw new Error(`Connecting failed: ${JSON.stringify(saved)}`);
  });
  afterAll(async () => {
    await proxy?.close();
    await session?.close();
  });

  test('lands only once the pointer rests: nothing moves while it moves, and the button is where it was aimed', async () => {
    const chromium = session.browser as ChromiumDriver;
    const windowId = await focusedWindow(session);
    const popup = await openToolbarPopup(chromium.session, null, windowId);
    const mouse = (type: string, x: number, y: number) =>
      popup.target.send('Input.dispatchMouseEvent', {
        type,
        x,
        y,
        ...(type === 'mouseMoved' ? {} : { button: 'left', clickCount: 1 }),
      });
    type Point = { x: number; y: number };
    const aim = await poll(
      'the popup’s "Open in side panel"',
      async () => ((await popup.evaluate(BUTTON_CENTRE)) as Point | null) ?? undefined,
    );
    const end = Date.now() + 15_000;
    expect(await popup.evaluate(CARD_IN_DOCUMENT), 'the card came before the feed').toBe(false);
    await popup.evaluate(RECORD);

    // The pointer keeps moving over the button until, by the popup's own clock, the card has
    // been due for 2 x REST_MS while the pointer never rested REST_MS (or the time is up).
    const log = async () => (await popup.evaluate('globalThis.__wkSteady')) as Steady;
    let seen: Steady = { moves: [], landed: null };
    for (let step = 0; Date.now() < end + FEED_LATE_MS; step++) {
      await moved(mouse('mouseMoved', aim.x + (step % 2), aim.y));
      // One round trip a step: a busy machine (two browser files at once) slows each.
      seen = await log();
      if (seen.landed !== null || dueWhileMoving(seen.moves) >= 2 * REST_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const moving = dueWhileMoving(seen.moves);
    expect(
      seen.moves.some((move) => move.due),
      'the card never became due',
    ).toBe(true);
    // The case was there: due, with the pointer moving, for REST_MS at least; and nothing drawn.
    expect(moving, 'the card was due while the pointer moved for (ms)').toBeGreaterThanOrEqual(
      REST_MS,
    );
    expect(seen.landed, 'drawn under the moving pointer').toBeNull();

    // The pointer rests: the card lands, REST_MS after the last move at the earliest.
    await expect.poll(async () => (await log()).landed, { timeout: 30_000 }).not.toBeNull();
    const { moves, landed } = await log();
    const last = moves.filter((move) => move.at < (landed ?? 0)).at(-1)?.at ?? 0;
    expect(
      (landed ?? 0) - last,
      'landed this long after the last move (ms)',
    ).toBeGreaterThanOrEqual(REST_MS);
    // The button never moved while the pointer did: a click then landed where it was aimed.
    expect(new Set(moves.map((move) => move.y)), 'where the button was').toEqual(new Set([aim.y]));

    // Where the person aims now, the card above it: the side panel opens.
    const at = (await popup.evaluate(BUTTON_CENTRE)) as Point;
    await mouse('mousePressed', at.x, at.y);
    await mouse('mouseReleased', at.x, at.y).catch(ignoreClosed);
    await findChromiumSidePanel(session, windowId);
    // Each wait above fails on its own within 30 s (a command a popup never answers too).
  }, 120_000);
});
