import type { ReadEntry } from '../../lib/shared/messages/messenger';
import type { FirstScreen } from '../../lib/shared/storage/first-screen';
import { whenOutboxHoldsEntries } from '../../lib/shared/storage/outbox-presence';
import { type ActiveTab, isOwnPage } from '../../lib/ui/active-tab';
import { ask } from '../../lib/ui/ask';
import { followMirror, keepMirror } from '../../lib/ui/first-screen-mirror';
import { onFirstInteraction } from '../../lib/ui/first-interaction';
import { inviteKey } from '../../lib/ui/hooks/invite-key';
import { afterPaint, FIRST_FRAME_RESULTS, frameMaker, settled } from './first-frame';
import { redraw } from './dom';
import { openingWork, outboxLooked } from './opening';
import { pageStrip, popupDom } from './popup-dom';
import type { Drawn, FirstScreenSource } from './source';

/**
 * Shows the popup's first screen without Preact (the kept frame first, if any), keeps it fresh,
 * and hands it to the app when the person first acts. `takeOver` loads the app and hydrates the
 * elements on screen with the data they were drawn from and the active tab.
 *
 * Right after the first frame the service is asked what the app would ask (the feed, this
 * page's status, the connection, and, once connected, whether the Invite tab is offered) and
 * the screen is drawn again with the answers, so an opening nobody touches is as fresh as
 * before, without the app. Whatever this drawing does not show (a failure, a connection to
 * repair, writes waiting in the outbox) is the app's: it takes over at once, from what is on
 * screen, and asks again itself.
 */
export function showFirstScreen(
  root: HTMLElement,
  source: FirstScreenSource,
  takeOver: (drawn: Drawn, tab: ActiveTab | undefined) => Promise<void>,
): void {
  let drawn: Drawn = {};
  // What is on screen: the feed, Invite and strip (one key), and the page's status.
  let shown = '';
  let shownPage = '';
  let kept: FirstScreen | null = null;
  let tab: ActiveTab | undefined;
  let ownPage = !source.inPopup;
  let handedOver = false;
  // The results on screen were cut at the first frame's limit: the rest are still to draw.
  let cut = false;
  let handing: Promise<void> | undefined;
  let framed = !!source.framed; // Until the first drawing adopts or replaces the kept frame.
  const maker = frameMaker(!source.inPopup);
  let connection: string | undefined; // The connection's scope, once storage.local answered.
  const stops: (() => void)[] = [];
  // The opening's work, counted for the end-to-end build's mark (opening.ts) until refresh
  // counts its own. Every `if (E2E)` goes from the other builds, and the code around it is theirs.
  let refreshed = () => {};
  if (E2E) openingWork(new Promise<void>((done) => (refreshed = done)));
  const keyOf = (screen: Drawn) => JSON.stringify([screen.feed?.value, !!screen.invite, ownPage]);
  const draw = (next: Drawn, limit?: number) => {
    if (handedOver) return; // The app has the screen.
    drawn = next;
    cut = limit !== undefined && (next.feed?.value.results?.length ?? 0) > limit;
    shown = keyOf(next);
    shownPage = JSON.stringify(next.page);
    const screen = popupDom(
      { feed: next.feed, page: next.page, ownPage, invite: !!next.invite },
      limit,
    );
    // The kept frame on screen is this drawing (the usual case): its elements stay.
    const same =
      framed && root.childElementCount === 1 && root.firstElementChild?.isEqualNode(screen);
    framed = false;
    if (!same) redraw(root, screen);
  };
  // An answer like the one on screen (the usual case) leaves the elements as they are; a new
  // status for the page redraws only its strip; a redraw keeps the header (`redraw`).
  const update = (next: Drawn, limit?: number) => {
    if (keyOf(next) !== shown) return draw(next, limit);
    const strip = root.querySelector('.wk-strip');
    if (JSON.stringify(next.page) !== shownPage && strip && !handedOver) {
      shownPage = JSON.stringify(next.page);
      strip.replaceWith(pageStrip(next.page));
    }
    drawn = next;
  };
  // Asked once, by whichever needs the tab first.
  let tabKnown: Promise<void> | undefined;
  const knowTab = () =>
    (tabKnown ??= source
      .askTab()
      .catch(() => undefined)
      .then((answer) => {
        tab = answer;
        ownPage = isOwnPage(answer);
      }));
  const keptStatus = () =>
    ownPage ? undefined : kept?.pages.find((entry) => entry.url === tab?.url)?.status;
  // Once handed over, for good: what the app shows from then on is its own. It waits for the
  // tab, so the app hydrates what it would draw itself.
  const handOver = () => {
    begin(); // A click on the kept frame before it was painted.
    handing ??= knowTab()
      .then(() => {
        // Redrawn only if the tab's answer changed it: a click held for the app is replayed
        // on the element it went to, which must still be on the page.
        update({ ...drawn, page: drawn.page ?? keptStatus() });
        handedOver = true;
        return takeOver(drawn, tab);
      })
      .finally(() => {
        for (const stop of stops) stop();
      });
    if (E2E) openingWork(handing);
    return handing;
  };
  const fail = () => void handOver();

  // With the kept frame on screen, the copy is read and drawn once that frame is painted (it
  // took 3 ms before that paint).
  let begun = false;
  let early: Promise<ReadEntry<'feed'>> | undefined;
  if (framed) {
    onFirstInteraction(handOver);
    settled(begin);
  } else {
    begin();
  }
  if (source.inPopup === 'side-panel') settled(fail);

  function begin() {
    if (begun) return;
    begun = true;
    const first = typeof source.kept === 'function' ? source.kept() : source.kept;
    // Nothing in hand to draw: the feed is asked for at once, while storage.local and the tab
    // answer (a first opening waits for it; every millisecond before the question counts).
    early = first instanceof Promise ? askFeed() : undefined;
    early?.catch(() => undefined); // Its failure is handled where it is taken (refresh).
    if (first instanceof Promise) {
      void Promise.all([first.catch(() => null), knowTab()]).then(([stored]) => start(stored));
    } else {
      start(first);
    }
  }

  function start(first: FirstScreen | null) {
    kept = first;
    // The first frame draws the results that fill the popup, and the rest right after it.
    draw({ feed: first?.feed, page: keptStatus() }, FIRST_FRAME_RESULTS);
    if (!source.framed) onFirstInteraction(handOver); // Listening since the kept frame, if any.
    // The questions once the first frame is painted, and the rest of the results in a task of
    // their own; at once when there is no feed to show yet. Not in the first task after that
    // paint: waking the worker and building the page's messaging and storage APIs would hold
    // up a first click or scroll, and the answers take longer than a frame anyway.
    if (first?.feed) settled(refresh);
    else refresh();
  }

  function refresh() {
    const mirror = followMirror(FIRST_FRAME_RESULTS, maker);
    stops.push(mirror.stop, whenOutboxHoldsEntries(fail));
    if (E2E) openingWork(outboxLooked());
    const storedDrawn = mirror.stored.then(({ scope, screen }) => {
      connection = scope;
      // Drawn from a copy kept for another connection (an address from before a change): the
      // app draws the screen afresh for the connection in use.
      if (kept && kept.scope !== scope) {
        kept = null;
        draw({});
        fail();
      } else if (screen?.feed && !drawn.feed?.value.results?.[FIRST_FRAME_RESULTS]) {
        // The copy holds the first frame's results; storage.local has the rest.
        kept = screen;
        update({ ...drawn, feed: screen.feed });
      }
    });
    if (E2E) openingWork(storedDrawn);
    // Nothing on screen yet: the feed is the answer that counts. The worker's other questions
    // (the page's status, the connection, Invite) and their answers, which redraw, wait until
    // its first frame is painted, or QUESTIONS_WAIT_MS at most, so a slow service does not hold
    // the page's strip. Asked alongside, they held that first frame about 10 ms (empty-cache
    // openings of both builds in one browser, `npm run bench:ab`: four runs of five).
    let asked = !!drawn.feed && askWorker();
    if (!asked) setTimeout(() => (asked ||= askWorker()), QUESTIONS_WAIT_MS);
    const feedDrawn = (early ?? askFeed()).then((feed) => {
      const first = !drawn.feed;
      // The first feed on screen (none was kept) is a first frame too: the results that fill
      // the popup, and the rest a frame later.
      update({ ...drawn, feed }, first ? FIRST_FRAME_RESULTS : undefined);
      // Kept for the next opening now (once this frame is painted), not once the worker has
      // stored it: a popup closed at once would otherwise keep nothing. The worker answers for
      // the connection in use, which storage.local named.
      afterPaint(() => {
        const pages = kept?.pages ?? [];
        if (connection) keepMirror({ scope: connection, feed, pages }, FIRST_FRAME_RESULTS, maker);
        asked ||= askWorker();
      });
      settled(drawRest);
      if (E2E) openingWork(new Promise<void>((done) => settled(done))); // After drawRest.
    }, fail);
    // The rest of the results, in a task of their own.
    setTimeout(drawRest);
    if (E2E) {
      openingWork(feedDrawn);
      refreshed();
    }
  }

  /** Asks the worker for the page's status and the connection (and with it, Invite). */
  function askWorker(): boolean {
    if (handedOver) return true; // The app asks for itself.
    const tabDrawn = knowTab().then(() => {
      // The status kept for the tab, if the first frame was drawn before the tab was known.
      update({ ...drawn, page: drawn.page ?? keptStatus() });
      if (ownPage) return;
      const status = ask('pageStatus', { tabId: tab?.id });
      status.then((page) => update({ ...drawn, page }), fail);
      if (E2E) openingWork(status);
    });
    const connected = ask('getConnection').then((connection) => {
      if (connection.state !== 'ready') return fail();
      const invite = ask('read', inviteKey()).then(
        (invite) => update({ ...drawn, invite: invite as ReadEntry<'peopleToInvite'> }),
        (error: { kind?: string }) => error.kind !== 'forbidden' && fail(),
      );
      if (E2E) openingWork(invite);
    }, fail);
    if (E2E) openingWork(Promise.all([tabDrawn, connected]));
    return true;
  }

  function drawRest() {
    if (cut) draw(drawn);
  }
}

/** The end-to-end build (opening.ts). */
const E2E = import.meta.env.MODE === 'e2e';

const askFeed = () => ask('read', { kind: 'feed' }) as Promise<ReadEntry<'feed'>>;

/** The longest the worker's other questions wait for the feed's first frame (empty cache). */
const QUESTIONS_WAIT_MS = 300;
